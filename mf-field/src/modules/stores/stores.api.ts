import { useMutation, useQuery } from '@tanstack/react-query';
import type { ArticleCategory, FeedbackInput, Instruction, Language } from '@agecheck/contracts';
import {
  articleAgeLimitOf,
  NO_SPAMIA,
  type NearStore,
  type NearStoresAnswer,
  type Store,
  type StoreErrorsAnswer,
  type StoreLookupAnswer,
  type StoreType,
} from '@agecheck/contracts';
import {
  catalogKeys,
  useCatalogArticles,
  useCatalogCategories,
  useShell,
  type ApiClient,
} from '@agecheck/ui';

/** The query keys of stores. */
export const storeKeys = {
  all: ['stores'] as const,
  one: (id: string | undefined) => [...storeKeys.all, 'one', id] as const,
  errors: (id: string | undefined) => [...storeKeys.all, 'errors', id] as const,
  near: (type: string, lat: number, lng: number, limit: number) =>
    [...storeKeys.all, 'near', type, lat, lng, limit] as const,
};

/** `GET api/instructions/{type}/{lang}`: what a tester must know about a store type; a 404 is none. */
export function fetchInstructions(api: ApiClient, type: string, lang: Language): Promise<Instruction[]> {
  return api
    .getOrEmpty<Instruction | Instruction[] | null>(
      `/api/instructions/${encodeURIComponent(type)}/${lang}`,
      [],
    )
    .then((answer) => (Array.isArray(answer) ? answer : answer ? [answer] : []));
}

/** `POST api/feedbacks`: a tester's feedback on a store. */
export function saveFeedback(api: ApiClient, feedback: FeedbackInput): Promise<unknown> {
  return api.post('/api/feedbacks', feedback);
}

/** `GET api/stores/byID/{id}`. */
export function fetchStore(api: ApiClient, id: string): Promise<Store> {
  return api.get<Store>(`/api/stores/byID/${encodeURIComponent(id)}`);
}

/**
 * `GET api/stores/{api}/{spamia}/byVST/{vst}`: the stores of a type with that number; none answers 404
 * 'purchase.find.notfound', several are the list to choose from ('purchase.find.multi').
 */
export function fetchStoresByVst(
  api: ApiClient,
  type: StoreType,
  spamia: string | null,
  vst: string,
): Promise<Store[]> {
  const path = [type, spamia || NO_SPAMIA, 'byVST', vst].map(encodeURIComponent).join('/');
  return api.get<StoreLookupAnswer>(`/api/stores/${path}`).then((answer) => answer.stores);
}

/** `GET api/stores/errors/{id}`: the store's failed tests, newest first. */
export function fetchStoreErrors(api: ApiClient, id: string): Promise<StoreErrorsAnswer> {
  return api.get<StoreErrorsAnswer>(`/api/stores/errors/${encodeURIComponent(id)}`);
}

/** `POST api/stores/search` ({query}): name, number, street, city; an empty query is 'search.noQuery'. */
export function searchStores(api: ApiClient, query: string): Promise<Store[]> {
  return api.post<Store[]>('/api/stores/search', { query });
}

/** `GET api/dashboard/geo/{storeType}/{lat}/{lng}`: the nearest stores first. */
export function fetchNearStores(
  api: ApiClient,
  type: string,
  lat: number,
  lng: number,
  limit: number,
): Promise<NearStore[]> {
  return api
    .get<NearStoresAnswer>(`/api/dashboard/geo/${encodeURIComponent(type)}/${lat}/${lng}`, {
      query: { limit },
    })
    .then((answer) => answer.near);
}

/** One store (the wizard's store, the store detail dialog). */
export function useStore(id: string | undefined) {
  const { api } = useShell();
  return useQuery({
    queryKey: storeKeys.one(id),
    queryFn: () => fetchStore(api, id as string),
    enabled: Boolean(id),
  });
}

/** The stores nearest to the phone: 10 in the wizard, 3 on the dashboard (field-app spec, section 9). */
export function useNearStores(type: StoreType, position: { lat: number; lng: number } | null, count: number) {
  const { api } = useShell();
  // Rounded to about 100 m, so that a phone moving a few metres asks again only after a while.
  const lat = position ? Math.round(position.lat * 1000) / 1000 : 0;
  const lng = position ? Math.round(position.lng * 1000) / 1000 : 0;
  return useQuery({
    queryKey: storeKeys.near(type, lat, lng, count),
    queryFn: () => fetchNearStores(api, type, lat, lng, count),
    enabled: position !== null,
  });
}

/** The store's failed tests (store errors dialog). */
export function useStoreErrors(id: string | undefined) {
  const { api } = useShell();
  return useQuery({
    queryKey: storeKeys.errors(id),
    queryFn: () => fetchStoreErrors(api, id as string),
    enabled: Boolean(id),
  });
}

/** The free-text store search of /search. */
export function useStoreSearch() {
  const { api } = useShell();
  return useMutation({ mutationFn: (query: string) => searchStores(api, query) });
}

/** The store lookup by type and number of the wizard's first step. */
export function useStoreLookup() {
  const { api } = useShell();
  return useMutation({
    mutationFn: ({ type, spamia, vst }: { type: StoreType; spamia: string | null; vst: string }) =>
      fetchStoresByVst(api, type, spamia, vst),
  });
}

/** The category type of the articles a test type is done with (field-app spec, section 3). */
const CATEGORY_OF_TEST_TYPE: Partial<Record<string, ArticleCategory['type']>> = {
  Alkohol: 'ALCOHOL',
  Tabak: 'TOBACCO',
  Lose: 'LOTTERY',
  Geldspiele: 'LOTTERY',
};

/** The catalogue: the articles named in the user's language, and their categories. */
function useCatalog() {
  const { user } = useShell();
  const articles = useCatalogArticles(user.settings.lang ?? 'de');
  const categories = useCatalogCategories();
  return { articles, categories };
}

/** The age limit of the chosen article's category, which narrows the tester protection's age band. */
export function useArticleAgeLimit(articleID: string | undefined): number | undefined {
  const { articles, categories } = useCatalog();
  return articleAgeLimitOf(articleID, articles.data ?? [], categories.data ?? []);
}

/** The articles of a test type, named in the user's language (all articles when the test type has no category). */
export function useArticles(testType: string | undefined) {
  const { articles, categories } = useCatalog();
  const wanted = testType ? CATEGORY_OF_TEST_TYPE[testType] : undefined;
  const categoryIds = new Set(
    (categories.data ?? []).filter((category) => category.type === wanted).map((category) => category._id),
  );
  const data =
    wanted && categoryIds.size > 0
      ? articles.data?.filter((article) => categoryIds.has(article.category))
      : articles.data;
  return { ...articles, data };
}

/** The instructions of a store type in the user's language. */
export function useInstructions(type: string | undefined) {
  const { api, user } = useShell();
  const lang = user.settings.lang ?? 'de';
  return useQuery({
    queryKey: catalogKeys.instructions(type ?? '', lang),
    queryFn: () => fetchInstructions(api, type as string, lang),
    enabled: Boolean(type),
  });
}

/** Saves a feedback on a store. */
export function useSaveFeedback() {
  const { api } = useShell();
  return useMutation({ mutationFn: (feedback: FeedbackInput) => saveFeedback(api, feedback) });
}
