import { Paper, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminSettings } from '@agecheck/contracts';
import { LoadState, PageHeader } from '@agecheck/ui';
import { useAdminSettings, useSaveAdminSettings } from '../settings.api';
import { FailedTestNoticeCard } from './FailedTestNoticeCard';
import { EformsCard } from './EformsCard';
import { GeocodingCard } from './GeocodingCard';
import { TimetrackLockCard } from './TimetrackLockCard';

/** The global switches of the rounds, in the order shown. */
const SWITCHES = ['checkStoreTypes', 'retestProposals'] as const satisfies readonly (keyof AdminSettings)[];

/**
 * /admin/settings (back-office spec, section 2, "Settings (admin)"): the global switch that checks for current
 * rounds on a new purchase, the one of the re-test proposals (decision 0028), the failed-test notice
 * (decision 0051), the lock age of time records (decision A-C5), and the geocoding of the stores with its
 * counters and progress.
 */
export function SettingsPage() {
  const { t } = useTranslation(['admin', 'common']);
  const settings = useAdminSettings();
  const { save, saving, pending } = useSaveAdminSettings();

  return (
    <Stack>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      {settings.isPending || settings.isError ? (
        <LoadState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={3} size="h4">
                {t('settings.rounds')}
              </Title>
              {SWITCHES.map((key) => (
                <Switch
                  key={key}
                  label={t(`settings.${key}`)}
                  description={t(`settings.${key}Hint`)}
                  checked={pending?.[key] ?? settings.data[key]}
                  disabled={saving}
                  onChange={(event) => save({ [key]: event.currentTarget.checked })}
                />
              ))}
            </Stack>
          </Paper>
          <FailedTestNoticeCard settings={settings.data} />
          <TimetrackLockCard key={settings.data.timetrackEditDays} settings={settings.data} />
          <EformsCard key={JSON.stringify(settings.data.eformUrls ?? {})} settings={settings.data} />
        </>
      )}
      <GeocodingCard />
    </Stack>
  );
}
