import { useState } from 'react';
import { Alert, Card, Group, Select, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NEAR_STORES_DASHBOARD, STORE_TYPES, type StoreType } from '@agecheck/contracts';
import { EmptyState, IconAlert, LoadState } from '@agecheck/ui';
import { usePhonePosition } from '../../stores/geolocation';
import { useNearStores } from '../../stores/stores.api';
import { StoreDetailDialog } from '../../stores/components/StoreDetailDialog';
import { StoreList } from '../../stores/components/StoreList';
import type { NearStore } from '@agecheck/contracts';

/** The dashboard's 3 nearest stores of a type (field-app spec, sections 2 and 9), leading to the wizard. */
export function NearStoresCard({ initialType }: { initialType: StoreType }) {
  const { t } = useTranslation('field');
  const navigate = useNavigate();
  const [type, setType] = useState<StoreType>(initialType);
  const [detail, setDetail] = useState<NearStore | null>(null);
  const position = usePhonePosition(true);
  const near = useNearStores(type, position.state === 'found' ? position : null, NEAR_STORES_DASHBOARD);

  return (
    <Card withBorder radius="md" padding="lg" data-testid="dashboard-near">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={4}>{t('stores.nearest')}</Title>
        <Select
          aria-label={t('purchase.find.type')}
          data={STORE_TYPES.map((value) => ({ value, label: t(`storeType.${value}`) }))}
          value={type}
          onChange={(value) => value && setType(value as StoreType)}
          allowDeselect={false}
          w={180}
        />
      </Group>
      <Stack>
        {position.state === 'unavailable' ? (
          <Alert color="yellow" variant="light" icon={<IconAlert />} title={t('stores.noGps')}>
            {t('stores.noGpsHint')}
          </Alert>
        ) : near.isPending || near.isError ? (
          <LoadState error={near.error} onRetry={() => void near.refetch()} />
        ) : near.data.length === 0 ? (
          <EmptyState title={t('stores.noStores')} />
        ) : (
          <StoreList
            stores={near.data}
            onDetail={setDetail}
            onChoose={(store) => void navigate(`/purchases/detail?store=${encodeURIComponent(store._id)}`)}
          />
        )}
      </Stack>
      <StoreDetailDialog store={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
