import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, ProtocolEntry } from '@agecheck/contracts';
import { useShell } from '@agecheck/ui';

/** `GET api/protocols` (B§7 L186, admin): a page of 50 entries; the last page stays shown meanwhile. */
export function useProtocolPage(query: Record<string, string>) {
  const { api } = useShell();
  return useQuery({
    queryKey: ['protocol', 'page', query] as const,
    queryFn: () => api.get<Page<ProtocolEntry>>('/api/protocols', { query }),
    placeholderData: keepPreviousData,
  });
}
