import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SprintDelete,
  SprintDetail,
  SprintEntry,
  SprintItemPurchase,
  SprintRound,
} from '@agecheck/contracts';
import { useShell, type ApiClient } from '@agecheck/ui';

/** The query keys of the rounds; every one starts with `sprintKeys.all`, so a change refreshes them all. */
export const sprintKeys = {
  all: ['sprints'] as const,
  list: (archive: boolean) => [...sprintKeys.all, 'list', archive] as const,
  detail: (sprintListID: string) => [...sprintKeys.all, 'detail', sprintListID] as const,
  purchases: (id: string) => [...sprintKeys.all, 'purchases', id] as const,
};

const roundPath = (sprintListID: string) => `/api/sprints/${encodeURIComponent(sprintListID)}`;
const itemPath = (id: string) => `/api/sprints/items/${encodeURIComponent(id)}`;

/** `GET api/sprints?archive=`; an answer 404 is an empty list (back-office spec, section 8). */
export function fetchRounds(api: ApiClient, archive: boolean): Promise<SprintRound[]> {
  return api.getOrEmpty<SprintRound[]>('/api/sprints', [], { query: { archive } });
}

/** `GET api/sprints/items/bySprintListID/{sprintListID}`: the round detail. */
export function fetchRoundDetail(api: ApiClient, sprintListID: string): Promise<SprintDetail> {
  return api.get<SprintDetail>(`/api/sprints/items/bySprintListID/${encodeURIComponent(sprintListID)}`);
}

/** `GET api/sprints/items/{id}/purchases`: the purchases recorded for a store of the round. */
export function fetchItemPurchases(api: ApiClient, id: string): Promise<SprintItemPurchase[]> {
  return api.get<SprintItemPurchase[]>(`${itemPath(id)}/purchases`);
}

/** The active rounds, or the archived ones once asked for ("load archive"). */
export function useRounds(archive: boolean, enabled = true) {
  const { api } = useShell();
  return useQuery({ queryKey: sprintKeys.list(archive), queryFn: () => fetchRounds(api, archive), enabled });
}

export function useRoundDetail(sprintListID: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: sprintKeys.detail(sprintListID),
    queryFn: () => fetchRoundDetail(api, sprintListID),
    enabled: sprintListID !== '',
  });
}

/** The purchases of a store of the round; loaded while its dialog is open (`id` set). */
export function useItemPurchases(id: string | null) {
  const { api } = useShell();
  return useQuery({
    queryKey: sprintKeys.purchases(id ?? ''),
    queryFn: () => fetchItemPurchases(api, id as string),
    enabled: id !== null,
  });
}

/** A change of rounds that refreshes every round query once it succeeds. */
function useSprintChange<Variables, Result>(
  change: (api: ApiClient, variables: Variables) => Promise<Result>,
) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => change(api, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sprintKeys.all }),
  });
}

/** `PUT api/sprints/{sprintListID}` `{archive}`: archives or restores a round. */
export function useArchiveRound() {
  return useSprintChange((api, { sprintListID, archive }: { sprintListID: string; archive: boolean }) =>
    api.put<SprintRound>(roundPath(sprintListID), { archive }),
  );
}

/** `POST api/sprints/delete` `{sprintID, sprintListID}`: deletes a whole round (admin). */
export function useDeleteRound() {
  return useSprintChange((api, body: SprintDelete) => api.post<void>('/api/sprints/delete', body));
}

/** `PUT api/sprints/items/{id}` `{userID}`: assigns a store of the round to a test buyer (admin). */
export function useAssignShopper() {
  return useSprintChange((api, { id, userID }: { id: string; userID: string | null }) =>
    api.put<SprintEntry>(itemPath(id), { userID }),
  );
}

/** `DELETE api/sprints/items/{id}`: takes one store out of the round. */
export function useDeleteItem() {
  return useSprintChange((api, id: string) => api.delete(itemPath(id)));
}

/** `POST api/sprints/{sprintListID}/retests` `{storeID}`: takes a proposed re-test into the round. */
export function useTakeRetest() {
  return useSprintChange((api, { sprintListID, storeID }: { sprintListID: string; storeID: string }) =>
    api.post<SprintEntry>(`${roundPath(sprintListID)}/retests`, { storeID }),
  );
}
