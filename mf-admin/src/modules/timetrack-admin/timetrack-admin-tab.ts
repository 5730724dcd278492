/** The four tabs of /admin/timetrack (checklist A-R4, A.8), in their order. */
export const TIMETRACK_ADMIN_TABS = ['customers', 'regions', 'valoraRegions', 'tkRegions'] as const;
export type TimetrackAdminTab = (typeof TIMETRACK_ADMIN_TABS)[number];

const isTab = (value: string | null): value is TimetrackAdminTab =>
  (TIMETRACK_ADMIN_TABS as readonly (string | null)[]).includes(value);

/**
 * The tab the screen opens with: the route parameter `download` (A-R4, A.7: its meaning is not shown) chooses
 * the tab when it names one and is ignored otherwise, so the customers (decision 0034).
 */
export function timetrackAdminTabOf(download: string | null): TimetrackAdminTab {
  return isTab(download) ? download : 'customers';
}
