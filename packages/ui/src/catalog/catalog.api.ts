import { useQuery } from '@tanstack/react-query';
import type { Article, ArticleCategory, Language } from '@agecheck/contracts';
import type { ApiClient } from '../api/api-client';
import { useShell } from '../shell/use-shell';

/**
 * The query keys of the catalogue, shared by the field (which reads it) and the back office (which changes
 * it): every catalogue query starts with `catalogKeys.all`, so one invalidation after a change refreshes both
 * (docs/decisions/0024-catalogue-administration.md).
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  articles: (lang: Language) => [...catalogKeys.all, 'articles', lang] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  instructions: (type: string, lang: Language) => [...catalogKeys.all, 'instructions', type, lang] as const,
  allInstructions: () => [...catalogKeys.all, 'instructions'] as const,
  feedbacks: () => [...catalogKeys.all, 'feedbacks'] as const,
};

/** How long the field keeps the articles and categories before it asks again on their next use. */
export const CATALOG_STALE_MS = 10 * 60_000;

/** `GET api/articles?lang`: the articles sorted by their name in the given language. */
export function fetchArticles(api: ApiClient, lang: Language): Promise<Article[]> {
  return api.getOrEmpty<Article[]>('/api/articles', [], { query: { lang } });
}

/** `GET api/articleCategory`: the article categories by their order. */
export function fetchCategories(api: ApiClient): Promise<ArticleCategory[]> {
  return api.getOrEmpty<ArticleCategory[]>('/api/articleCategory', []);
}

/** The articles, sorted by their name in `lang`. */
export function useCatalogArticles(lang: Language) {
  const { api } = useShell();
  return useQuery({
    queryKey: catalogKeys.articles(lang),
    queryFn: () => fetchArticles(api, lang),
    staleTime: CATALOG_STALE_MS,
  });
}

/** The article categories by their order. */
export function useCatalogCategories() {
  const { api } = useShell();
  return useQuery({
    queryKey: catalogKeys.categories(),
    queryFn: () => fetchCategories(api),
    staleTime: CATALOG_STALE_MS,
  });
}
