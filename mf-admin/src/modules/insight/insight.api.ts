import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Insight, InsightQuery } from '@agecheck/contracts';
import { useShell } from '@agecheck/ui';

/** The query keys of the insight page. */
export const insightKeys = {
  all: ['purchases', 'insight'] as const,
  query: (query: InsightQuery) => [...insightKeys.all, query] as const,
};

/** `POST api/purchases/insight`: the sale rate's counts by dimension for the period and round. */
export function useInsight(query: InsightQuery) {
  const { api } = useShell();
  return useQuery({
    queryKey: insightKeys.query(query),
    queryFn: () => api.post<Insight>('/api/purchases/insight', query),
    placeholderData: keepPreviousData,
  });
}
