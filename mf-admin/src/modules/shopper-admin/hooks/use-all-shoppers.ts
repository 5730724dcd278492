import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useShell } from '@agecheck/ui';
import { fetchAllShoppers } from '../api/shoppers-admin';
import type { ShopperAdminFilter } from '../utils/shopper-admin-filter';

/** One page of all shoppers; the previous page stays visible while the next loads. */
export function useAllShoppers(filter: ShopperAdminFilter) {
  const { api } = useShell();
  return useQuery({
    queryKey: ['shoppers', 'all', filter],
    queryFn: () => fetchAllShoppers(api, filter),
    placeholderData: keepPreviousData,
  });
}
