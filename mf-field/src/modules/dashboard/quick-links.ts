import { canAccess, ROUTES, type Role, type RoutePath } from '@agecheck/contracts';

export type QuickLink = {
  to: RoutePath;
  /** Key in the `common` namespace. */
  labelKey: string;
};

/**
 * The dashboard's links to the screens that exist so far; a user sees those they may open (the access table
 * `ROUTES` in packages/contracts). Screens of later issues join this list when they exist.
 */
export const QUICK_LINKS: readonly QuickLink[] = [
  { to: '/purchases/open', labelKey: 'menu.openPurchases' },
  { to: '/purchases/delayed', labelKey: 'menu.delayedPurchases' },
  { to: '/purchases/completed', labelKey: 'menu.completedPurchases' },
  { to: '/search', labelKey: 'menu.search' },
  { to: '/shopper', labelKey: 'menu.shoppers' },
  { to: '/promochecks/list', labelKey: 'menu.promochecks' },
  { to: '/portal', labelKey: 'menu.portal' },
  { to: '/admin/overview', labelKey: 'menu.adminOverview' },
  { to: '/admin/shopper', labelKey: 'menu.shopperAdmin' },
  { to: '/settings', labelKey: 'menu.settings' },
];

/** The quick links a user with these roles may follow. */
export function quickLinksFor(roles: readonly Role[]): QuickLink[] {
  return QUICK_LINKS.filter((link) => canAccess(roles, ROUTES[link.to]));
}

/** The warning of the dashboard: a test buyer without a stored signature (field-app spec, section 2). */
export function needsSignatureWarning(roles: readonly Role[], signature: string | undefined): boolean {
  return roles.includes('testkaeufer') && !signature?.trim();
}

/** One action of the dashboard's speed dial: the screen it opens (with its parameters) and its label. */
export type SpeedDialAction = { path: RoutePath; to: string; labelKey: string };

/** The speed dial's actions, in order; each shown to the users who may open its screen. */
export const SPEED_DIAL: readonly SpeedDialAction[] = [
  { path: '/purchases/detail', to: '/purchases/detail', labelKey: 'menu.newPurchase' },
  { path: '/search', to: '/search', labelKey: 'menu.search' },
  { path: '/shopper/detail', to: '/shopper/detail?shopper=new&origin=/dashboard', labelKey: 'shopper.add' },
  { path: '/time/new', to: '/time/new', labelKey: 'menu.time' },
];

/** The speed dial of a user: testkaeufer and detektiv get one (field-app spec, section 2, "Dashboard"). */
export function speedDialFor(roles: readonly Role[]): SpeedDialAction[] {
  if (!roles.includes('testkaeufer') && !roles.includes('detektiv')) return [];
  return SPEED_DIAL.filter((action) => canAccess(roles, ROUTES[action.path]));
}
