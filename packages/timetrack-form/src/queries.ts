import { useQuery } from '@tanstack/react-query';
import type { TimetrackCustomer, TimetrackRegion, TimetrackTkRegion } from '@agecheck/contracts';
import { useShell } from '@agecheck/ui';

/** The query keys the wizard reads and refreshes (mf-field's `timetrackKeys` begin with `all` too). */
export const timetrackFormKeys = {
  all: ['timetrack'] as const,
  customers: ['timetrack', 'kunden'] as const,
  regions: ['timetrack', 'regionen'] as const,
  tkRegions: ['timetrack', 'tk-regionen'] as const,
};

/** `GET api/timetrack/kunden`: the detectives' customers. */
export function useTimetrackCustomers(enabled: boolean) {
  const { api } = useShell();
  return useQuery({
    queryKey: timetrackFormKeys.customers,
    queryFn: () => api.getOrEmpty<TimetrackCustomer[]>('/api/timetrack/kunden', []),
    enabled,
  });
}

/** `GET api/timetrack/regionen`: the detectives' regions. */
export function useTimetrackRegions(enabled: boolean) {
  const { api } = useShell();
  return useQuery({
    queryKey: timetrackFormKeys.regions,
    queryFn: () => api.getOrEmpty<TimetrackRegion[]>('/api/timetrack/regionen', []),
    enabled,
  });
}

/** `GET api/tk/regionen`: the test-purchase regions, optional for 'Testkäufe Jugendschutz' records (A-C8). */
export function useTimetrackTkRegions(enabled: boolean) {
  const { api } = useShell();
  return useQuery({
    queryKey: timetrackFormKeys.tkRegions,
    queryFn: () => api.getOrEmpty<TimetrackTkRegion[]>('/api/tk/regionen', []),
    enabled,
  });
}
