import { Alert, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NEAR_STORES_DEFAULT, type NearStore, type StoreType } from '@agecheck/contracts';
import { EmptyState, IconAlert, LoadState } from '@agecheck/ui';
import { usePhonePosition } from '../geolocation';
import { useNearStores } from '../stores.api';
import { StoreList } from './StoreList';

type Props = {
  opened: boolean;
  /** The store type to look for. */
  type: StoreType;
  onChoose: (store: NearStore) => void;
  onClose: () => void;
};

/**
 * The near-stores dialog (field-app spec, section 2, "Near stores"): the stores nearest to the phone with
 * name, street, place, opening text and distance (the 10 nearest in the wizard); messages for no stores
 * found and for no GPS.
 */
export function NearStoresDialog({ opened, type, onChoose, onClose }: Props) {
  const { t } = useTranslation('field');
  const position = usePhonePosition(opened);
  const near = useNearStores(type, position.state === 'found' ? position : null, NEAR_STORES_DEFAULT);

  return (
    <Modal opened={opened} onClose={onClose} title={t('stores.nearTitle')} size="lg">
      {position.state === 'unavailable' ? (
        <Alert color="yellow" variant="light" icon={<IconAlert />} title={t('stores.noGps')}>
          {t('stores.noGpsHint')}
        </Alert>
      ) : near.isPending || near.isError ? (
        <LoadState error={near.error} onRetry={() => void near.refetch()} />
      ) : near.data.length === 0 ? (
        <EmptyState title={t('stores.noStores')} />
      ) : (
        <StoreList stores={near.data} onChoose={onChoose} />
      )}
    </Modal>
  );
}
