import { useTranslation } from 'react-i18next';
import type { PurchaseRow } from '@agecheck/contracts';
import { ConfirmDialog, errorMessageKey, formatDate, notify } from '@agecheck/ui';
import { useDeletePurchase } from '../purchase-lists.api';

type Props = { row: PurchaseRow | null; onClose: () => void };

/** Asks before a purchase is deleted (admin), then deletes it and says so. */
export function DeletePurchaseDialog({ row, onClose }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const remove = useDeletePurchase();
  const confirm = () => {
    if (!row) return;
    remove.mutate(row._id, {
      onSuccess: () => {
        notify({ color: 'teal', message: t('admin:purchases.deleted') });
        onClose();
      },
      onError: (error) => notify({ color: 'red', message: t(`common:${errorMessageKey(error)}`) }),
    });
  };
  return (
    <ConfirmDialog
      opened={row !== null}
      title={t('admin:purchases.deleteTitle')}
      message={
        row
          ? t('admin:purchases.deleteQ', { date: formatDate(row.date), store: `${row.name} (${row.vst})` })
          : ''
      }
      danger
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
