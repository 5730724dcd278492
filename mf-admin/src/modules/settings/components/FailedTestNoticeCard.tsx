import { Group, Paper, Radio, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FAILED_TEST_NOTICE_TO, type AdminSettings } from '@agecheck/contracts';
import { useSaveAdminSettings } from '../settings.api';

/**
 * The failed-test notice (issue 20, beyond the spec; decision 0051): whether control's approval of a failed test
 * sends an in-app message, and to whom (the planner who approved it, the administrators, or both). Each change
 * is saved at once, as the rounds' switches.
 */
export function FailedTestNoticeCard({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(['admin', 'common']);
  const { save, saving, pending } = useSaveAdminSettings();
  const shown = { ...settings, ...pending };

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
          disabled={saving}
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
                disabled={saving || !shown.failedTestNotice}
              />
            ))}
          </Group>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}
