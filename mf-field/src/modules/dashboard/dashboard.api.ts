import { useQuery } from '@tanstack/react-query';
import { dashboardScopeOf, type Dashboard } from '@agecheck/contracts';
import { useShell, type ApiClient } from '@agecheck/ui';

/** The query keys of the dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};

/** `GET api/dashboard/`: the parts the user's roles ask for, composed in the gateway (field-app spec, section 7). */
export function fetchDashboard(api: ApiClient): Promise<Dashboard> {
  return api.get<Dashboard>('/api/dashboard/');
}

/**
 * The dashboard data; not loaded for a user whose roles ask for none of it ("a portalUser without admin role
 * does not load the dashboard data", field-app spec, section 2).
 */
export function useDashboard() {
  const { api, user } = useShell();
  const scope = dashboardScopeOf(user.role);
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: () => fetchDashboard(api),
    enabled: Object.values(scope).some(Boolean),
  });
}
