import { useState } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState, PageHeader } from '@agecheck/ui';
import type { PortalQuery } from '@agecheck/contracts';
import { usePortalResponses } from '../portal.api';
import { PortalFilters } from './PortalFilters';
import { PortalResults } from './PortalResults';

/** /portal (promo-checks spec, section 2.3): the customer's overview of promo-check responses. */
export function PortalPage() {
  const { t } = useTranslation('portal');
  const [query, setQuery] = useState<PortalQuery | null>(null);
  const responses = usePortalResponses(query);

  return (
    <Stack>
      <PageHeader title={t('title')} description={t('description')} />
      <Paper withBorder radius="md" p="md">
        <PortalFilters onSearch={setQuery} searching={responses.isFetching} />
      </Paper>
      {query === null ? (
        <Text c="dimmed">{t('startHint')}</Text>
      ) : responses.isPending || responses.isError ? (
        <LoadState error={responses.error} onRetry={() => void responses.refetch()} />
      ) : (
        <PortalResults responses={responses.data} />
      )}
    </Stack>
  );
}
