import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NearStore, Store } from '@agecheck/contracts';
import { useOpeningText } from '../opening-text';

type Props<S extends Store | NearStore> = {
  stores: readonly S[];
  onChoose: (store: S) => void;
  /** Opens the store detail dialog; no button without it. */
  onDetail?: (store: S) => void;
};

/** Stores to choose from: name, number, street, place, opening text and distance (field-app spec, "Near stores"). */
export function StoreList<S extends Store | NearStore>({ stores, onChoose, onDetail }: Props<S>) {
  const { t } = useTranslation('field');
  const openingText = useOpeningText();
  return (
    <Stack gap="xs" data-testid="store-list">
      {stores.map((store) => (
        <Paper key={store._id} withBorder radius="md" p="sm" data-testid="store-row">
          {/* On a phone the buttons go under the store, so its name is not cut to a few letters. */}
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
              {/* the name wraps: cut, it would hide the store number that tells the stores apart */}
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {store.name} ({store.vst})
              </Text>
              <Text size="sm" c="dimmed">
                {store.street}, {store.plz} {store.city}
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  'opening' in store ? openingText(store.opening) : undefined,
                  'distance' in store.geo
                    ? t('stores.distance', { km: store.geo.distance.toFixed(1) })
                    : undefined,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              {onDetail ? (
                <Button size="xs" variant="default" onClick={() => onDetail(store)}>
                  {t('stores.detail')}
                </Button>
              ) : null}
              <Button
                size="xs"
                onClick={() => onChoose(store)}
                aria-label={`${t('stores.choose')}: ${store.name}`}
              >
                {t('stores.choose')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
