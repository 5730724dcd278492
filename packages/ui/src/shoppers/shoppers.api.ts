import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, Shopper, ShopperInput, ShopperListQuery, UserSummary } from '@agecheck/contracts';
import type { ApiClient } from '../api/api-client';
import { useShell } from '../shell/use-shell';

/**
 * The query keys of the shopper client. Every shopper query starts with `shopperKeys.all`, so one
 * invalidation after a save or a delete refreshes the field list, the administration pages and the form.
 */
export const shopperKeys = {
  all: ['shoppers'] as const,
  mine: () => [...shopperKeys.all, 'mine'] as const,
  page: (query: ShopperListQuery) => [...shopperKeys.all, 'all', query] as const,
  one: (id: string | undefined) => [...shopperKeys.all, 'one', id] as const,
};

/** The query key of the test buyers (a list of users, so outside `shopperKeys.all`). */
export const testBuyersKey = ['users', 'testkaeufer'] as const;

/** `GET api/shoppers`: the caller's own shoppers; an answer 404 means none (field-app spec, section 7). */
export function fetchMyShoppers(api: ApiClient): Promise<Shopper[]> {
  return api.getOrEmpty<Shopper[]>('/api/shoppers', []);
}

/** `GET api/shoppers/all?q&userID&page&pageSize` (docs/decisions/0006-shoppers.md); an answer 404 is an empty page. */
export function fetchAllShoppers(api: ApiClient, query: ShopperListQuery): Promise<Page<Shopper>> {
  const empty: Page<Shopper> = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  return api.getOrEmpty<Page<Shopper>>('/api/shoppers/all', empty, { query });
}

/** `GET api/shoppers/{id}`. */
export function fetchShopper(api: ApiClient, id: string): Promise<Shopper> {
  return api.get<Shopper>(`/api/shoppers/${encodeURIComponent(id)}`);
}

/** `POST api/shoppers`: creates without `_id`, changes with it. */
export function saveShopper(api: ApiClient, input: ShopperInput): Promise<Shopper> {
  return api.post<Shopper>('/api/shoppers', input);
}

/** `DELETE api/shoppers/{id}`. */
export function deleteShopper(api: ApiClient, id: string): Promise<void> {
  return api.delete(`/api/shoppers/${encodeURIComponent(id)}`);
}

/** `GET api/users?role=testkaeufer`: the test buyers who can own shoppers (not deleted); a 404 means none. */
export function fetchTestBuyers(api: ApiClient): Promise<UserSummary[]> {
  return api.getOrEmpty<UserSummary[]>('/api/users', [], { query: { role: 'testkaeufer' } });
}

/** The signed-in test buyer's shoppers (field-app spec, section 2). */
export function useMyShoppers({ enabled = true }: { enabled?: boolean } = {}) {
  const { api } = useShell();
  return useQuery({ queryKey: shopperKeys.mine(), queryFn: () => fetchMyShoppers(api), enabled });
}

/** One page of every user's shoppers; the previous page stays visible while the next loads. */
export function useAllShoppers(query: ShopperListQuery) {
  const { api } = useShell();
  return useQuery({
    queryKey: shopperKeys.page(query),
    queryFn: () => fetchAllShoppers(api, query),
    placeholderData: keepPreviousData,
  });
}

/** One shopper to edit; nothing is loaded for a new one (`id` undefined). */
export function useShopper(id: string | undefined) {
  const { api } = useShell();
  return useQuery({
    queryKey: shopperKeys.one(id),
    queryFn: () => fetchShopper(api, id as string),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** A change of shoppers that refreshes every shopper query once it succeeds. */
function useShopperChange<Variables, Result>(
  change: (api: ApiClient, variables: Variables) => Promise<Result>,
) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => change(api, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopperKeys.all }),
  });
}

/** Saves a shopper, then refreshes every shopper query. */
export function useSaveShopper() {
  return useShopperChange(saveShopper);
}

/** Deletes a shopper, then refreshes every shopper query. */
export function useDeleteShopper() {
  return useShopperChange(deleteShopper);
}

/** The test buyers who can own shoppers (user pickers and filters); loaded only while `enabled`. */
export function useTestBuyers(enabled = true) {
  const { api } = useShell();
  return useQuery({
    queryKey: testBuyersKey,
    queryFn: () => fetchTestBuyers(api),
    enabled,
    staleTime: 60_000,
  });
}
