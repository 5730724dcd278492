import { useState } from 'react';
import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isValidPassword } from '@agecheck/contracts';
import { errorMessageKey, notify, useShell } from '@agecheck/ui';
import { changePassword } from './settings.api';

type Errors = { oldPassword?: string; newPassword?: string; confirmation?: string };

/** The three inputs of the card, in order. */
const PASSWORD_FIELDS = [
  {
    field: 'oldPassword',
    labelKey: 'settings.pwOld',
    autoComplete: 'current-password',
    testId: 'settings-pw-old',
  },
  {
    field: 'newPassword',
    labelKey: 'settings.pwNew',
    autoComplete: 'new-password',
    testId: 'settings-pw-new',
  },
  {
    field: 'confirmation',
    labelKey: 'settings.pwConfirm',
    autoComplete: 'new-password',
    testId: 'settings-pw-confirm',
  },
] as const;

/**
 * The password change of /settings (field-app spec, section 5, L138; D.3): the current password, the new one
 * by the one rule (decision 0045) and its confirmation ('settings.pwNotCom' when they differ); a wrong current
 * password answers 'settings.pwWrong' from the server and changes nothing.
 */
export function PasswordSettings() {
  const { t } = useTranslation();
  const { api, user } = useShell();
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirmation: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      ...(values.oldPassword ? {} : { oldPassword: 'util.required' }),
      ...(isValidPassword(values.newPassword) ? {} : { newPassword: 'settings.pwRule' }),
      ...(values.confirmation
        ? values.confirmation === values.newPassword
          ? {}
          : { confirmation: 'settings.pwNotCom' }
        : { confirmation: 'util.required' }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await changePassword(api, user._id, {
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
      setValues({ oldPassword: '', newPassword: '', confirmation: '' });
      notify({ color: 'green', message: t('settings.saved') });
    } catch (error) {
      const key = errorMessageKey(error);
      if (key === 'settings.pwWrong') setErrors({ oldPassword: key });
      else if (key === 'settings.pwRule') setErrors({ newPassword: key });
      else notify({ color: 'red', message: t(key) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="settings-password">
      <Title order={4} mb="xs">
        {t('settings.password')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.pwHint')}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {PASSWORD_FIELDS.map(({ field, labelKey, autoComplete, testId }) => (
            <PasswordInput
              key={field}
              label={t(labelKey)}
              autoComplete={autoComplete}
              required
              value={values[field]}
              onChange={set(field)}
              error={errors[field] ? t(errors[field]) : undefined}
              data-testid={testId}
            />
          ))}
          <Button type="submit" loading={saving} data-testid="settings-pw-save">
            {t('util.save')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
