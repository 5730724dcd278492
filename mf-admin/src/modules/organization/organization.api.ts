import { useQuery } from '@tanstack/react-query';
import type { SprintRound } from '@agecheck/contracts';
import { useShell } from '@agecheck/ui';

/** The query keys of the planning overview. */
export const organizationKeys = {
  activeRounds: ['sprints', 'active'] as const,
};

/** `GET api/sprints`: the active rounds with their progress (an answer 404 is no round). */
export function useActiveRounds() {
  const { api } = useShell();
  return useQuery({
    queryKey: organizationKeys.activeRounds,
    queryFn: () => api.getOrEmpty<SprintRound[]>('/api/sprints', []),
  });
}
