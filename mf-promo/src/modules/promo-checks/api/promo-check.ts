import { isNetworkError, type ApiClient } from '@agecheck/ui';

/** What the list shows of a promo check (promo-checks spec, section 3, "PromoCheck"). */
export type PromoCheckListItem = {
  _id: string;
  date: string;
  time?: string;
  finished: boolean;
  promoStore?: { vst?: string | number; name?: string; format?: string; city?: string };
};

/**
 * The signed-in user's promo checks (`GET api/promoChecks/byUser`, promo-checks spec, section 7). The service
 * comes in a later issue: until then an answer 404 or an unreachable server means no promo checks.
 */
export async function fetchMyPromoChecks(api: ApiClient): Promise<PromoCheckListItem[]> {
  try {
    const checks = await api.getOrEmpty<PromoCheckListItem[]>('/api/promoChecks/byUser', []);
    return Array.isArray(checks) ? checks : [];
  } catch (error) {
    if (isNetworkError(error)) return [];
    throw error;
  }
}
