import { useContext } from 'react';
import { SettingsUpdaterContext, type SettingsUpdater } from '../utils/settings-updater';

/** Changes the signed-in user's settings (the shell's settings page). */
export function useUpdateSettings(): SettingsUpdater {
  const update = useContext(SettingsUpdaterContext);
  if (!update) throw new Error('useUpdateSettings must be used inside the shell');
  return update;
}
