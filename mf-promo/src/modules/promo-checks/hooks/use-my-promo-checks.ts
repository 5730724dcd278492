import { useQuery } from '@tanstack/react-query';
import { useShell } from '@agecheck/ui';
import { fetchMyPromoChecks } from '../api/promo-check';

/** The signed-in user's promo checks. */
export function useMyPromoChecks() {
  const { api } = useShell();
  return useQuery({ queryKey: ['promoChecks', 'byUser'], queryFn: () => fetchMyPromoChecks(api) });
}
