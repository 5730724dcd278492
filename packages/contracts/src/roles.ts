import { z } from 'zod';

/** The realm roles of the platform (field-app spec, section 1). */
export const ROLES = [
  'testkaeufer',
  'detektiv',
  'promocheck',
  'planung',
  'admin',
  'promoAdmin',
  'portalUser',
  'portalAdmin',
  'therefore',
] as const;

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The role stored for time tracking: 'multi' for both or neither of testkaeufer and detektiv (field-app spec, section 1). */
export type TimeTrackRole = 'testkaeufer' | 'detektiv' | 'multi';

/** Derives the time-tracking role from a user's roles (field-app spec, section 1; back-office spec, section 6). */
export function timeTrackRole(roles: readonly string[]): TimeTrackRole {
  const buyer = roles.includes('testkaeufer');
  const detective = roles.includes('detektiv');
  if (buyer === detective) return 'multi';
  return buyer ? 'testkaeufer' : 'detektiv';
}

/** True when the user holds at least one of the roles. */
export function hasAnyRole(userRoles: readonly string[], required: readonly Role[]): boolean {
  return required.some((role) => userRoles.includes(role));
}
