import { Inject, Injectable } from '@nestjs/common';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { authUserFromClaims, type AuthUser } from './auth-user';

export const OIDC_OPTIONS = Symbol('OIDC_OPTIONS');
export type OidcOptions = { issuer: string; audience: string; jwksUrl: string };

/**
 * Verifies bearer tokens: signature against the issuer's JWKS (keys are fetched once and refreshed on unknown
 * key ids), issuer, expiry, and the platform's audience (a token Keycloak issued for another client is refused).
 */
@Injectable()
export class OidcVerifier {
  private readonly keys: JWTVerifyGetKey;

  constructor(@Inject(OIDC_OPTIONS) private readonly options: OidcOptions) {
    this.keys = createRemoteJWKSet(new URL(options.jwksUrl), {
      cooldownDuration: 30_000,
      timeoutDuration: 5_000,
    });
  }

  async verify(token: string): Promise<AuthUser> {
    const { payload } = await jwtVerify(token, this.keys, {
      issuer: this.options.issuer,
      audience: this.options.audience,
    });
    return authUserFromClaims(payload);
  }
}
