import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@agecheck/contracts';
import { useShell } from '@agecheck/ui';
import type { OverviewCard } from './overview-cards';

/** The dashboard's query key: the field app's dashboard and this overview share one answer. */
export const overviewKeys = { dashboard: ['dashboard'] as const };

/** A count a card shows: its text's key and the number. */
export type OverviewCount = { testId: string; key: string; count: number };

/**
 * The counts each card shows, from `GET api/dashboard/` (the gateway asks the services for the parts the
 * user's roles ask for: decisions 0016, 0050): the purchases waiting for control (planners and
 * administrators), the time records waiting for the review and those of the month (administrators). A part
 * that is missing (loading, not the user's, or its service silent) shows no count.
 */
export function overviewCounts(
  dashboard: Dashboard | undefined,
): Record<OverviewCard['id'], OverviewCount[]> {
  const toControl = dashboard?.purchases?.toControl;
  const timetrack = dashboard?.timetrack;
  return {
    purchases:
      toControl === undefined
        ? []
        : [{ testId: 'overview-to-control', key: 'overview.toControl', count: toControl }],
    timeTracking: timetrack
      ? [
          { testId: 'overview-to-review', key: 'overview.toReview', count: timetrack.toReview },
          { testId: 'overview-of-month', key: 'overview.ofMonth', count: timetrack.month },
        ]
      : [],
  };
}

/** The cards' counts of the overview. */
export function useOverviewCounts(): Record<OverviewCard['id'], OverviewCount[]> {
  const { api } = useShell();
  const dashboard = useQuery({
    queryKey: overviewKeys.dashboard,
    queryFn: () => api.get<Dashboard>('/api/dashboard/'),
  });
  return overviewCounts(dashboard.data);
}
