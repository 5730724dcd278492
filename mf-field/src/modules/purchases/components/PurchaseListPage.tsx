import { useState } from 'react';
import { ActionIcon, Button, Menu, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { displayStatus, displayStatusKey, type Purchase } from '@agecheck/contracts';
import {
  ConfirmDialog,
  EmptyState,
  errorMessageKey,
  IconDots,
  IconTrash,
  LoadState,
  notify,
  PageHeader,
} from '@agecheck/ui';
import { useDeletePurchase, usePurchaseList, wizardPath, type PurchaseListKind } from '../purchases.api';
import { PurchaseCard } from './PurchaseCard';

/**
 * /purchases/completed and /purchases/delayed (field-app spec, section 2): completed purchases can be
 * deleted after a confirmation and offer 'new purchase for the same store'; delayed ones can be opened to go
 * on or deleted. A purchase finished with a special reason cannot be opened again (section 4).
 */
export function PurchaseListPage({ kind }: { kind: PurchaseListKind }) {
  const { t } = useTranslation(['field', 'common']);
  const navigate = useNavigate();
  const purchases = usePurchaseList(kind);
  const remove = useDeletePurchase();
  const [toDelete, setToDelete] = useState<Purchase | null>(null);

  const open = (purchase: Purchase) => {
    if (purchase.specialReason) {
      notify({ color: 'red', message: t('field:purchase.list.specialReasonLocked') });
      return;
    }
    void navigate(wizardPath.purchase(purchase._id));
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        notify({ color: 'green', message: t('common:util.deleted') });
        setToDelete(null);
      },
      onError: (error) => notify({ color: 'red', message: t(`common:${errorMessageKey(error)}`) }),
    });
  };

  return (
    <Stack>
      <PageHeader
        title={t(`field:purchase.list.${kind}Title`)}
        description={t(`field:purchase.list.${kind}Hint`)}
      />
      {purchases.isPending || purchases.isError ? (
        <LoadState error={purchases.error} onRetry={() => void purchases.refetch()} />
      ) : purchases.data.length === 0 ? (
        <EmptyState title={t(`field:purchase.list.${kind}Empty`)} />
      ) : (
        <Stack gap="xs">
          {purchases.data.map((purchase) => (
            <PurchaseCard
              key={purchase._id}
              purchase={purchase}
              statusKey={displayStatusKey(displayStatus(purchase))}
              actions={
                kind === 'delayed' ? (
                  <>
                    <Button size="xs" variant="light" onClick={() => open(purchase)}>
                      {t('field:purchase.list.open')}
                    </Button>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`${t('common:util.delete')}: ${purchase.name}`}
                      onClick={() => setToDelete(purchase)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </>
                ) : (
                  <Menu position="bottom-end">
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        aria-label={`${t('common:util.actions')}: ${purchase.name}`}
                      >
                        <IconDots size={18} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => open(purchase)}>{t('field:purchase.list.open')}</Menu.Item>
                      <Menu.Item onClick={() => void navigate(wizardPath.store(purchase.storeID))}>
                        {t('field:purchase.list.newForStore')}
                      </Menu.Item>
                      <Menu.Item color="red" onClick={() => setToDelete(purchase)}>
                        {t('common:util.delete')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                )
              }
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={toDelete !== null}
        message={t('field:purchase.list.deleteQ', { name: toDelete?.name ?? '' })}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}

/** /purchases/completed. */
export function CompletedListPage() {
  return <PurchaseListPage kind="completed" />;
}

/** /purchases/delayed. */
export function DelayedListPage() {
  return <PurchaseListPage kind="delayed" />;
}
