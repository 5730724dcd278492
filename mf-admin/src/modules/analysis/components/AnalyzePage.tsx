import { useState } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { analyzeDayParamsSchema, toIsoDate } from '@agecheck/contracts';
import { EmptyState, formatDate, LoadState, PageHeader } from '@agecheck/ui';
import { DateField } from '@agecheck/ui/date-field';
import { useAnalyzeDay } from '../analysis.api';
import { UserDayTable } from './UserDayTable';
import { UserMapButton } from './UserMapButton';

/**
 * /admin/purchases/analyze (back-office spec, section 2): a day's search, the users out that day with their
 * counts, and per user the map dialog; the empty state when there were no tours on the date.
 */
export function AnalyzePage() {
  const { t } = useTranslation(['admin', 'common']);
  const [params, setParams] = useSearchParams();
  // An address with a date that is none (typed or cut) shows today, as an address without one.
  const asked = params.get('date');
  const date = analyzeDayParamsSchema.safeParse({ date: asked }).success && asked ? asked : toIsoDate();
  const [typed, setTyped] = useState<string | null>(date);
  const day = useAnalyzeDay(date);

  return (
    <Stack>
      <PageHeader title={t('common:menu.purchasesAnalyze')} description={t('admin:analysis.description')} />
      <Paper withBorder radius="md" p="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (typed) setParams({ date: typed });
          }}
        >
          <Group align="flex-end">
            <DateField label={t('admin:analysis.date')} value={typed} onChange={setTyped} w={180} />
            <Button type="submit" disabled={!typed}>
              {t('common:util.search')}
            </Button>
          </Group>
        </form>
      </Paper>
      {day.isPending || day.isError ? (
        <LoadState error={day.error} onRetry={() => void day.refetch()} />
      ) : day.data.users.length === 0 ? (
        <EmptyState title={t('admin:analysis.empty')} description={formatDate(date)} />
      ) : (
        <UserDayTable users={day.data.users} actions={(user) => <UserMapButton date={date} user={user} />} />
      )}
    </Stack>
  );
}
