import { useQuery } from '@tanstack/react-query';
import type { Language } from '@agecheck/contracts';
import { useShell, type ApiClient } from '@agecheck/ui';

export const reportKeys = {
  one: (id: string | null, lang: Language) => ['report', id, lang] as const,
};

/** `GET api/exports/rapport/{id}` (back-office spec, section 7): the purchase's PDF report in `lang`. */
export const fetchReport = (api: ApiClient, id: string, lang: Language) =>
  api.get<Blob>(`/api/exports/rapport/${encodeURIComponent(id)}`, { query: { lang }, as: 'blob' });

/** The PDF report of a purchase while one is chosen; not kept once the dialog closes (personal data). */
export function useReport(id: string | null, lang: Language) {
  const { api } = useShell();
  return useQuery({
    queryKey: reportKeys.one(id, lang),
    queryFn: () => fetchReport(api, id as string, lang),
    enabled: id !== null,
    gcTime: 0,
    retry: false,
  });
}
