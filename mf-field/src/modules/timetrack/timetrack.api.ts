import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_TIMETRACK_SETTINGS,
  type AdminSettings,
  type Timetrack,
  type TimetrackCustomer,
  type TimetrackRegion,
  type TimetrackSettings,
  type TimetrackUserExportRequest,
} from '@agecheck/contracts';
import { useShell, type ApiClient } from '@agecheck/ui';

/** The query keys of the user's time records (field-app spec, sections 2 and 7). */
export const timetrackKeys = {
  all: ['timetrack'] as const,
  mine: (userID: string) => [...timetrackKeys.all, 'all', userID] as const,
  open: (userID: string) => [...timetrackKeys.all, 'open', userID] as const,
  one: (id: string) => [...timetrackKeys.all, 'one', id] as const,
  customers: ['timetrack', 'kunden'] as const,
  regions: ['timetrack', 'regionen'] as const,
};

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

/** `GET api/timetrack/all`: the caller's own records, newest first; 404 is an empty list (F§7 L216). */
export function fetchTimetracks(api: ApiClient): Promise<Timetrack[]> {
  return api.getOrEmpty<Timetrack[]>('/api/timetrack/all', []);
}

/** `GET api/timetrack/getOpen`: the caller's open records (the dashboard's part). */
export function fetchOpenTimetracks(api: ApiClient): Promise<Timetrack[]> {
  return api.getOrEmpty<Timetrack[]>('/api/timetrack/getOpen', []);
}

/** The signed-in user's time records. */
export function useTimetracks() {
  const { api, user } = useShell();
  return useQuery({ queryKey: timetrackKeys.mine(user._id), queryFn: () => fetchTimetracks(api) });
}

/** The signed-in user's open time records. */
export function useOpenTimetracks(enabled = true) {
  const { api, user } = useShell();
  return useQuery({
    queryKey: timetrackKeys.open(user._id),
    queryFn: () => fetchOpenTimetracks(api),
    enabled,
  });
}

/** `GET api/timetrack/{id}`: one record (undefined id: nothing asked). */
export function useTimetrack(id: string | undefined) {
  const { api } = useShell();
  return useQuery({
    queryKey: timetrackKeys.one(id ?? ''),
    queryFn: () => api.get<Timetrack>(`/api/timetrack/${encodeURIComponent(id ?? '')}`),
    enabled: id !== undefined,
    retry: false,
  });
}

/** `GET api/timetrack/kunden`: the detectives' customers. */
export function useTimetrackCustomers(enabled: boolean) {
  const { api } = useShell();
  return useQuery({
    queryKey: timetrackKeys.customers,
    queryFn: () => api.getOrEmpty<TimetrackCustomer[]>('/api/timetrack/kunden', []),
    enabled,
  });
}

/** `GET api/timetrack/regionen`: the detectives' regions. */
export function useTimetrackRegions(enabled: boolean) {
  const { api } = useShell();
  return useQuery({
    queryKey: timetrackKeys.regions,
    queryFn: () => api.getOrEmpty<TimetrackRegion[]>('/api/timetrack/regionen', []),
    enabled,
  });
}

/** `DELETE api/timetrack/{id}`, then the lists again. */
export function useDeleteTimetrack() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/timetrack/${encodeURIComponent(id)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: timetrackKeys.all }),
  });
}

/** `POST api/timetrack/export/tt/user`: the user's own month as a job (404 `timetrack.noReports` without records). */
export function useUserMonthExport() {
  const { api } = useShell();
  return useMutation({
    mutationFn: (request: TimetrackUserExportRequest) =>
      api.post<{ jobId: string }>('/api/timetrack/export/tt/user', request),
  });
}
