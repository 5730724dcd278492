import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Eform, Language } from '@agecheck/contracts';
import { useShell, type ApiClient } from '@agecheck/ui';

/** The query keys of the e-forms (F§2 L52). */
export const eformKeys = {
  all: ['eforms'] as const,
  list: (lang: Language) => [...eformKeys.all, 'list', lang] as const,
};

const fetchEforms = (api: ApiClient, lang: Language) =>
  api.get<Eform[]>(`/api/eforms?lang=${encodeURIComponent(lang)}`);

/**
 * `GET api/eforms?lang=`: the forms of the language, each address with the user and a signed token. Asked anew
 * on each visit (nothing kept after it) and not again while the screen is open: a new address would reload
 * an open form's frame and lose what the user typed.
 */
export function useEforms(lang: Language) {
  const { api } = useShell();
  return useQuery({
    queryKey: eformKeys.list(lang),
    queryFn: () => fetchEforms(api, lang),
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * The form's address with a token signed now: a form opened long after the list came gets a fresh one (the
 * tokens hold 10 minutes, decision 0047).
 */
export async function freshEformUrl(
  api: ApiClient,
  queryClient: QueryClient,
  lang: Language,
  form: Eform['form'],
): Promise<string | undefined> {
  const forms = await queryClient.fetchQuery({
    queryKey: eformKeys.list(lang),
    queryFn: () => fetchEforms(api, lang),
    staleTime: 0,
  });
  return forms.find((each) => each.form === form)?.url;
}
