import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopperInput } from '@agecheck/contracts';
import { useShell } from '@agecheck/ui';
import { saveShopper } from '../api/shoppers';

/** Saves a shopper (`POST api/shoppers`), then refreshes every shopper list. */
export function useSaveShopper() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopperInput) => saveShopper(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shoppers'] }),
  });
}
