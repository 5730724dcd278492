import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NO_SPAMIA,
  type ControlListQuery,
  type ControlReject,
  type ControlSaveDraft,
  type Page,
  type Purchase,
  type PurchaseHistory,
  type Store,
  type StoreLookupAnswer,
} from '@agecheck/contracts';
import { useShell, type ApiClient } from '@agecheck/ui';

/** The query keys of control. */
export const controlKeys = {
  all: ['control'] as const,
  lists: ['control', 'list'] as const,
  list: (query: ControlListQuery) => [...controlKeys.lists, query] as const,
  purchase: (id: string) => [...controlKeys.all, 'purchase', id] as const,
  histories: ['control', 'history'] as const,
  history: (id: string) => [...controlKeys.histories, id] as const,
};

const path = (id: string, ...rest: string[]) =>
  ['/api/purchases/control', encodeURIComponent(id), ...rest].join('/');

/** `GET api/purchases/control/list`: the purchases awaiting control, one page. */
export function fetchControlList(api: ApiClient, query: ControlListQuery): Promise<Page<Purchase>> {
  return api.get<Page<Purchase>>('/api/purchases/control/list', { query });
}

/** `GET api/purchases/{id}`. */
export function fetchPurchase(api: ApiClient, id: string): Promise<Purchase> {
  return api.get<Purchase>(`/api/purchases/${encodeURIComponent(id)}`);
}

/** `GET api/purchases/control/{id}/history`: the report as submitted and what control changed. */
export function fetchHistory(api: ApiClient, id: string): Promise<PurchaseHistory> {
  return api.get<PurchaseHistory>(path(id, 'history'));
}

/** `PUT api/purchases/control/{id}`: saves (or, without a purchase, marks correct) at the version read. */
export function saveControl(api: ApiClient, id: string, body: ControlSaveDraft): Promise<Purchase> {
  return api.put<Purchase>(path(id), body);
}

/** `POST api/purchases/control/{id}/rejectReason`. */
export function rejectReason(api: ApiClient, id: string, body: ControlReject): Promise<Purchase> {
  return api.post<Purchase>(path(id, 'rejectReason'), body);
}

/** `GET api/stores/{api}/{spamia}/byVST/{vst}`: the stores of the purchase's type with that number; none is empty. */
export async function storesByNumber(api: ApiClient, purchase: Purchase, vst: string): Promise<Store[]> {
  const [type] = purchase.type;
  const lookup = [type.api, type.spamia || NO_SPAMIA, 'byVST', vst.trim()].map(encodeURIComponent).join('/');
  const answer = await api.getOrEmpty<StoreLookupAnswer>(`/api/stores/${lookup}`, { stores: [] });
  return answer.stores;
}

export function useControlList(query: ControlListQuery) {
  const { api } = useShell();
  return useQuery({
    queryKey: controlKeys.list(query),
    queryFn: () => fetchControlList(api, query),
    placeholderData: keepPreviousData,
  });
}

/** The purchase under control, always read fresh: its version is what the save names. */
export function useControlledPurchase(id: string | undefined) {
  const { api } = useShell();
  return useQuery({
    queryKey: controlKeys.purchase(id ?? ''),
    queryFn: () => fetchPurchase(api, id as string),
    enabled: id !== undefined,
    staleTime: 0,
    retry: false,
  });
}

/** The control history of a purchase (for the control screen and the purchase detail dialog). */
export function usePurchaseHistory(id: string) {
  const { api } = useShell();
  return useQuery({ queryKey: controlKeys.history(id), queryFn: () => fetchHistory(api, id), staleTime: 0 });
}

/**
 * A control action that refreshes the lists and histories once it succeeds. Not the purchase under control:
 * its new version would replace the step on screen before the step moves on (the step reads the next one).
 */
function useControlChange<Variables>(change: (api: ApiClient, variables: Variables) => Promise<Purchase>) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => change(api, variables),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: controlKeys.lists }),
        queryClient.invalidateQueries({ queryKey: controlKeys.histories }),
      ]);
    },
  });
}

export function useSaveControl() {
  return useControlChange((api, { id, body }: { id: string; body: ControlSaveDraft }) =>
    saveControl(api, id, body),
  );
}

export function useRejectReason() {
  return useControlChange((api, { id, body }: { id: string; body: ControlReject }) =>
    rejectReason(api, id, body),
  );
}
