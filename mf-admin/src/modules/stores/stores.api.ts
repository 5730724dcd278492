import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STORE_SEARCH_LIMIT,
  type PlaceSearchAnswer,
  type Store,
  type StorePage,
  type StoreType,
  type StoreUpdate,
} from '@agecheck/contracts';
import { useShell, type ApiClient } from '@agecheck/ui';

/**
 * What the store list shows (back-office spec, section 2, "Stores"): every store ("load all"), a search by
 * words and type, or the stores open now near the browser's position.
 */
export type StoreListRequest =
  | { kind: 'all' }
  | { kind: 'search'; query: string; api?: StoreType }
  | { kind: 'openNear'; lat: number; lng: number };

export const storeKeys = {
  all: ['adminStores'] as const,
  list: (request: StoreListRequest) => [...storeKeys.all, 'list', request] as const,
  places: (query: string) => [...storeKeys.all, 'places', query] as const,
};

/** One page of the list: `GET api/stores/page/{n}` for every store, `POST api/stores/search` otherwise. */
export async function fetchStorePage(
  api: ApiClient,
  request: StoreListRequest,
  page: number,
): Promise<Store[]> {
  if (request.kind === 'all') return (await api.get<StorePage>(`/api/stores/page/${page}`)).items;
  const body =
    request.kind === 'search'
      ? { query: request.query, ...(request.api ? { api: request.api } : {}), page }
      : { geo: true, lat: request.lat, lng: request.lng, page };
  return api.post<Store[]>('/api/stores/search', body);
}

/** `PUT api/stores/{id}`. */
export function saveStore(api: ApiClient, id: string, store: StoreUpdate): Promise<Store> {
  return api.put<Store>(`/api/stores/${encodeURIComponent(id)}`, store);
}

/** `GET api/stores/geocode/places?query=`: the geocoder's places for the edit dialog's place search. */
export function fetchPlaces(api: ApiClient, query: string): Promise<PlaceSearchAnswer> {
  return api.get<PlaceSearchAnswer>('/api/stores/geocode/places', { query: { query } });
}

/** The list page by page as it scrolls; a page shorter than a full one is the last. */
export function useStoreList(request: StoreListRequest | undefined) {
  const { api } = useShell();
  return useInfiniteQuery({
    queryKey: storeKeys.list(request ?? { kind: 'all' }),
    queryFn: ({ pageParam }) => fetchStorePage(api, request as StoreListRequest, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length < STORE_SEARCH_LIMIT ? undefined : pages.length + 1),
    enabled: request !== undefined,
  });
}

/** Saves a store, then reloads every store list. */
export function useSaveStore() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, store }: { id: string; store: StoreUpdate }) => saveStore(api, id, store),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

/** The places for a query, once asked for (a search button, not every key). */
export function usePlaces(query: string | undefined) {
  const { api } = useShell();
  return useQuery({
    queryKey: storeKeys.places(query ?? ''),
    queryFn: () => fetchPlaces(api, query as string),
    enabled: Boolean(query),
    retry: false,
  });
}
