import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toIsoDate, type AnalyzeDayUser } from '@agecheck/contracts';
import { EmptyState, LoadState, notify, PageHeader, saveFile } from '@agecheck/ui';
import { useAnalyzeDay, useOpenPurchasesExport } from '../../analysis/analysis.api';
import { UserDayTable } from '../../analysis/components/UserDayTable';
import { UserMapButton } from '../../analysis/components/UserMapButton';
import { useRounds } from '../../sprints/sprints.api';
import { currentRoundsOf } from '../current-rounds';
import { RoundProgressList } from './RoundProgressList';

/**
 * /organization/overview (back-office spec, section 2, planning overview): today's users with their counts,
 * each with the export or the map of their open purchases, and the current rounds with progress percent;
 * empty states when nobody is out today and when no round runs.
 */
export function OrganizationOverviewPage() {
  const { t } = useTranslation(['admin', 'common']);
  const today = toIsoDate();
  const day = useAnalyzeDay(today);
  // the rounds screen's list of active rounds: one answer in the cache for both screens
  const rounds = useRounds(false);
  const currentRounds = rounds.data ? currentRoundsOf(rounds.data, today) : [];
  const exportOpen = useOpenPurchasesExport();

  const download = (user: AnalyzeDayUser) =>
    exportOpen.mutate(user.userID, {
      onSuccess: (file) => saveFile(file, t('admin:organization.openFileName', { name: user.name })),
      // back-office spec, section 8: "'Es wurden keine offenen Testkäufe gefunden.' on failure of the open-user export"
      onError: () => notify({ color: 'yellow', message: t('admin:organization.noOpenPurchases') }),
    });

  return (
    <Stack>
      <PageHeader
        title={t('common:menu.organizationOverview')}
        description={t('admin:organization.description')}
      />
      <Title order={3}>{t('admin:organization.today')}</Title>
      {day.isPending || day.isError ? (
        <LoadState error={day.error} onRetry={() => void day.refetch()} />
      ) : day.data.users.length === 0 ? (
        <EmptyState title={t('admin:organization.nobodyToday')} />
      ) : (
        <UserDayTable
          users={day.data.users}
          actions={(user) => (
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                loading={exportOpen.isPending && exportOpen.variables === user.userID}
                onClick={() => download(user)}
                aria-label={t('admin:organization.exportOpenOf', { name: user.name })}
              >
                {t('admin:organization.exportOpen')}
              </Button>
              <UserMapButton date={today} user={user} openOnly />
            </Group>
          )}
        />
      )}
      <Title order={3}>{t('admin:organization.rounds')}</Title>
      {rounds.isPending || rounds.isError ? (
        <LoadState error={rounds.error} onRetry={() => void rounds.refetch()} />
      ) : currentRounds.length === 0 ? (
        <EmptyState title={t('admin:organization.noRounds')} />
      ) : (
        <RoundProgressList rounds={currentRounds} />
      )}
    </Stack>
  );
}
