import { hasAnyRole, type Role } from '../roles';
import type { UserSettings, UserSettingsUpdate } from './user.schema';

/**
 * Who may change which setting (field-app spec, section 2, "Settings page"): the language for all users,
 * the intro toggle for testkaeufer and detektiv, autocomplete and signature for testkaeufer only, the new
 * all-reports view for admin only. `doNotShowTrans` is the user's own display choice.
 */
export const SETTING_ROLES: Record<keyof UserSettings, readonly Role[] | 'all'> = {
  lang: 'all',
  doNotShowTrans: 'all',
  showIntro: ['testkaeufer', 'detektiv'],
  autoComplete: ['testkaeufer'],
  signature: ['testkaeufer'],
  tryNewRapportView: ['admin'],
};

/** True when a user with these roles may change the setting. */
export function mayChangeSetting(roles: readonly string[], setting: keyof UserSettings): boolean {
  const allowed = SETTING_ROLES[setting];
  return allowed === 'all' || hasAnyRole(roles, allowed);
}

/** The settings of an update that a user with these roles may not change. */
export function forbiddenSettings(
  roles: readonly string[],
  update: UserSettingsUpdate,
): (keyof UserSettings)[] {
  return (Object.keys(update) as (keyof UserSettings)[]).filter(
    (setting) => !mayChangeSetting(roles, setting),
  );
}
