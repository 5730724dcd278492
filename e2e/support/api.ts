import { e2ePlatform } from './platform';

/**
 * Calls the platform's API through the gateway as a demo user (the test client's password grant): what
 * the server holds, seen from outside the browser under test.
 */
export async function apiAs<T>(
  username: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const issuer = process.env.OIDC_ISSUER;
  if (!issuer) throw new Error('OIDC_ISSUER is not set: run the end-to-end tests through "npm test"');
  const { passwordGrant } = await import('@agecheck/infra/token');
  const { accessToken } = await passwordGrant({ issuer, username, password: 'demo' });
  const response = await fetch(`${e2ePlatform().gatewayUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}
