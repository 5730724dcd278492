import type { CurrentUser, Language } from '@agecheck/contracts';
import { callApi, tokenFor } from '@agecheck/test-kit';

/** A demo user signed in for an integration test: the token, and who the gateway says it is. */
export type Caller = { token: string; id: string; name: string; lang: Language };

export async function signIn(username: string): Promise<Caller> {
  const token = await tokenFor(username);
  const me = await callApi<CurrentUser>('/api/users/me', { token });
  return { token, id: me.body._id, name: me.body.name, lang: me.body.settings.lang ?? 'de' };
}
