import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NearStore, StoreType } from '@agecheck/contracts';
import { EmptyState, IconAlert, LoadState } from '@agecheck/ui';
import { usePhonePosition } from '../geolocation';
import { useNearStores } from '../stores.api';
import { StoreList } from './StoreList';

type Props = {
  /** Whether to ask for the phone's position now (a closed dialog does not). */
  active: boolean;
  type: StoreType;
  /** How many: 10 in the wizard, 3 on the dashboard (field-app spec, section 9). */
  count: number;
  onChoose: (store: NearStore) => void;
  onDetail?: (store: NearStore) => void;
};

/**
 * The stores nearest to the phone (field-app spec, section 2, "Near stores"): name, street, place, opening
 * text and distance; the messages for no GPS and for no stores found.
 */
export function NearStores({ active, type, count, onChoose, onDetail }: Props) {
  const { t } = useTranslation('field');
  const position = usePhonePosition(active);
  const near = useNearStores(type, position.state === 'found' ? position : null, count);
  if (position.state === 'unavailable') {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlert />} title={t('stores.noGps')}>
        {t('stores.noGpsHint')}
      </Alert>
    );
  }
  if (near.isPending || near.isError)
    return <LoadState error={near.error} onRetry={() => void near.refetch()} />;
  if (near.data.length === 0) return <EmptyState title={t('stores.noStores')} />;
  return <StoreList stores={near.data} onChoose={onChoose} onDetail={onDetail} />;
}
