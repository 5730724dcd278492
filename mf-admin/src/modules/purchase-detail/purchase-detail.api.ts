import { useQuery } from '@tanstack/react-query';
import type { Purchase } from '@agecheck/contracts';
import { useShell } from '@agecheck/ui';

export const purchaseDetailKeys = {
  one: (id: string | null) => ['purchaseDetail', id] as const,
};

/** `GET api/purchases/{id}`: the whole purchase the detail dialog shows; nothing while none is chosen. */
export function usePurchaseDetail(id: string | null) {
  const { api } = useShell();
  return useQuery({
    queryKey: purchaseDetailKeys.one(id),
    queryFn: () => api.get<Purchase>(`/api/purchases/${encodeURIComponent(id as string)}`),
    enabled: id !== null,
  });
}
