import { useQuery } from '@tanstack/react-query';
import { useShell } from '@agecheck/ui';
import { fetchMyShoppers } from '../api/shoppers';

/** The signed-in test buyer's shoppers. */
export function useMyShoppers() {
  const { api } = useShell();
  return useQuery({ queryKey: ['shoppers', 'mine'], queryFn: () => fetchMyShoppers(api) });
}
