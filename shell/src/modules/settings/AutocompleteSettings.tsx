import { useState } from 'react';
import { ActionIcon, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, IconTrash, notify, useShell } from '@agecheck/ui';

/**
 * The autocomplete list of a test buyer (field-app spec, section 2, "Settings page": "Autocomplete list with
 * delete", testkaeufer only): the names the purchase wizard offers for the cashier; each can be deleted.
 */
export function AutocompleteSettings() {
  const { t } = useTranslation();
  const { user, updateSettings } = useShell();
  const [removing, setRemoving] = useState<string | null>(null);
  const entries = user.settings.autoComplete;

  const remove = async (entry: string) => {
    setRemoving(entry);
    try {
      await updateSettings({ autoComplete: entries.filter((kept) => kept !== entry) });
      notify({ color: 'green', message: t('settings.saved') });
    } catch (error) {
      notify({ color: 'red', message: t(errorMessageKey(error)) });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="settings-autocomplete">
      <Title order={4} mb="xs">
        {t('settings.autoComplete')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.autoCompleteHint')}
      </Text>
      {entries.length === 0 ? (
        <Text c="dimmed">{t('settings.autoCompleteEmpty')}</Text>
      ) : (
        <Stack gap={4}>
          {entries.map((entry) => (
            <Group key={entry} justify="space-between" wrap="nowrap">
              <Text>{entry}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                loading={removing === entry}
                onClick={() => void remove(entry)}
                aria-label={`${t('util.delete')}: ${entry}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
