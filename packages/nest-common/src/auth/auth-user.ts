import { ROLES, type Role } from '@agecheck/contracts';

/** The caller as verified from the bearer token. */
export type AuthUser = {
  id: string;
  username: string;
  name: string;
  email: string;
  roles: Role[];
  vl?: string;
};

type TokenClaims = {
  sub?: unknown;
  preferred_username?: unknown;
  name?: unknown;
  email?: unknown;
  vl?: unknown;
  realm_access?: { roles?: unknown };
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** Maps verified Keycloak claims to the caller; realm roles outside the platform's roles are dropped. */
export function authUserFromClaims(claims: TokenClaims): AuthUser {
  const id = text(claims.sub);
  if (!id) throw new Error('token without subject');
  const realmRoles = Array.isArray(claims.realm_access?.roles) ? claims.realm_access.roles : [];
  const roles = ROLES.filter((role) => realmRoles.includes(role));
  const username = text(claims.preferred_username) ?? id;
  const vl = text(claims.vl);
  return {
    id,
    username,
    name: text(claims.name) ?? username,
    email: text(claims.email) ?? '',
    roles,
    ...(vl ? { vl } : {}),
  };
}
