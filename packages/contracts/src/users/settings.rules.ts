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

/** What decides whether the first-login intro opens when the app starts. */
export type IntroStart = {
  roles: readonly string[];
  /** The user's `settings.showIntro`. */
  showIntro: boolean;
  /** Whether the server could be reached when the app started. */
  online: boolean;
  /** How many of the user's reports wait on the phone to be sent (the outbox). */
  reportsWaiting: number;
};

/**
 * Whether the first-login intro opens at this start (field-app spec, section 2, L54 and L67; section 4,
 * L130: "shown once when settings showIntro is set; afterwards showIntro is set to false and saved";
 * decision D-C16, 0049): for the roles of the intro's switch (testkaeufer, detektiv) while `showIntro` is
 * set; not offline, where it could not be marked seen (it waits for the next online start); and not while
 * reports wait on the phone: a tester who opens the app where there is signal to send them comes first
 * (OFFLINE.md, points 6 and 8), and sees the intro at a later start.
 */
export function introIsDue(start: IntroStart): boolean {
  return (
    mayChangeSetting(start.roles, 'showIntro') &&
    start.showIntro &&
    start.online &&
    start.reportsWaiting === 0
  );
}
