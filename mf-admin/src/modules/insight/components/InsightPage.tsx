import { useState } from 'react';
import { Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addDays, INSIGHT_DIMENSIONS, saleRate, toIsoDate, type InsightQuery } from '@agecheck/contracts';
import { EmptyState, LoadState, localeOf, PageHeader } from '@agecheck/ui';
import { DateField } from '@agecheck/ui/date-field';
import { useInsight } from '../insight.api';
import { formatRate } from '../insight-labels';
import { withPeriodEnd, withRound } from '../insight-period';
import { SaleRateChart } from './SaleRateChart';

/** The period the page opens with: the last twelve months. */
function lastYear(): InsightQuery {
  const today = toIsoDate();
  return { from: addDays(today, -365), to: today };
}

/**
 * /admin/insight (issue 8, "Beyond the spec: insight"): the sale rate (share of tests where the regulations
 * were not respected) by shopper age, hour, weekday, store type, canton, test type and first test versus
 * re-test, each as a bar chart with its table, for a period and a round; the numbers come from the read
 * model of svc-purchases (`POST api/purchases/insight`).
 */
export function InsightPage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const [query, setQuery] = useState<InsightQuery>(lastYear);
  const insight = useInsight(query);
  const setFrom = (date: string | null) => setQuery((current) => withPeriodEnd(current, 'from', date));
  const setTo = (date: string | null) => setQuery((current) => withPeriodEnd(current, 'to', date));
  const setRound = (sprintListID: string | null) => setQuery((current) => withRound(current, sprintListID));

  return (
    <Stack>
      <PageHeader title={t('admin:insight.title')} description={t('admin:insight.description')} />
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end">
          <DateField
            label={t('admin:insight.from')}
            value={query.from ?? null}
            onChange={setFrom}
            clearable
            clearButtonProps={{ 'aria-label': t('admin:insight.clearFrom') }}
            w={170}
          />
          <DateField
            label={t('admin:insight.to')}
            value={query.to ?? null}
            onChange={setTo}
            clearable
            clearButtonProps={{ 'aria-label': t('admin:insight.clearTo') }}
            w={170}
          />
          <Select
            label={t('admin:insight.round')}
            placeholder={t('admin:insight.allRounds')}
            data={(insight.data?.rounds ?? []).map((round) => ({
              value: round.sprintListID,
              label: round.name,
            }))}
            value={query.sprintListID ?? null}
            onChange={setRound}
            clearable
            w={240}
          />
        </Group>
      </Paper>
      {insight.isPending || insight.isError ? (
        <LoadState error={insight.error} onRetry={() => void insight.refetch()} />
      ) : insight.data.tests === 0 ? (
        <EmptyState title={t('admin:insight.empty')} />
      ) : (
        <>
          <Text fw={600} data-testid="insight-total">
            {t('admin:insight.total', {
              sold: insight.data.sold,
              tests: insight.data.tests,
              rate: formatRate(saleRate(insight.data), localeOf(i18n.language)),
            })}
          </Text>
          <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
            {INSIGHT_DIMENSIONS.map((dimension) => (
              <SaleRateChart
                key={dimension}
                dimension={dimension}
                rows={insight.data.dimensions[dimension]}
              />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
