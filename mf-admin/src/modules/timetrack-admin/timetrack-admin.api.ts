import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TimetrackCustomer,
  TimetrackCustomerInput,
  TimetrackRegion,
  TimetrackRegionInput,
  TimetrackTkRegion,
  TimetrackTkRegionInput,
  TimetrackValoraRegion,
  TimetrackValoraRegionInput,
} from '@agecheck/contracts';
import { useShell } from '@agecheck/ui';
import type { TimetrackAdminTab } from './timetrack-admin-tab';

/** What each tab lists and writes (checklist A.8; decision 0034). */
type Entries = {
  customers: { entry: TimetrackCustomer; input: TimetrackCustomerInput };
  regions: { entry: TimetrackRegion; input: TimetrackRegionInput };
  valoraRegions: { entry: TimetrackValoraRegion; input: TimetrackValoraRegionInput };
  tkRegions: { entry: TimetrackTkRegion; input: TimetrackTkRegionInput };
};
export type TimetrackEntry<Tab extends TimetrackAdminTab> = Entries[Tab]['entry'];

/** The resource of each tab (A.9 #7–22). */
const PATHS: Record<TimetrackAdminTab, string> = {
  customers: '/api/timetrack/kunden',
  regions: '/api/timetrack/regionen',
  valoraRegions: '/api/promoCheck/regionen',
  tkRegions: '/api/tk/regionen',
};

export const timetrackAdminKeys = {
  all: ['timetrackAdmin'] as const,
  list: (tab: TimetrackAdminTab) => [...timetrackAdminKeys.all, tab] as const,
};

const pathOf = (tab: TimetrackAdminTab, id: string) => `${PATHS[tab]}/${encodeURIComponent(id)}`;

/**
 * The whole list of a tab (`GET`): tens of entries, so the list is read at once and sorted and shown on the
 * client (no paging on the server).
 */
export function useTimetrackList<Tab extends TimetrackAdminTab>(tab: Tab) {
  const { api } = useShell();
  return useQuery({
    queryKey: timetrackAdminKeys.list(tab),
    queryFn: () => api.get<TimetrackEntry<Tab>[]>(PATHS[tab]),
  });
}

/**
 * A write of a tab; afterwards every list of the screen asks again (a customer shows its region's name, and
 * a region's delete depends on the customers).
 */
function useTimetrackWrite<Variables>(write: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: timetrackAdminKeys.all }),
  });
}

/** `POST {resource}` without `_id`, `PUT {resource}/{id}` with it. */
export function useSaveTimetrackEntry<Tab extends TimetrackAdminTab>(tab: Tab) {
  const { api } = useShell();
  return useTimetrackWrite(({ _id, ...input }: Entries[Tab]['input'] & { _id?: string }) =>
    _id ? api.put(pathOf(tab, _id), input) : api.post(PATHS[tab], input),
  );
}

/** `DELETE {resource}/{id}`; 409 `timetrack.inUse` while records or customers use the entry. */
export function useDeleteTimetrackEntry(tab: TimetrackAdminTab) {
  const { api } = useShell();
  return useTimetrackWrite((id: string) => api.delete(pathOf(tab, id)));
}
