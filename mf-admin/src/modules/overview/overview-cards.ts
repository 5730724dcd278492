import type { RoutePath } from '@agecheck/contracts';

export type OverviewCard = {
  id: 'purchases' | 'promoChecks' | 'purchaseOnline' | 'timeTracking';
  to: RoutePath;
};

/**
 * The cards of /admin/overview (back-office spec, section 2): test purchases, promo checks, online test
 * purchases, time tracking, each leading to its screen for those who may open it (the access table `ROUTES`).
 */
export const OVERVIEW_CARDS: readonly OverviewCard[] = [
  { id: 'purchases', to: '/admin/purchasesOverview' },
  { id: 'promoChecks', to: '/admin/promochecks/openPromoChecks' },
  { id: 'purchaseOnline', to: '/admin/purchase-online' },
  { id: 'timeTracking', to: '/admin/timetracks' },
];
