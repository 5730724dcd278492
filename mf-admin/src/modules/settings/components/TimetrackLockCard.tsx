import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMETRACK_EDIT_DAYS_KEY, timetrackSettingsSchema, type AdminSettings } from '@agecheck/contracts';
import { formErrorsFromApi, notify } from '@agecheck/ui';
import { useUpdateAdminSettings } from '../settings.api';

/**
 * The lock age of time records (decision A-C5): the day of the month after a record's date until which its
 * owner may change it (0: the last day of the record's own month), as saved, with the rule it gives in words.
 * Checked with the contracts' rule before the save; the server's refusal lands at the field too. The page
 * keys it by the saved value, so a value saved elsewhere shows once read.
 */
export function TimetrackLockCard({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(['admin', 'common']);
  // the card is a region named by its title: its save button is told apart from the other cards'
  const titleId = useId();
  const update = useUpdateAdminSettings();
  const [value, setValue] = useState<number | string>(settings.timetrackEditDays);
  const [error, setError] = useState<string>();

  const save = () => {
    const parsed = timetrackSettingsSchema.shape.timetrackEditDays.safeParse(
      typeof value === 'number' ? value : undefined,
    );
    if (!parsed.success) return setError(TIMETRACK_EDIT_DAYS_KEY);
    setError(undefined);
    update.mutate(
      { timetrackEditDays: parsed.data },
      {
        onSuccess: () => notify({ color: 'green', message: t('common:util.saved') }),
        onError: (failure) => {
          setError(formErrorsFromApi(failure).timetrackEditDays);
          notify({ color: 'red', message: t('common:util.error') });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {t('settings.timetrack')}
        </Title>
        <Group align="flex-start">
          <NumberInput
            label={t('settings.timetrackEditDays')}
            description={t('settings.timetrackEditDaysHint')}
            min={0}
            max={28}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            maw={420}
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(undefined);
            }}
            error={error ? t(error) : undefined}
          />
          <Button mt={48} onClick={save} loading={update.isPending}>
            {t('common:util.save')}
          </Button>
        </Group>
        <Text size="sm" data-testid="timetrack-lock-rule">
          {settings.timetrackEditDays === 0
            ? t('settings.timetrackEditDaysOwnMonth')
            : t('settings.timetrackEditDaysRule', { n: settings.timetrackEditDays })}
        </Text>
      </Stack>
    </Paper>
  );
}
