import type { Access } from '@agecheck/ui';

export type OverviewCard = {
  id: 'purchases' | 'promoChecks' | 'purchaseOnline' | 'timeTracking';
  to: string;
  access: Access;
};

/**
 * The cards of /admin/overview (back-office spec, section 2): test purchases, promo checks, online test
 * purchases, time tracking, each leading to its screen for those who may open it.
 */
export const OVERVIEW_CARDS: readonly OverviewCard[] = [
  { id: 'purchases', to: '/admin/purchasesOverview', access: 'planung' },
  { id: 'promoChecks', to: '/admin/promochecks/openPromoChecks', access: 'admin' },
  { id: 'purchaseOnline', to: '/admin/purchase-online', access: 'planung' },
  { id: 'timeTracking', to: '/admin/timetracks', access: 'admin' },
];
