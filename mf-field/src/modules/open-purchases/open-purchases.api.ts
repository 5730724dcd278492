import { useMutation, useQuery } from '@tanstack/react-query';
import type { OpenSprintEntries } from '@agecheck/contracts';
import { useShell, type ApiClient } from '@agecheck/ui';

/** The query keys of the open list (the user's entries of the running rounds). */
export const openPurchaseKeys = {
  all: ['sprints', 'openByUser'] as const,
  mine: (userID: string) => [...openPurchaseKeys.all, userID] as const,
};

/** `GET api/sprints/find/openByUser/{userID}`: the user's open round entries with per-type progress. */
export function fetchOpenEntries(api: ApiClient, userID: string): Promise<OpenSprintEntries> {
  return api.getOrEmpty<OpenSprintEntries>(`/api/sprints/find/openByUser/${encodeURIComponent(userID)}`, []);
}

/** `POST api/sprints/export/openByUser` ({userID}): the open list as an Excel file. */
export function fetchOpenExport(api: ApiClient, userID: string): Promise<Blob> {
  return api.post<Blob>('/api/sprints/export/openByUser', { userID }, { as: 'blob' });
}

/** The signed-in user's open round entries. */
export function useOpenEntries() {
  const { api, user } = useShell();
  return useQuery({
    queryKey: openPurchaseKeys.mine(user._id),
    queryFn: () => fetchOpenEntries(api, user._id),
  });
}

/** Downloads the open list as an Excel file. */
export function useOpenExport() {
  const { api, user } = useShell();
  return useMutation({ mutationFn: () => fetchOpenExport(api, user._id) });
}
