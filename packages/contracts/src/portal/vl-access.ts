import type { CurrentUser } from '../users/user.schema';

/** The `vl` value that stands for all sales regions (promo-checks spec, section 6). */
export const ALL_VLS = '-1';

/**
 * Whether the user may choose the VL filter (promo-checks spec, section 6): "A user whose vl equals -1 also
 * sees all regions and may choose the VL filter; for everyone else the VL filter is disabled", and a
 * portalAdmin "sees all regions".
 */
export function canChooseVl(user: Pick<CurrentUser, 'vl' | 'role'>): boolean {
  return user.vl === ALL_VLS || user.role.includes('portalAdmin');
}

/** The VL the filter starts with: all for those who may choose, else the user's own. */
export function initialVl(user: Pick<CurrentUser, 'vl' | 'role'>): string {
  return canChooseVl(user) ? ALL_VLS : (user.vl ?? ALL_VLS);
}
