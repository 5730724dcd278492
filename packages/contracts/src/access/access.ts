import type { Role } from '../roles';

/**
 * Who may open a route or call an endpoint (field-app spec, section 2, "route guard"): `'public'` for
 * anyone, also without signing in; `true` for any signed-in user; a role the user must hold; or a list of
 * roles of which the user must hold one.
 */
export type Access = 'public' | true | Role | readonly Role[];

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
  if (access === 'public' || access === true) return [];
  return typeof access === 'string' ? [access] : access;
}

/** True when a signed-in user with these roles may open or call what `access` protects. */
export function canAccess(userRoles: readonly string[], access: Access): boolean {
  if (access === 'public' || access === true) return true;
  return requiredRoles(access).some(
    (role) =>
      userRoles.includes(role) || (IMPLIED_ROLES[role] ?? []).some((implied) => userRoles.includes(implied)),
  );
}
