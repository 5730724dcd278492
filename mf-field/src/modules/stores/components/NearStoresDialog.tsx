import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NEAR_STORES_DEFAULT, type NearStore, type StoreType } from '@agecheck/contracts';
import { NearStores } from './NearStores';

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
  return (
    <Modal opened={opened} onClose={onClose} title={t('stores.nearTitle')} size="lg">
      <NearStores active={opened} type={type} count={NEAR_STORES_DEFAULT} onChoose={onChoose} />
    </Modal>
  );
}
