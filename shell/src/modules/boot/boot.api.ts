import type { CurrentUser } from '@agecheck/contracts';
import { detectLanguage } from '@agecheck/i18n';
import { isNetworkError, type ApiClient } from '@agecheck/ui';
import { applyLanguage } from '../language/apply-language';

/** `GET /api/users/me`, then the user's language (field-app spec, section 1). */
export async function loadCurrentUser(api: ApiClient): Promise<CurrentUser> {
  const user = await api.get<CurrentUser>('/api/users/me');
  await applyLanguage(detectLanguage(user.settings?.lang, navigator.languages));
  return user;
}

/** `GET /api/settings/check`: whether the server answers at all (any answer, even an error, means online). */
export async function isServerReachable(api: ApiClient): Promise<boolean> {
  try {
    await api.get('/api/settings/check');
    return true;
  } catch (error) {
    return !isNetworkError(error);
  }
}
