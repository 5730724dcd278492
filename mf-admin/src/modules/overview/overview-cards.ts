import type { RoutePath } from '@agecheck/contracts';

export type OverviewCard = {
  id: 'purchases' | 'timeTracking';
  to: RoutePath;
};

/**
 * The cards of /admin/overview (back-office spec, section 2, L16), each leading to its screen for those who
 * may open it (the access table `ROUTES`), with its counts from the dashboard: test purchases and time
 * tracking. The promo-check and online-purchase cards come with their areas (decision 0050).
 */
export const OVERVIEW_CARDS: readonly OverviewCard[] = [
  { id: 'purchases', to: '/admin/purchasesOverview' },
  { id: 'timeTracking', to: '/admin/timetracks' },
];
