import type { Role } from '@agecheck/contracts';

/**
 * Who may open a route or see a menu entry (field-app spec, section 2, "route guard"): a role the user must
 * hold, a list of roles of which the user must hold one, or `true` for any signed-in user.
 */
export type Access = Role | readonly Role[] | true;

/**
 * Roles that also satisfy a required role. The specs leave open whether admin implies planung; the back
 * office is run by both, so an administrator may open every planner screen
 * (packages/ui/README.md, "Decisions").
 */
const IMPLIED_BY: Partial<Record<Role, readonly Role[]>> = {
  planung: ['admin'],
};

/** True when a user with these roles may open what `access` protects. */
export function canAccess(userRoles: readonly Role[], access: Access): boolean {
  if (access === true) return true;
  const required: readonly Role[] = typeof access === 'string' ? [access] : access;
  return required.some(
    (role) => userRoles.includes(role) || (IMPLIED_BY[role] ?? []).some((r) => userRoles.includes(r)),
  );
}
