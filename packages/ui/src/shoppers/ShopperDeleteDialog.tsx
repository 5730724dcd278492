import type { Shopper } from '@agecheck/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/api-error';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useDeleteShopper } from './shoppers.api';
import { notify } from '../notifications/notify';

export type ShopperDeleteDialogProps = {
  /** The shopper to delete; the dialog is open while this is set. */
  shopper: Shopper | null;
  onClose: () => void;
};

/** Asks before deleting a shopper, deletes it, tells the outcome and refreshes every shopper list. */
export function ShopperDeleteDialog({ shopper, onClose }: ShopperDeleteDialogProps) {
  const { t } = useTranslation('common');
  const remove = useDeleteShopper();
  return (
    <ConfirmDialog
      opened={shopper !== null}
      message={t('shopper.deleteQ', { name: shopper?.name ?? '' })}
      loading={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!shopper) return;
        remove.mutate(shopper._id, {
          onSuccess: () => notify({ color: 'green', message: t('shopper.deleted') }),
          onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
          onSettled: onClose,
        });
      }}
    />
  );
}
