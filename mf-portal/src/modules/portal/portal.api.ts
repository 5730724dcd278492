import { useQuery } from '@tanstack/react-query';
import {
  ALL_VLS,
  portalResponseSchema,
  salesRegionSchema,
  type PortalQuery,
  type PortalResponse,
  type SalesRegion,
} from '@agecheck/contracts';
import { getListUntilServiceExists, useShell, type ApiClient } from '@agecheck/ui';

/** The query keys of the portal. */
export const portalKeys = {
  salesRegions: ['promoStoreVLs'] as const,
  responses: (query: PortalQuery | null) => ['promoCheckResponses', 'portal', query] as const,
};

/** `GET api/promoStoreVLs`: the sales regions of the VL filter. */
export async function fetchSalesRegions(api: ApiClient): Promise<SalesRegion[]> {
  return salesRegionSchema.array().parse(await getListUntilServiceExists(api, '/api/promoStoreVLs'));
}

/** `GET api/promoCheckResponses/portal/{from}/{to}/{vl}/{vst}`; -1 stands for all VLs or all stores. */
export async function fetchPortalResponses(api: ApiClient, query: PortalQuery): Promise<PortalResponse[]> {
  const segments = [query.from, query.to, query.vl || ALL_VLS, query.vst.trim() || ALL_VLS].map(
    encodeURIComponent,
  );
  const path = `/api/promoCheckResponses/portal/${segments.join('/')}`;
  return portalResponseSchema.array().parse(await getListUntilServiceExists(api, path));
}

/** The sales regions (VLs) for the filter. */
export function useSalesRegions() {
  const { api } = useShell();
  return useQuery({
    queryKey: portalKeys.salesRegions,
    queryFn: () => fetchSalesRegions(api),
    staleTime: 5 * 60_000,
  });
}

/** The promo-check responses of the searched period, region and store; nothing until the first search. */
export function usePortalResponses(query: PortalQuery | null) {
  const { api } = useShell();
  return useQuery({
    queryKey: portalKeys.responses(query),
    queryFn: () => fetchPortalResponses(api, query as PortalQuery),
    enabled: query !== null,
  });
}
