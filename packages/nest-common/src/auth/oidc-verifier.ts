import { Inject, Injectable } from '@nestjs/common';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { authUserFromClaims, type AuthUser } from './auth-user';

export const OIDC_OPTIONS = Symbol('OIDC_OPTIONS');
export type OidcOptions = { issuer: string; audience: string; jwksUrl: string };

/** Verified tokens kept at most; a session sends the same token with every call until it is refreshed. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Verifies bearer tokens: signature against the issuer's JWKS (keys are fetched once and refreshed on unknown
 * key ids), issuer, expiry, and the platform's audience (a token Keycloak issued for another client is refused).
 * A verified token is remembered until it expires, so that the signature is checked once per token, not
 * once per call.
 */
@Injectable()
export class OidcVerifier {
  private readonly keys: JWTVerifyGetKey;
  private readonly verified = new Map<string, { user: AuthUser; expiresAt: number }>();

  constructor(@Inject(OIDC_OPTIONS) private readonly options: OidcOptions) {
    this.keys = createRemoteJWKSet(new URL(options.jwksUrl), {
      cooldownDuration: 30_000,
      timeoutDuration: 5_000,
    });
  }

  async verify(token: string): Promise<AuthUser> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.user;
    this.verified.delete(token);
    const { payload } = await jwtVerify(token, this.keys, {
      issuer: this.options.issuer,
      audience: this.options.audience,
      requiredClaims: ['exp'],
    });
    const user = authUserFromClaims(payload);
    // the oldest entry makes room (a Map keeps the order of insertion)
    if (this.verified.size >= VERIFIED_TOKENS_KEPT)
      this.verified.delete(this.verified.keys().next().value ?? '');
    this.verified.set(token, { user, expiresAt: (payload.exp ?? 0) * 1000 });
    return user;
  }
}
