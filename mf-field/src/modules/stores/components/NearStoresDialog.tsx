import { Alert, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Store } from '@agecheck/contracts';
import { EmptyState, IconAlert, LoadState } from '@agecheck/ui';
import { usePhonePosition } from '../geolocation';
import { useNearStores } from '../stores.api';
import { StoreList } from './StoreList';

type Props = {
  opened: boolean;
  /** The store type to look for ('all' for every type). */
  type: string;
  onChoose: (store: Store) => void;
  onClose: () => void;
};

/** The wizard lists the 10 nearest stores (field-app spec, section 9). */
const WIZARD_NEAR_STORES = 10;

/**
 * The near-stores dialog (field-app spec, section 2, "Near stores"): the stores nearest to the phone with
 * name, street, place, opening text and distance; messages for no stores found and for no GPS.
 */
export function NearStoresDialog({ opened, type, onChoose, onClose }: Props) {
  const { t } = useTranslation('field');
  const position = usePhonePosition(opened);
  const near = useNearStores(type, position.state === 'found' ? position : null, WIZARD_NEAR_STORES);

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
