import type { Role } from '../roles';

/**
 * Who may open a route or call an endpoint (field-app spec, section 2, "route guard"): `'public'` for
 * anyone, also without signing in; `'signed'` for whoever holds a link the owning service signed (a
 * short-lived HMAC over path and expiry, checked by that service, with or without a token: an `<img src>`
 * sends none; docs/decisions/0013-serving-files.md); `true` for any signed-in user; a role the user must
 * hold; or a list of roles of which the user must hold one.
 */
export type Access = 'public' | 'signed' | true | Role | readonly Role[];

/** True when a request needs no token for this access (the service may still check a signature). */
export function isTokenFree(access: Access): access is 'public' | 'signed' {
  return access === 'public' || access === 'signed';
}

/**
 * Roles that also satisfy a required role. The specs leave open whether admin implies planung
 * (back-office spec, section 6; field-app spec, section 6): an administrator runs the back office with the
 * planners, so admin opens every planner screen and calls every planner endpoint
 * (docs/decisions/0010-access-table.md). No other role implies another.
 */
export const IMPLIED_ROLES: Readonly<Partial<Record<Role, readonly Role[]>>> = {
  planung: ['admin'],
};

/** The roles an access requires one of, `[]` for public and signed-in access. */
export function requiredRoles(access: Access): readonly Role[] {
  if (isTokenFree(access) || access === true) return [];
  return typeof access === 'string' ? [access] : access;
}

/** True when a signed-in user with these roles may open or call what `access` protects. */
export function canAccess(userRoles: readonly string[], access: Access): boolean {
  if (isTokenFree(access) || access === true) return true;
  return requiredRoles(access).some(
    (role) =>
      userRoles.includes(role) || (IMPLIED_ROLES[role] ?? []).some((implied) => userRoles.includes(implied)),
  );
}
