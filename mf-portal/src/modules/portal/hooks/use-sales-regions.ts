import { useQuery } from '@tanstack/react-query';
import { useShell } from '@agecheck/ui';
import { fetchSalesRegions } from '../api/portal';

/** The sales regions (VLs) for the filter. */
export function useSalesRegions() {
  const { api } = useShell();
  return useQuery({
    queryKey: ['promoStoreVLs'],
    queryFn: () => fetchSalesRegions(api),
    staleTime: 5 * 60_000,
  });
}
