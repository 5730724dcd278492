import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CurrentUser, Language, UserSettingsUpdate } from '@agecheck/contracts';
import { ShellContext, type ShellContextValue } from '@agecheck/ui';
import { useShellServices } from '../shell-services';
import { startOutboxSender } from '../outbox-sender';
import { useOnline } from '../../online/use-online';
import { applyLanguage } from '../../language/apply-language';
import { saveUserSettings } from '../../settings/settings.api';

type Props = { initialUser: CurrentUser; children: ReactNode };

/**
 * Provides the shell context (user, API client, online state, setLanguage, updateSettings) to the shell and
 * the remotes.
 */
export function ShellContextProvider({ initialUser, children }: Props) {
  const { api, session } = useShellServices();
  const online = useOnline();
  const [user, setUser] = useState(initialUser);

  const updateSettings = useCallback(
    async (patch: UserSettingsUpdate) => {
      await saveUserSettings(api, user._id, patch);
      setUser((current) => ({ ...current, settings: { ...current.settings, ...patch } }));
    },
    [api, user._id],
  );

  const setLanguage = useCallback(
    async (language: Language) => {
      // The switch takes effect at once; storing it may fail (offline), which the caller reports.
      await applyLanguage(language);
      setUser((current) => ({ ...current, settings: { ...current.settings, lang: language } }));
      await saveUserSettings(api, user._id, { lang: language });
    },
    [api, user._id],
  );

  useEffect(() => startOutboxSender(user._id, session.getSendToken), [user._id, session]);

  const value = useMemo<ShellContextValue>(
    () => ({
      user,
      api,
      online,
      setLanguage,
      updateSettings,
      getToken: session.getSendToken,
      signIn: session.signIn,
    }),
    [user, api, online, setLanguage, updateSettings, session],
  );

  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}
