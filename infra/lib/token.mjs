// @ts-check
// The one token helper of the local platform, its tests and the benchmark: an access token of a demo user
// through the password grant of the test client (which exists only in the local and test realms).

/**
 * @typedef {{ sub?: string, exp?: number, preferred_username?: string, name?: string, email?: string, vl?: string, realm_access?: { roles?: string[] }, [claim: string]: unknown }} TokenPayload
 */

/** The realm's test client with the password grant (infra/keycloak/realm-local.json). */
export const TEST_CLIENT_ID = 'agecheck-tests';

/**
 * Decodes the payload of a JWT (no signature check).
 * @param {string} jwt
 * @returns {TokenPayload}
 */
export function jwtPayload(jwt) {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/**
 * An access token of `username` with the password grant of the test client.
 * @param {{ issuer: string, username: string, password?: string, clientId?: string }} options
 *   issuer: the realm's URL (`http://127.0.0.1:<port>/realms/agecheck`); password default `demo`
 * @returns {Promise<{ accessToken: string, payload: TokenPayload }>}
 */
export async function passwordGrant({ issuer, username, password = 'demo', clientId = TEST_CLIENT_ID }) {
  const response = await fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: clientId,
      username,
      password,
      scope: 'openid',
    }),
  });
  const body = /** @type {{ access_token?: string }} */ (await response.json().catch(() => ({})));
  if (!response.ok || !body.access_token)
    throw new Error(`no token for ${username}: HTTP ${response.status} ${JSON.stringify(body)}`);
  return { accessToken: body.access_token, payload: jwtPayload(body.access_token) };
}
