import { useState } from 'react';
import { Card, Group, NativeSelect, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NEAR_STORES_DASHBOARD, STORE_TYPES, type NearStore, type StoreType } from '@agecheck/contracts';
import { StoreDetailDialog } from '../../stores/components/StoreDetailDialog';
import { NearStores } from '../../stores/components/NearStores';

/** The dashboard's 3 nearest stores of a type (field-app spec, sections 2 and 9), leading to the wizard. */
export function NearStoresCard({ initialType }: { initialType: StoreType }) {
  const { t } = useTranslation('field');
  const navigate = useNavigate();
  const [type, setType] = useState<StoreType>(initialType);
  const [detail, setDetail] = useState<NearStore | null>(null);

  return (
    <Card withBorder radius="md" padding="lg" data-testid="dashboard-near">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={4}>{t('stores.nearest')}</Title>
        {/* The phone's own picker: no dropdown code on the first screen, and the picker a phone user knows. */}
        <NativeSelect
          aria-label={t('purchase.find.type')}
          data={STORE_TYPES.map((value) => ({ value, label: t(`storeType.${value}`) }))}
          value={type}
          onChange={(event) => setType(event.currentTarget.value as StoreType)}
          w={180}
        />
      </Group>
      <NearStores
        active
        type={type}
        count={NEAR_STORES_DASHBOARD}
        onDetail={setDetail}
        onChoose={(store) => void navigate(`/purchases/detail?store=${encodeURIComponent(store._id)}`)}
      />
      <StoreDetailDialog store={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
