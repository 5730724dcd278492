import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, LoadState, PageHeader } from '@agecheck/ui';
import { useMyPromoChecks } from '../promo-checks.api';
import { listTabOf, type PromoListTab } from '../list-tab';
import { PromoCheckRow } from './PromoCheckRow';

/** /promochecks/list (promo-checks spec, section 2.1): the user's promo checks in two tabs. */
export function PromoCheckListPage() {
  const { t } = useTranslation('promo');
  const [params, setParams] = useSearchParams();
  const tab = listTabOf(params.get('tab'));
  const checks = useMyPromoChecks();

  const renderTab = (value: PromoListTab) => {
    const items = (checks.data ?? []).filter((check) => check.finished === (value === 'finished'));
    if (checks.isPending || checks.isError)
      return <LoadState error={checks.error} onRetry={() => void checks.refetch()} />;
    if (items.length === 0) {
      return (
        <EmptyState
          title={t('list.empty')}
          description={t(value === 'finished' ? 'list.emptyFinished' : 'list.emptyNotFinished')}
        />
      );
    }
    return (
      <Stack gap="xs">
        {items.map((check) => (
          <PromoCheckRow key={check._id} check={check} />
        ))}
      </Stack>
    );
  };

  return (
    <Stack>
      <PageHeader title={t('list.title')} description={t('list.description')} />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'finished' ? { tab: 'finished' } : {}, { replace: true })}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="notFinished">{t('list.notFinished')}</Tabs.Tab>
          <Tabs.Tab value="finished">{t('list.finished')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="notFinished">{renderTab('notFinished')}</Tabs.Panel>
        <Tabs.Panel value="finished">{renderTab('finished')}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
