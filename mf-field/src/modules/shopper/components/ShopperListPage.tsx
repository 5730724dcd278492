import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Shopper } from '@agecheck/contracts';
import {
  EmptyState,
  IconPlus,
  LoadState,
  PageHeader,
  ShopperDeleteDialog,
  useMyShoppers,
} from '@agecheck/ui';
import { ShopperCard } from './ShopperCard';

const detailPath = (shopper: string) =>
  `/shopper/detail?shopper=${encodeURIComponent(shopper)}&origin=/shopper`;

/** /shopper (field-app spec, section 2): the test buyer's shoppers; add, edit, delete with confirmation. */
export function ShopperListPage() {
  const { t } = useTranslation(['common', 'field']);
  const navigate = useNavigate();
  const shoppers = useMyShoppers();
  const [toDelete, setToDelete] = useState<Shopper | null>(null);

  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => void navigate(detailPath('new'))}>
      {t('common:shopper.add')}
    </Button>
  );

  return (
    <Stack>
      <PageHeader
        title={t('common:shopper.title')}
        description={t('field:shopper.listDescription')}
        actions={addButton}
      />
      {shoppers.isPending || shoppers.isError ? (
        <LoadState error={shoppers.error} onRetry={() => void shoppers.refetch()} />
      ) : shoppers.data.length === 0 ? (
        <EmptyState title={t('common:shopper.empty')} description={t('common:shopper.emptyHint')} />
      ) : (
        <Stack gap="xs">
          {shoppers.data.map((shopper) => (
            <ShopperCard
              key={shopper._id}
              shopper={shopper}
              onEdit={() => void navigate(detailPath(shopper._id))}
              onUpload={() => void navigate('/eforms?form=shopperData')}
              onDelete={() => setToDelete(shopper)}
            />
          ))}
        </Stack>
      )}
      <ShopperDeleteDialog shopper={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
