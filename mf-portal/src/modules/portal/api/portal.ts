import { isNetworkError, type ApiClient } from '@agecheck/ui';
import { ALL_VLS } from '../utils/vl-access';

/** A sales region (VL) of the filter (promo-checks spec, section 3). */
export type SalesRegion = { _id: string; name: string; archive?: boolean };

/** What the portal shows of a promo-check response (promo-checks spec, section 3, "PromoCheckResponse"). */
export type PortalResponse = {
  _id: string;
  promoCheckId?: { date?: string; time?: string };
  promogefaess?: { description?: string };
  result?: 'fulfilled' | 'notFulfilled' | 'notTested';
};

export type PortalQuery = { from: string; to: string; vl: string; vst: string };

/** The promo service comes in a later issue: until then an answer 404 or no server means no data. */
async function orEmpty<T>(load: () => Promise<T[]>): Promise<T[]> {
  try {
    const items = await load();
    return Array.isArray(items) ? items : [];
  } catch (error) {
    if (isNetworkError(error)) return [];
    throw error;
  }
}

/** `GET api/promoStoreVLs`: the sales regions of the VL filter. */
export function fetchSalesRegions(api: ApiClient): Promise<SalesRegion[]> {
  return orEmpty(() => api.getOrEmpty<SalesRegion[]>('/api/promoStoreVLs', []));
}

/** `GET api/promoCheckResponses/portal/{from}/{to}/{vl}/{vst}`; -1 stands for all VLs or all stores. */
export function fetchPortalResponses(api: ApiClient, query: PortalQuery): Promise<PortalResponse[]> {
  const segments = [query.from, query.to, query.vl || ALL_VLS, query.vst.trim() || ALL_VLS].map(
    encodeURIComponent,
  );
  return orEmpty(() =>
    api.getOrEmpty<PortalResponse[]>(`/api/promoCheckResponses/portal/${segments.join('/')}`, []),
  );
}
