import type { Access } from './access';

/**
 * Every screen of the three specs with who may open it: field-app spec, section 2; back-office spec,
 * section 2; promo-checks spec, sections 2.1, 2.3 and 2.5. The shell's menu, the dashboard's links and each
 * remote's route guard read this table; a screen built later is already listed. Route names without a path
 * in the spec (promoCheck, manageVls) are the paths listed here (`/promochecks/edit`, `/portal/vl/manage`).
 * Sign-in and sign-up are Keycloak's pages.
 */
export const ROUTES = {
  // Field app (field-app spec, section 2)
  '/logout': true,
  '/offline': 'public',
  '/dashboard': true,
  '/settings': true,
  '/purchases/open': 'testkaeufer',
  '/purchases/completed': 'testkaeufer',
  '/purchases/delayed': 'testkaeufer',
  '/purchases/detail': 'testkaeufer',
  '/search': 'testkaeufer',
  '/shopper': 'testkaeufer',
  '/shopper/detail': true,
  '/time': ['testkaeufer', 'detektiv', 'admin'],
  '/time/new': ['testkaeufer', 'detektiv', 'admin'],
  '/purchase-online': 'testkaeufer',
  '/purchase-online/order': 'testkaeufer',
  '/purchase-online/delivery': 'testkaeufer',
  '/mail': true,
  '/downloads': true,
  '/eforms': 'testkaeufer',

  // Promo checks in the field (promo-checks spec, section 2.1)
  '/promochecks/list': 'promocheck',
  '/promochecks/edit': 'promocheck',

  // Customer portal (promo-checks spec, section 2.3)
  '/portal': ['portalUser', 'portalAdmin'],
  '/portal/promoChecks': ['portalUser', 'portalAdmin'],
  '/portal/promoChecks/detail': ['portalUser', 'portalAdmin'],
  '/portal/complaints': ['portalUser', 'portalAdmin'],
  '/portal/vl/manage': 'portalAdmin',

  // Back office (back-office spec, section 2)
  '/admin': 'admin',
  '/admin/overview': 'planung',
  '/organization/overview': 'planung',
  '/admin/purchases/analyze': 'planung',
  /** The sale rate by shopper age, hour, weekday, store type, canton, test type, first test or re-test (issue 8, beyond the spec). */
  '/admin/insight': 'planung',
  '/admin/control': 'planung',
  '/admin/control/detail': 'planung',
  '/admin/purchasesOverview': 'planung',
  '/admin/purchases': 'admin',
  '/admin/sprints': 'planung',
  '/admin/sprints/detail': 'planung',
  '/admin/shopper': 'planung',
  '/admin/stores': 'admin',
  '/admin/import': 'planung',
  '/admin/articles': 'admin',
  '/admin/instruction': 'planung',
  '/admin/instruction/create': 'planung',
  '/admin/feedbacks': 'planung',
  '/admin/export': 'admin',
  '/admin/invoices': 'admin',
  '/admin/purchase-online': 'planung',
  '/admin/purchase-online/create': 'planung',
  '/admin/purchase-online/detail': 'planung',
  '/admin/purchase-online/populate': 'planung',
  '/admin/purchase-online/control': 'planung',
  '/admin/purchase-online-type': 'planung',
  '/admin/users': 'admin',
  '/admin/timetracks': 'admin',
  '/admin/timetrack': 'admin',
  '/admin/time/export': 'admin',
  '/admin/settings': 'admin',
  '/admin/protocol': 'admin',
  '/downloads/add': 'admin',

  // Promo administration (promo-checks spec, section 2.5: "role admin; the menu shows them to promoAdmin",
  // so promoAdmin may open them too: docs/decisions/0009-front-ends.md)
  '/admin/promochecks/analyze': ['admin', 'promoAdmin'],
  '/admin/promochecks/openPromoChecks': ['admin', 'promoAdmin'],
  '/admin/promochecks/promoCurrent': ['admin', 'promoAdmin'],
  '/admin/promochecks/promoStore': ['admin', 'promoAdmin'],
  '/admin/promochecks/promoTimeLimit': ['admin', 'promoAdmin'],
  '/admin/promochecks/promogefaess': ['admin', 'promoAdmin'],
  '/admin/promochecks/promogefaess/new': ['admin', 'promoAdmin'],
} as const satisfies Record<string, Access>;

export type RoutePath = keyof typeof ROUTES;

/** True when the path is a screen of the specs. */
export function isRoutePath(path: string): path is RoutePath {
  return Object.hasOwn(ROUTES, path);
}

/** Who may open a screen; a path that is no screen of the specs is open to nobody. */
export function routeAccess(path: string): Access {
  return isRoutePath(path) ? ROUTES[path] : [];
}
