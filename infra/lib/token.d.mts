// Types of token.mjs for TypeScript callers (@agecheck/infra/token).
export type TokenPayload = {
  sub?: string;
  exp?: number;
  preferred_username?: string;
  name?: string;
  email?: string;
  vl?: string;
  realm_access?: { roles?: string[] };
  [claim: string]: unknown;
};
export declare const TEST_CLIENT_ID: string;
export declare function jwtPayload(jwt: string): TokenPayload;
export declare function passwordGrant(options: {
  issuer: string;
  username: string;
  password?: string;
  clientId?: string;
}): Promise<{ accessToken: string; payload: TokenPayload }>;
