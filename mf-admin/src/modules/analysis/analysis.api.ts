import { useMutation, useQuery } from '@tanstack/react-query';
import type { AnalyzeDay, AnalyzeUserDay } from '@agecheck/contracts';
import { useShell } from '@agecheck/ui';

/** The query keys of the daily analysis. */
export const analysisKeys = {
  all: ['purchases', 'analyze'] as const,
  day: (date: string) => [...analysisKeys.all, date] as const,
  userDay: (date: string, userID: string) => [...analysisKeys.day(date), userID] as const,
};

/** `GET api/purchases/analyze/{date}`: the users out on the day with their counts. */
export function useAnalyzeDay(date: string | undefined) {
  const { api } = useShell();
  return useQuery({
    queryKey: analysisKeys.day(date ?? ''),
    queryFn: () => api.get<AnalyzeDay>(`/api/purchases/analyze/${date}`),
    enabled: Boolean(date),
  });
}

/** `GET api/purchases/analyze/{date}/{sID}`: one user's day in order and their open round entries. */
export function useAnalyzeUserDay(date: string, userID: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: analysisKeys.userDay(date, userID),
    queryFn: () => api.get<AnalyzeUserDay>(`/api/purchases/analyze/${date}/${encodeURIComponent(userID)}`),
  });
}

/** `POST api/sprints/export/openByUser` ({userID}): a user's open round entries as an Excel file. */
export function useOpenPurchasesExport() {
  const { api } = useShell();
  return useMutation({
    mutationFn: (userID: string) =>
      api.post<Blob>('/api/sprints/export/openByUser', { userID }, { as: 'blob' }),
  });
}
