import { canAccess, ENDPOINTS, parseEndpointKey, ROLES, type EndpointKey } from '@agecheck/contracts';
import { callApi, tokenFor } from '@agecheck/test-kit';
import { demoUserWithRole as userOf, subjectOf } from './support/demo-users';

// Every endpoint of the access table (packages/contracts/src/access/endpoints.ts) × each of the nine roles
// and no token, through the gateway: without a token 401 (public endpoints answer), a role the table
// refuses 403, a role it allows neither 401 nor 403 (2xx, or 400/404 for the harmless sample input below),
// and never a 5xx. A signed file link without its signature answers 403 to everyone, with a token or not.
// A new endpoint joins the matrix by being listed in the table.

/** A harmless sample request: unknown ids, the caller's own user id, an empty body. Changes nothing. */
function sampleRequest(key: EndpointKey, ownId: string): { path: string; method: string; body?: unknown } {
  const { method, path } = parseEndpointKey(key);
  const concrete = path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    name === 'userID' || path.startsWith('/api/users/') ? ownId : '0123456789abcdef01234567',
  );
  return { path: concrete, method, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) };
}

const endpoints = Object.keys(ENDPOINTS) as EndpointKey[];

describe('authorization matrix: every endpoint × every role and no token', () => {
  it.each(endpoints)('%s without a token', async (key) => {
    const request = sampleRequest(key, 'nobody');
    const answer = await callApi(request.path, request);
    if (ENDPOINTS[key] === 'public') expect(answer.status).toBeLessThan(400);
    else if (ENDPOINTS[key] === 'signed') expect(answer.status).toBe(403);
    else expect(answer.status).toBe(401);
  });

  describe.each(ROLES)('as %s', (role) => {
    const user = userOf(role);
    it.each(endpoints)(`%s`, async (key) => {
      const token = await tokenFor(user.username);
      const request = sampleRequest(key, subjectOf(token));
      const answer = await callApi(request.path, { ...request, token });
      expect(answer.status).toBeLessThan(500);
      if (ENDPOINTS[key] === 'signed') expect(answer.status).toBe(403);
      else if (canAccess(user.roles, ENDPOINTS[key])) expect([401, 403]).not.toContain(answer.status);
      else expect(answer.status).toBe(403);
    });
  });
});
