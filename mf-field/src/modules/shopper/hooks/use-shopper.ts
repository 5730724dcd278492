import { useQuery } from '@tanstack/react-query';
import { useShell } from '@agecheck/ui';
import { fetchShopper } from '../api/shoppers';

/** One shopper to edit; nothing is loaded for a new one (`id` undefined). */
export function useShopper(id: string | undefined) {
  const { api } = useShell();
  return useQuery({
    queryKey: ['shoppers', 'one', id],
    queryFn: () => fetchShopper(api, id as string),
    enabled: id !== undefined,
    staleTime: 0,
  });
}
