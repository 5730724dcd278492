import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@agecheck/contracts';
import { useShell } from '@agecheck/ui';

/** The dashboard's query key: the field app's dashboard and this overview share one answer. */
export const overviewKeys = { dashboard: ['dashboard'] as const };

/**
 * The count of purchases waiting for control, from `GET api/dashboard/` (the gateway asks svc-purchases for
 * it for planners and administrators: decision 0016); undefined while loading or when the part is missing.
 */
export function useToControlCount(): number | undefined {
  const { api } = useShell();
  const dashboard = useQuery({
    queryKey: overviewKeys.dashboard,
    queryFn: () => api.get<Dashboard>('/api/dashboard/'),
  });
  return dashboard.data?.purchases?.toControl;
}
