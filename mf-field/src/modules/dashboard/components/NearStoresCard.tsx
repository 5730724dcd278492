import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { Card, Group, Input, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconChevronDown, useOnceTrue } from '@agecheck/ui';
import { NEAR_STORES_DASHBOARD, STORE_TYPES, type NearStore, type StoreType } from '@agecheck/contracts';
import { NearStores } from '../../stores/components/NearStores';

// The detail dialog (a modal with a table and a map) loads when a store's detail is first asked for.
const StoreDetailDialog = lazy(() =>
  import('../../stores/components/StoreDetailDialog').then((module) => ({
    default: module.StoreDetailDialog,
  })),
);

/** The dashboard's 3 nearest stores of a type (field-app spec, sections 2 and 9), leading to the wizard. */
export function NearStoresCard({ initialType }: { initialType: StoreType }) {
  const { t } = useTranslation('field');
  const navigate = useNavigate();
  const [type, setType] = useState<StoreType>(initialType);
  const [detail, setDetail] = useState<NearStore | null>(null);
  const detailAsked = useOnceTrue(detail !== null);

  return (
    <Card withBorder radius="md" padding="lg" data-testid="dashboard-near">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={4}>{t('stores.nearest')}</Title>
        {/* The phone's own picker, in Mantine's input look (NativeSelect would bring the combobox's code). */}
        <Input
          component="select"
          aria-label={t('purchase.find.type')}
          value={type}
          onChange={(event: ChangeEvent<HTMLSelectElement>) =>
            setType(event.currentTarget.value as StoreType)
          }
          rightSection={<IconChevronDown size={16} />}
          rightSectionPointerEvents="none"
          w={180}
        >
          {STORE_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`storeType.${value}`)}
            </option>
          ))}
        </Input>
      </Group>
      <NearStores
        active
        type={type}
        count={NEAR_STORES_DASHBOARD}
        onDetail={setDetail}
        onChoose={(store) => void navigate(`/purchases/detail?store=${encodeURIComponent(store._id)}`)}
      />
      {detailAsked ? (
        <Suspense fallback={null}>
          <StoreDetailDialog store={detail} onClose={() => setDetail(null)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
