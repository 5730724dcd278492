import { Paper, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState, notify, PageHeader } from '@agecheck/ui';
import { useAdminSettings, useUpdateAdminSettings } from '../settings.api';
import { GeocodingCard } from './GeocodingCard';

/**
 * /admin/settings (back-office spec, section 2, "Settings (admin)"): the global switch that checks for current
 * rounds on a new purchase, and the geocoding of the stores with its counters and progress.
 */
export function SettingsPage() {
  const { t } = useTranslation(['admin', 'common']);
  const settings = useAdminSettings();
  const update = useUpdateAdminSettings();

  return (
    <Stack>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      {settings.isPending || settings.isError ? (
        <LoadState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('settings.rounds')}
            </Title>
            <Switch
              label={t('settings.checkStoreTypes')}
              description={t('settings.checkStoreTypesHint')}
              checked={
                update.isPending ? (update.variables.checkStoreTypes ?? false) : settings.data.checkStoreTypes
              }
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate(
                  { checkStoreTypes: event.currentTarget.checked },
                  {
                    onSuccess: () => notify({ color: 'green', message: t('common:util.saved') }),
                    onError: () => notify({ color: 'red', message: t('common:util.error') }),
                  },
                )
              }
            />
          </Stack>
        </Paper>
      )}
      <GeocodingCard />
    </Stack>
  );
}
