import { List, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadState, formatDate } from '@agecheck/ui';
import { useStoreErrors } from '../stores.api';

type Props = { storeId: string | null; onClose: () => void };

/** The store errors dialog (field-app spec, section 2): the failed tests of the store, newest first. */
export function StoreErrorsDialog({ storeId, onClose }: Props) {
  const { t } = useTranslation('field');
  const errors = useStoreErrors(storeId ?? undefined);
  return (
    <Modal opened={storeId !== null} onClose={onClose} title={t('stores.errorsTitle')}>
      {errors.isPending || errors.isError ? (
        <LoadState error={errors.error} onRetry={() => void errors.refetch()} />
      ) : errors.data.errors.length === 0 ? (
        <EmptyState title={t('stores.noErrors')} />
      ) : (
        <List spacing={4}>
          {errors.data.errors.map((error) => (
            <List.Item key={error.purchaseID}>
              {formatDate(error.date)} · {t(`purchase.testType.${error.testType}`)}
            </List.Item>
          ))}
        </List>
      )}
    </Modal>
  );
}
