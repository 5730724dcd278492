import { lazy, Suspense, useState } from 'react';
import { Card, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, mayChangeSetting, type Language, type UserSettingsUpdate } from '@agecheck/contracts';
import { errorMessageKey, notify, PageHeader, useShell } from '@agecheck/ui';
import { AutocompleteSettings } from './AutocompleteSettings';
import { PushSettings } from '../push/PushSettings';
import { PasswordSettings } from './PasswordSettings';

// The signature pad loads only for the users who may store a signature.
const SignatureSettings = lazy(() =>
  import('./SignatureSettings').then((module) => ({ default: module.SignatureSettings })),
);

/** The settings that are one switch each, with who may change them from `mayChangeSetting`. */
const SETTING_SWITCHES = [
  { setting: 'showIntro', labelKey: 'settings.intro' },
  { setting: 'tryNewRapportView', labelKey: 'settings.newReportsView' },
  // not in the spec's list of settings, read by the frame (decision 0046): everyone's own display choice
  { setting: 'doNotShowTrans', labelKey: 'settings.noTransitions' },
] as const;

/**
 * /settings (field-app spec, section 2, "Settings page"): the language for everyone, the intro switch for
 * test buyers and detectives, the stored signature and the autocomplete list for test buyers, the new reports
 * view for administrators, the page transitions, the notifications and the password change for everyone (D.3,
 * D.9, D.11).
 */
export function SettingsPage() {
  const { t, i18n } = useTranslation();
  const { user, setLanguage, updateSettings } = useShell();
  const [saving, setSaving] = useState<keyof UserSettingsUpdate | null>(null);

  const save = async (field: keyof UserSettingsUpdate, run: () => Promise<void>) => {
    setSaving(field);
    // The toast speaks the language as it is once saved: `t` is bound to the one this screen was drawn in,
    // which a change of the language has just replaced.
    try {
      await run();
      notify({ color: 'green', message: i18n.t('settings.saved') });
    } catch (error) {
      notify({ color: 'red', message: i18n.t(errorMessageKey(error)) });
    } finally {
      setSaving(null);
    }
  };

  return (
    <Stack maw={640}>
      <PageHeader title={t('settings.title')} />
      <Card withBorder radius="md" padding="lg">
        <Title order={4} mb="sm">
          {t('settings.language')}
        </Title>
        <SegmentedControl
          fullWidth
          value={i18n.language}
          disabled={saving === 'lang'}
          onChange={(value) => void save('lang', () => setLanguage(value as Language))}
          data={LANGUAGES.map((language) => ({ value: language, label: t(`lang.${language}`) }))}
          data-testid="settings-language"
        />
      </Card>
      {SETTING_SWITCHES.filter(({ setting }) => mayChangeSetting(user.role, setting)).map(
        ({ setting, labelKey }) => (
          <Card key={setting} withBorder radius="md" padding="lg">
            <Switch
              label={t(labelKey)}
              description={t(`${labelKey}Hint`)}
              checked={user.settings[setting]}
              disabled={saving === setting}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                void save(setting, () => updateSettings({ [setting]: checked }));
              }}
            />
          </Card>
        ),
      )}
      {mayChangeSetting(user.role, 'signature') ? (
        <Suspense fallback={null}>
          <SignatureSettings />
        </Suspense>
      ) : null}
      {mayChangeSetting(user.role, 'autoComplete') ? <AutocompleteSettings /> : null}
      <PushSettings />
      <PasswordSettings />
      <Text size="sm" c="dimmed">
        {user.name} · {user.email}
      </Text>
    </Stack>
  );
}
