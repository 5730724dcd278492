import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_ADMIN_SETTINGS,
  type AdminSettings,
  type Purchase,
  type ShopperTestsAnswer,
} from '@agecheck/contracts';
import { useShell, type ApiClient } from '@agecheck/ui';

/** The purchase lists of field-app spec, section 7 ("GET purchases list by id 'open', 'completed' or 'delayed'"). */
export type PurchaseListKind = 'completed' | 'delayed';

/** The wizard for a purchase already stored, or a new one for a store. */
export const wizardPath = {
  purchase: (id: string) => `/purchases/detail?id=${encodeURIComponent(id)}`,
  store: (storeID: string) => `/purchases/detail?store=${encodeURIComponent(storeID)}`,
};

/** The query keys of purchases: a save or a delete invalidates `purchaseKeys.all` (lists, dashboard, one). */
export const purchaseKeys = {
  all: ['purchases'] as const,
  list: (kind: PurchaseListKind) => [...purchaseKeys.all, 'list', kind] as const,
  one: (id: string | undefined) => [...purchaseKeys.all, 'one', id] as const,
  shopperTests: (storeID: string | undefined) => [...purchaseKeys.all, 'shopperTests', storeID] as const,
  adminSettings: ['adminSettings'] as const,
};

/** How long the tests at a store stay on the phone unused: a store looked at online warns offline that day. */
const SHOPPER_TESTS_KEPT_MS = 24 * 60 * 60_000;

/** `GET api/purchases/{list}`: the caller's completed or delayed purchases; a 404 is an empty list. */
export function fetchPurchaseList(api: ApiClient, kind: PurchaseListKind): Promise<Purchase[]> {
  return api.getOrEmpty<Purchase[]>(`/api/purchases/${kind}`, []);
}

/** `GET api/purchases/{id}`. */
export function fetchPurchase(api: ApiClient, id: string): Promise<Purchase> {
  return api.get<Purchase>(`/api/purchases/${encodeURIComponent(id)}`);
}

/**
 * `GET api/purchases/shopperTests/{storeID}`: the caller's tests at the store with the shopper of each, and
 * the tester protection the server applies.
 */
export function fetchShopperTests(api: ApiClient, storeID: string): Promise<ShopperTestsAnswer> {
  return api.get<ShopperTestsAnswer>(`/api/purchases/shopperTests/${encodeURIComponent(storeID)}`);
}

/** `DELETE api/purchases/{id}`. */
export function deletePurchase(api: ApiClient, id: string): Promise<void> {
  return api.delete(`/api/purchases/${encodeURIComponent(id)}`);
}

/** The caller's completed or delayed purchases. */
export function usePurchaseList(kind: PurchaseListKind) {
  const { api } = useShell();
  return useQuery({ queryKey: purchaseKeys.list(kind), queryFn: () => fetchPurchaseList(api, kind) });
}

/** One purchase to go on with; nothing is loaded for a new one. A 404 is a purchase not sent yet. */
export function usePurchase(id: string | undefined) {
  const { api } = useShell();
  return useQuery({
    queryKey: purchaseKeys.one(id),
    queryFn: () => fetchPurchase(api, id as string),
    enabled: id !== undefined,
    staleTime: 0,
    retry: false,
  });
}

/**
 * The caller's tests at a store and the server's tester protection, for the wizard's 'shopperRecentlyTested'
 * and 'shopperAgeOutsideBand' (issue 7). A save
 * refreshes them with the other purchase queries; without a network the answer loaded before is kept.
 */
export function useShopperTests(storeID: string | undefined) {
  const { api } = useShell();
  return useQuery({
    queryKey: purchaseKeys.shopperTests(storeID),
    queryFn: () => fetchShopperTests(api, storeID as string),
    enabled: Boolean(storeID),
    gcTime: SHOPPER_TESTS_KEPT_MS,
  });
}

/** Deletes a purchase, then refreshes every purchase query. */
export function useDeletePurchase() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePurchase(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}

/** `GET api/adminSettings`: the global switches the back office sets. */
export function fetchAdminSettings(api: ApiClient): Promise<AdminSettings> {
  return api.get<AdminSettings>('/api/adminSettings');
}

/**
 * Whether the wizard warns of a store outside the current round ('notInSprint'): the admin's global switch
 * `checkStoreTypes` (back-office spec, section 2, "Settings"), the server's same answer on the save. Until it
 * is known (or offline without it) the wizard checks, as the platform does by default.
 */
export function useRoundCheck(): boolean {
  const { api } = useShell();
  const settings = useQuery({
    queryKey: purchaseKeys.adminSettings,
    queryFn: () => fetchAdminSettings(api),
    gcTime: SHOPPER_TESTS_KEPT_MS,
  });
  return (settings.data ?? DEFAULT_ADMIN_SETTINGS).checkStoreTypes;
}
