import type { UserSettingsUpdate } from '@agecheck/contracts';
import type { ApiClient } from '@agecheck/ui';

/** `PUT /api/users/{id}/settings`: stores the settings the patch names (field-app spec, section 2). */
export function saveUserSettings(api: ApiClient, userId: string, patch: UserSettingsUpdate): Promise<void> {
  return api.put(`/api/users/${encodeURIComponent(userId)}/settings`, patch);
}

/** `PUT /api/users/{id}/password` (field-app spec, section 7, L192): only one's own, the old password checked. */
export function changePassword(
  api: ApiClient,
  userId: string,
  change: { oldPassword: string; newPassword: string },
): Promise<void> {
  return api.put(`/api/users/${encodeURIComponent(userId)}/password`, change);
}
