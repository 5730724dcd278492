import type { CurrentUser } from '@agecheck/contracts';
import { detectLanguage } from '@agecheck/i18n';
import type { ApiClient } from '@agecheck/ui';
import { applyLanguage } from '../../language/utils/apply-language';

/** `GET /api/users/me`, then the user's language (field-app spec, section 1). */
export async function loadCurrentUser(api: ApiClient): Promise<CurrentUser> {
  const user = await api.get<CurrentUser>('/api/users/me');
  await applyLanguage(detectLanguage(user.settings?.lang, navigator.languages));
  return user;
}
