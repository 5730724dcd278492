import { createContext, useContext } from 'react';
import type { UserSettingsUpdate } from '@agecheck/contracts';
import type { ApiClient } from '@agecheck/ui';

/** `PUT /api/users/{id}/settings`: stores the settings the patch names (field-app spec, section 2). */
export function saveUserSettings(api: ApiClient, userId: string, patch: UserSettingsUpdate): Promise<void> {
  return api.put(`/api/users/${encodeURIComponent(userId)}/settings`, patch);
}

/** Stores a change of the signed-in user's settings and applies it to the shell's user. */
export type SettingsUpdater = (patch: UserSettingsUpdate) => Promise<void>;

export const SettingsUpdaterContext = createContext<SettingsUpdater | null>(null);

/** Changes the signed-in user's settings (the shell's settings page). */
export function useUpdateSettings(): SettingsUpdater {
  const update = useContext(SettingsUpdaterContext);
  if (!update) throw new Error('useUpdateSettings must be used inside the shell');
  return update;
}
