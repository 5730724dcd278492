import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Timetrack, TimetrackUserExportRequest } from '@agecheck/contracts';
import { useShell, type ApiClient } from '@agecheck/ui';
// the queries' own entry: the package's index brings the wizard, which the dashboard's part must not load
import { timetrackFormKeys } from '@agecheck/timetrack-form/queries';

export {
  useTimetrackCustomers,
  useTimetrackRegions,
  useTimetrackSettings,
} from '@agecheck/timetrack-form/queries';

/** The query keys of the user's time records (field-app spec, sections 2 and 7). */
export const timetrackKeys = {
  all: timetrackFormKeys.all,
  mine: (userID: string) => [...timetrackKeys.all, 'all', userID] as const,
  open: (userID: string) => [...timetrackKeys.all, 'open', userID] as const,
  one: (id: string) => [...timetrackKeys.all, 'one', id] as const,
};

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
