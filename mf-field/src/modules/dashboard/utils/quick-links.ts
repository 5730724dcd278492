import type { Role } from '@agecheck/contracts';
import { canAccess, type Access } from '@agecheck/ui';

export type QuickLink = {
  to: string;
  /** Key in the `common` namespace. */
  labelKey: string;
  access: Access;
};

/**
 * The dashboard's links to the screens that exist so far, by role (field-app spec, section 6; back-office
 * spec, section 6; promo-checks spec, section 6). Screens of later issues join this list when they exist.
 */
export const QUICK_LINKS: readonly QuickLink[] = [
  { to: '/shopper', labelKey: 'menu.shoppers', access: 'testkaeufer' },
  { to: '/promochecks/list', labelKey: 'menu.promochecks', access: 'promocheck' },
  { to: '/portal', labelKey: 'menu.portal', access: ['portalUser', 'portalAdmin'] },
  { to: '/admin/overview', labelKey: 'menu.adminOverview', access: 'planung' },
  { to: '/admin/shopper', labelKey: 'menu.shopperAdmin', access: 'planung' },
  { to: '/settings', labelKey: 'menu.settings', access: true },
];

/** The quick links a user with these roles may follow. */
export function quickLinksFor(roles: readonly Role[]): QuickLink[] {
  return QUICK_LINKS.filter((link) => canAccess(roles, link.access));
}

/** The warning of the dashboard: a test buyer without a stored signature (field-app spec, section 2). */
export function needsSignatureWarning(roles: readonly Role[], signature: string | undefined): boolean {
  return roles.includes('testkaeufer') && !signature?.trim();
}
