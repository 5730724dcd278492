import { useState } from 'react';
import { Card, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, mayChangeSetting, type Language, type UserSettingsUpdate } from '@agecheck/contracts';
import { PageHeader, errorMessageKey, useShell } from '@agecheck/ui';
import { useUpdateSettings } from './settings.api';

/**
 * /settings (field-app spec, section 2, "Settings page"): the language for everyone, the intro switch for
 * test buyers and detectives, the new reports view for administrators. Password change and signature come
 * with their issues.
 */
export function SettingsPage() {
  const { t, i18n } = useTranslation();
  const { user, setLanguage } = useShell();
  const updateSettings = useUpdateSettings();
  const [saving, setSaving] = useState<keyof UserSettingsUpdate | null>(null);

  const save = async (field: keyof UserSettingsUpdate, run: () => Promise<void>) => {
    setSaving(field);
    try {
      await run();
      notifications.show({ color: 'green', message: t('settings.saved') });
    } catch (error) {
      notifications.show({ color: 'red', message: t(errorMessageKey(error)) });
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
      {mayChangeSetting(user.role, 'showIntro') ? (
        <Card withBorder radius="md" padding="lg">
          <Switch
            label={t('settings.intro')}
            description={t('settings.introHint')}
            checked={user.settings.showIntro}
            disabled={saving === 'showIntro'}
            onChange={(event) => {
              const showIntro = event.currentTarget.checked;
              void save('showIntro', () => updateSettings({ showIntro }));
            }}
          />
        </Card>
      ) : null}
      {mayChangeSetting(user.role, 'tryNewRapportView') ? (
        <Card withBorder radius="md" padding="lg">
          <Switch
            label={t('settings.newReportsView')}
            description={t('settings.newReportsViewHint')}
            checked={user.settings.tryNewRapportView}
            disabled={saving === 'tryNewRapportView'}
            onChange={(event) => {
              const tryNewRapportView = event.currentTarget.checked;
              void save('tryNewRapportView', () => updateSettings({ tryNewRapportView }));
            }}
          />
        </Card>
      ) : null}
      <Text size="sm" c="dimmed">
        {user.name} · {user.email}
      </Text>
    </Stack>
  );
}
