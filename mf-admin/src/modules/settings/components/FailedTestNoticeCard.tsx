import { Group, Paper, Radio, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FAILED_TEST_NOTICE_TO, type AdminSettings, type AdminSettingsUpdate } from '@agecheck/contracts';
import { notify } from '@agecheck/ui';
import { useUpdateAdminSettings } from '../settings.api';

/**
 * The failed-test notice (issue 20, beyond the spec; decision 0051): whether control's approval of a failed test
 * sends an in-app message, and to whom (the planner who approved it, the administrators, or both). Each change
 * is saved at once, as the rounds' switches.
 */
export function FailedTestNoticeCard({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(['admin', 'common']);
  const update = useUpdateAdminSettings();
  const shown = { ...settings, ...(update.isPending ? update.variables : {}) };

  const save = (change: AdminSettingsUpdate) =>
    update.mutate(change, {
      onSuccess: () => notify({ color: 'green', message: t('common:util.saved') }),
      onError: () => notify({ color: 'red', message: t('common:util.error') }),
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('settings.failedTest')}
        </Title>
        <Switch
          label={t('settings.failedTestNotice')}
          description={t('settings.failedTestNoticeHint')}
          checked={shown.failedTestNotice}
          disabled={update.isPending}
          onChange={(event) => save({ failedTestNotice: event.currentTarget.checked })}
        />
        <Radio.Group
          label={t('settings.failedTestNoticeTo')}
          value={shown.failedTestNoticeTo}
          onChange={(value) => save({ failedTestNoticeTo: value as AdminSettings['failedTestNoticeTo'] })}
        >
          <Group mt="xs">
            {FAILED_TEST_NOTICE_TO.map((to) => (
              <Radio
                key={to}
                value={to}
                label={t(`settings.failedTestNoticeWho.${to}`)}
                disabled={update.isPending || !shown.failedTestNotice}
              />
            ))}
          </Group>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}
