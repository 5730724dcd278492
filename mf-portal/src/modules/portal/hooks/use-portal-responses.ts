import { useQuery } from '@tanstack/react-query';
import { useShell } from '@agecheck/ui';
import { fetchPortalResponses, type PortalQuery } from '../api/portal';

/** The promo-check responses of the searched period, region and store; nothing until the first search. */
export function usePortalResponses(query: PortalQuery | null) {
  const { api } = useShell();
  return useQuery({
    queryKey: ['promoCheckResponses', 'portal', query],
    queryFn: () => fetchPortalResponses(api, query as PortalQuery),
    enabled: query !== null,
  });
}
