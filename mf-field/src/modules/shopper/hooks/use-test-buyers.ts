import { useQuery } from '@tanstack/react-query';
import { useShell } from '@agecheck/ui';
import { fetchTestBuyers } from '../api/shoppers';

/** The test buyers for the user picker; loaded only when the picker is shown. */
export function useTestBuyers(enabled: boolean) {
  const { api } = useShell();
  return useQuery({ queryKey: ['users', 'testkaeufer'], queryFn: () => fetchTestBuyers(api), enabled, staleTime: 60_000 });
}
