import { lazy, Suspense } from 'react';
import { Anchor, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLocated, openingHoursByWeekday, type Store } from '@agecheck/contracts';
import { navigationUrl, WEEKDAYS_FROM_MONDAY } from '../opening-hours';

const StoreMap = lazy(() => import('./StoreMap').then((m) => ({ default: m.StoreMap })));

type Props = { store: Store | null; onClose: () => void };

/**
 * The store detail dialog (field-app spec, section 2): address, opening hours per weekday, phone, a
 * navigation link and the map.
 */
export function StoreDetailDialog({ store, onClose }: Props) {
  const { t } = useTranslation('field');
  const days = openingHoursByWeekday(store?.geo.place?.opening_hours?.periods ?? []);
  const phone = store?.geo.place?.formatted_phone_number;
  return (
    <Modal
      opened={store !== null}
      onClose={onClose}
      title={store ? `${store.name} (${store.vst})` : ''}
      size="lg"
    >
      {store ? (
        <Stack gap="sm">
          <Text>
            {store.street}, {store.plz} {store.city} ({store.kanton})
          </Text>
          <Group gap="md">
            {phone ? <Anchor href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</Anchor> : null}
            {isLocated(store) ? (
              <Anchor
                href={navigationUrl(store.geo.latitude, store.geo.longitude)}
                target="_blank"
                rel="noreferrer"
              >
                {t('stores.navigate')}
              </Anchor>
            ) : null}
          </Group>
          <Table withRowBorders={false} verticalSpacing={2} aria-label={t('stores.openingHours')}>
            <Table.Tbody>
              {WEEKDAYS_FROM_MONDAY.map((day) => (
                <Table.Tr key={day}>
                  <Table.Th scope="row" fw={500}>
                    {t(`stores.weekday.${day}`)}
                  </Table.Th>
                  <Table.Td>
                    {days[day]?.length
                      ? days[day].map((range) => `${range.open}–${range.close}`).join(', ')
                      : t('stores.closed')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Suspense fallback={null}>
            <StoreMap points={[{ name: store.name, ...store.geo }]} />
          </Suspense>
        </Stack>
      ) : null}
    </Modal>
  );
}
