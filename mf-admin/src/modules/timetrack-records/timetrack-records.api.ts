import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Timetrack,
  TimetrackCustomer,
  TimetrackListQuery,
  TimetrackPage,
  TimetrackRegion,
  TimetrackReviewRequest,
  TimetrackTkRegion,
  UserSummary,
} from '@agecheck/contracts';
import { useShell } from '@agecheck/ui';

/** The query keys of /admin/timetracks; a review, a delete or a save invalidates `recordsKeys.pages`. */
export const recordsKeys = {
  all: ['timetrackRecords'] as const,
  pages: ['timetrackRecords', 'page'] as const,
  page: (query: TimetrackListQuery, page: number) => [...recordsKeys.pages, query, page] as const,
  names: (path: string) => [...recordsKeys.all, 'names', path] as const,
  users: ['users', 'all'] as const,
};

/** `GET api/timetrack/admin/page/{page}` (B§7 L159): 50 records, newest first; the last page stays shown meanwhile. */
export function useRecordsPage(query: TimetrackListQuery, page: number) {
  const { api } = useShell();
  return useQuery({
    queryKey: recordsKeys.page(query, page),
    queryFn: () => api.get<TimetrackPage>(`/api/timetrack/admin/page/${page}`, { query }),
    placeholderData: keepPreviousData,
  });
}

type Named = { _id: string; name: string };

/** The names of a list the records name by id (customers, regions, test-purchase regions), read once a minute. */
function useNames<T extends Named>(path: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: recordsKeys.names(path),
    queryFn: () => api.getOrEmpty<T[]>(path, []),
    staleTime: 60_000,
  });
}

export const useDetectiveCustomers = () => useNames<TimetrackCustomer>('/api/timetrack/kunden');
export const useRegions = () => useNames<TimetrackRegion>('/api/timetrack/regionen');
export const useTkRegions = () => useNames<TimetrackTkRegion>('/api/tk/regionen');

/** `GET api/users`: every user, for the user filter and the names of records saved before names were kept. */
export function useAllUsers() {
  const { api } = useShell();
  return useQuery({
    queryKey: recordsKeys.users,
    queryFn: () => api.getOrEmpty<UserSummary[]>('/api/users', []),
    staleTime: 60_000,
  });
}

/**
 * `PUT api/timetrack/admin/review` (R-T16; decision A-C11): marks the records reviewed, or takes the mark back;
 * an incomplete record refuses the whole request with `timetrack.notComplete`. The pages load again after.
 */
export function useReviewRecords() {
  const { api } = useShell();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TimetrackReviewRequest) =>
      api.put<Timetrack[]>('/api/timetrack/admin/review', request),
    onSettled: () => client.invalidateQueries({ queryKey: recordsKeys.pages }),
  });
}

/** `DELETE api/timetrack/{id}`: an administrator deletes any record (R-T15). */
export function useDeleteRecord() {
  const { api } = useShell();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/timetrack/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: recordsKeys.pages }),
  });
}
