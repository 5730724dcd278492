import { QueryClient } from '@tanstack/react-query';
import { isApiError, isNetworkError } from '@agecheck/ui';

/**
 * The one QueryClient of the page (TanStack Query is a shared singleton, so the remotes use it too). A failed
 * read is tried once more unless the server said no (4xx) or cannot be reached (the app is then offline).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: (failures, error) =>
          failures < 1 && !isNetworkError(error) && !(isApiError(error) && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
