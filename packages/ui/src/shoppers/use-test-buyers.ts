import { useQuery } from '@tanstack/react-query';
import { useShell } from '../shell-context/use-shell';
import { fetchTestBuyers } from './shoppers-api';

/** The test buyers who can own shoppers (user pickers and filters); loaded only while `enabled`. */
export function useTestBuyers(enabled = true) {
  const { api } = useShell();
  return useQuery({
    queryKey: ['users', 'testkaeufer'],
    queryFn: () => fetchTestBuyers(api),
    enabled,
    staleTime: 60_000,
  });
}
