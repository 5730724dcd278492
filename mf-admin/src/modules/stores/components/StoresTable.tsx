import { ActionIcon, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLocated, type Store } from '@agecheck/contracts';
import { IconEdit } from '@agecheck/ui';

type Props = { stores: readonly Store[]; onEdit: (store: Store) => void };

/** Back-office spec, section 2, "Stores": store number, type, subtype, name, address, VRE, geo, place. */
export function StoresTable({ stores, onEdit }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stores.column.vst')}</Table.Th>
            <Table.Th>{t('stores.column.type')}</Table.Th>
            <Table.Th>{t('stores.column.subtype')}</Table.Th>
            <Table.Th>{t('stores.column.name')}</Table.Th>
            <Table.Th>{t('stores.column.address')}</Table.Th>
            <Table.Th>{t('stores.column.vre')}</Table.Th>
            <Table.Th>{t('stores.column.geo')}</Table.Th>
            <Table.Th>{t('stores.column.place')}</Table.Th>
            <Table.Th aria-label={t('common:util.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stores.map((store) => (
            <Table.Tr key={store._id} data-testid="store-row">
              <Table.Td>{store.vst}</Table.Td>
              <Table.Td>{store.type}</Table.Td>
              <Table.Td>{store.spamia_type ?? store.format ?? ''}</Table.Td>
              <Table.Td>{store.name}</Table.Td>
              <Table.Td>
                {store.street}, {store.plz} {store.city}
              </Table.Td>
              <Table.Td>{store.vre ?? ''}</Table.Td>
              <Table.Td>
                {isLocated(store)
                  ? `${store.geo.latitude.toFixed(5)}, ${store.geo.longitude.toFixed(5)}`
                  : t('common:util.no')}
              </Table.Td>
              <Table.Td>{store.geo.place?.formatted_address ?? ''}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  onClick={() => onEdit(store)}
                  aria-label={t('stores.edit.open', { name: store.name })}
                >
                  <IconEdit size={18} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
