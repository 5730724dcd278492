import { useQuery } from '@tanstack/react-query';
import { useShell } from '@agecheck/ui';
import { fetchTestBuyers } from '../api/shoppers-admin';

/** The test buyers (owners of shoppers) for the user filter and the owner column. */
export function useTestBuyers() {
  const { api } = useShell();
  return useQuery({ queryKey: ['users', 'testkaeufer'], queryFn: () => fetchTestBuyers(api), staleTime: 60_000 });
}
