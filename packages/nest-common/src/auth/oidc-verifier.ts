import { Inject, Injectable } from '@nestjs/common';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { authUserFromClaims, type AuthUser } from './auth-user';

export const OIDC_OPTIONS = Symbol('OIDC_OPTIONS');
export type OidcOptions = { issuer: string; jwksUrl: string };

/** Verifies bearer tokens against the issuer's JWKS (keys are fetched once and refreshed on unknown key ids). */
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
    const { payload } = await jwtVerify(token, this.keys, { issuer: this.options.issuer });
    return authUserFromClaims(payload);
  }
}
