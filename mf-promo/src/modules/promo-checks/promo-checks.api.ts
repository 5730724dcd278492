import { useQuery } from '@tanstack/react-query';
import { getListUntilServiceExists, useShell, type ApiClient } from '@agecheck/ui';

/** What the list shows of a promo check (promo-checks spec, section 3, "PromoCheck"). */
export type PromoCheckListItem = {
  _id: string;
  date: string;
  time?: string;
  finished: boolean;
  promoStore?: { vst?: string | number; name?: string; format?: string; city?: string };
};

/** The query keys of the promo checks. */
export const promoCheckKeys = {
  mine: ['promoChecks', 'byUser'] as const,
};

/** The signed-in user's promo checks (`GET api/promoChecks/byUser`, promo-checks spec, section 7). */
export async function fetchMyPromoChecks(api: ApiClient): Promise<PromoCheckListItem[]> {
  return (await getListUntilServiceExists(api, '/api/promoChecks/byUser')) as PromoCheckListItem[];
}

/** The signed-in user's promo checks. */
export function useMyPromoChecks() {
  const { api } = useShell();
  return useQuery({ queryKey: promoCheckKeys.mine, queryFn: () => fetchMyPromoChecks(api) });
}
