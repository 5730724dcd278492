import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PurchasePage, PurchasesByDate } from '@agecheck/contracts';
import { useShell, type ApiClient } from '@agecheck/ui';

/** The query keys of the back office's purchase lists; a delete invalidates `purchaseListKeys.all`. */
export const purchaseListKeys = {
  all: ['purchaseLists'] as const,
  page: (page: number) => [...purchaseListKeys.all, 'page', page] as const,
  search: (term: string, page: number) => [...purchaseListKeys.all, 'search', term, page] as const,
  byDate: (from: string, to: string) => [...purchaseListKeys.all, 'byDate', from, to] as const,
};

/** `GET api/purchases/page/{page}` (the first page is `GET api/purchases/`). */
export function fetchPurchasePage(api: ApiClient, page: number): Promise<PurchasePage> {
  return api.get<PurchasePage>(page === 1 ? '/api/purchases/' : `/api/purchases/page/${page}`);
}

/** `GET api/purchases/search/{term}?page=`. */
export function fetchPurchaseSearch(api: ApiClient, term: string, page: number): Promise<PurchasePage> {
  return api.get<PurchasePage>(`/api/purchases/search/${encodeURIComponent(term)}?page=${page}`);
}

/** `GET api/purchases/byDate/{from}/{to}`. */
export function fetchPurchasesByDate(api: ApiClient, from: string, to: string): Promise<PurchasesByDate> {
  return api.get<PurchasesByDate>(`/api/purchases/byDate/${from}/${to}`);
}

/** A page of all purchases, or of those a term finds; the previous page stays shown while the next loads. */
export function usePurchasePage(term: string, page: number) {
  const { api } = useShell();
  return useQuery({
    queryKey: term ? purchaseListKeys.search(term, page) : purchaseListKeys.page(page),
    queryFn: () => (term ? fetchPurchaseSearch(api, term, page) : fetchPurchasePage(api, page)),
    placeholderData: keepPreviousData,
  });
}

/** The purchases of a date range; nothing is asked before both days are chosen. */
export function usePurchasesByDate(from: string | null, to: string | null) {
  const { api } = useShell();
  return useQuery({
    queryKey: purchaseListKeys.byDate(from ?? '', to ?? ''),
    queryFn: () => fetchPurchasesByDate(api, from as string, to as string),
    enabled: Boolean(from && to && from <= to),
  });
}

/** A list without the deleted purchase (a page also counts one less). */
function without<L extends { items: { _id: string }[]; total?: number }>(list: L | undefined, id: string) {
  if (!list?.items.some((row) => row._id === id)) return list;
  return {
    ...list,
    items: list.items.filter((row) => row._id !== id),
    ...(list.total === undefined ? {} : { total: list.total - 1 }),
  };
}

/**
 * `DELETE api/purchases/{id}` (admin). The purchase leaves the lists shown at once; they load again when next
 * shown (the server's lists learn of the delete from its event a moment later, decision 0021).
 */
export function useDeletePurchase() {
  const { api } = useShell();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/purchases/${encodeURIComponent(id)}`),
    onSuccess: (_answer, id) => {
      client.setQueriesData<PurchasePage | PurchasesByDate>({ queryKey: purchaseListKeys.all }, (list) =>
        without(list, id),
      );
      void client.invalidateQueries({ queryKey: purchaseListKeys.all, refetchType: 'none' });
    },
  });
}
