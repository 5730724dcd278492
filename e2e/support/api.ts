import { e2ePlatform } from './platform';

const tokens = new Map<string, { token: string; expiresAt: number }>();

/**
 * A demo user's access token, kept until a minute before it expires: one password grant per user and run
 * (the realm's brute-force protection locks a user who signs in many times within a second).
 */
async function tokenOf(username: string): Promise<string> {
  const kept = tokens.get(username);
  if (kept && kept.expiresAt - 60_000 > Date.now()) return kept.token;
  const issuer = process.env.OIDC_ISSUER;
  if (!issuer) throw new Error('OIDC_ISSUER is not set: run the end-to-end tests through "npm test"');
  const { passwordGrant } = await import('@agecheck/infra/token');
  const { accessToken, payload } = await passwordGrant({ issuer, username, password: 'demo' });
  tokens.set(username, { token: accessToken, expiresAt: (payload.exp ?? 0) * 1000 });
  return accessToken;
}

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
  const accessToken = await tokenOf(username);
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
