import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OidcVerifier } from './oidc-verifier';

const issuer = 'http://issuer.test/realms/agecheck';
let server: Server;
let jwks: { keys: JWK[] };
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let verifier: OidcVerifier;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
  // the issuer's key set, served over HTTP as Keycloak serves it
  server = createServer((_request, response) => response.end(JSON.stringify(jwks)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  verifier = new OidcVerifier({ issuer, audience: 'agecheck', jwksUrl: `http://127.0.0.1:${port}/certs` });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const token = (claims: { aud?: string | string[]; iss?: string; expiresIn?: string }) => {
  const jwt = new SignJWT({ preferred_username: 'tim', realm_access: { roles: ['testkaeufer'] } })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject('user-1')
    .setIssuer(claims.iss ?? issuer)
    .setIssuedAt()
    .setExpirationTime(claims.expiresIn ?? '5m');
  if (claims.aud) jwt.setAudience(claims.aud);
  return jwt.sign(privateKey);
};

describe('token verification (issue 6: audience, issuer, signature)', () => {
  it('accepts a token of the issuer for the platform audience, among others', async () => {
    await expect(verifier.verify(await token({ aud: ['agecheck', 'account'] }))).resolves.toMatchObject({
      id: 'user-1',
      roles: ['testkaeufer'],
    });
  });

  it.each([
    ['without an audience', {}],
    ['for another audience only', { aud: 'account' }],
    ['of another issuer', { aud: 'agecheck', iss: 'http://elsewhere.test/realms/agecheck' }],
    ['expired', { aud: 'agecheck', expiresIn: '-1m' }],
  ])('refuses a token %s', async (_case, claims) => {
    await expect(verifier.verify(await token(claims))).rejects.toThrow();
  });

  it('a token it has verified and remembers is refused once it expires', async () => {
    const shortLived = await token({ aud: 'agecheck', expiresIn: '2s' });
    await expect(verifier.verify(shortLived)).resolves.toMatchObject({ id: 'user-1' });
    await expect(verifier.verify(shortLived)).resolves.toMatchObject({ id: 'user-1' });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await expect(verifier.verify(shortLived)).rejects.toThrow();
  });
});
