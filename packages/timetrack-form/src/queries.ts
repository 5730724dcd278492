import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_TIMETRACK_SETTINGS,
  type AdminSettings,
  type TimetrackCustomer,
  type TimetrackRegion,
  type TimetrackSettings,
  type TimetrackTkRegion,
} from '@agecheck/contracts';
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

/** The global admin settings' query: the same key as the purchase wizard's round check, so one read serves both. */
const ADMIN_SETTINGS_KEY = ['adminSettings'] as const;
/** How long the settings stay on the phone unused (as the round check's): a day. */
const SETTINGS_KEPT_MS = 24 * 60 * 60_000;

/**
 * The lock age of time records the server applies (decision A-C5): `timetrackEditDays` of `GET
 * api/adminSettings`, which every signed-in user reads. Until it is known (or offline without it) the default;
 * where the phone's value is behind the server's, the server's 403 'timetrack.locked' decides.
 */
export function useTimetrackSettings(): TimetrackSettings {
  const { api } = useShell();
  const settings = useQuery({
    queryKey: ADMIN_SETTINGS_KEY,
    queryFn: () => api.get<AdminSettings>('/api/adminSettings'),
    gcTime: SETTINGS_KEPT_MS,
  });
  return {
    timetrackEditDays: settings.data?.timetrackEditDays ?? DEFAULT_TIMETRACK_SETTINGS.timetrackEditDays,
  };
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
