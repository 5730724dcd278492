import { ActionIcon, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ageInYears, toIsoDate, type Shopper } from '@agecheck/contracts';
import { IconEdit, IconTrash, formatDate } from '@agecheck/ui';

type Props = {
  shoppers: readonly Shopper[];
  ownerName: (userID: string) => string;
  onEdit: (shopper: Shopper) => void;
  onDelete: (shopper: Shopper) => void;
};

/** The shoppers of one page: name, birth date, age, gender, owner, actions. */
export function ShopperAdminTable({ shoppers, ownerName, onEdit, onDelete }: Props) {
  const { t } = useTranslation('common');
  const today = toIsoDate();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shopper.name')}</Table.Th>
            <Table.Th>{t('shopper.date')}</Table.Th>
            <Table.Th>{t('shopper.age')}</Table.Th>
            <Table.Th>{t('shopper.gender')}</Table.Th>
            <Table.Th>{t('shopper.owner')}</Table.Th>
            <Table.Th aria-label={t('util.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shoppers.map((shopper) => (
            <Table.Tr key={shopper._id} data-testid="shopper-admin-row">
              <Table.Td>{shopper.name}</Table.Td>
              <Table.Td>{formatDate(shopper.date)}</Table.Td>
              <Table.Td>{ageInYears(shopper.date, today)}</Table.Td>
              <Table.Td>{t(`gender.${shopper.gender}`)}</Table.Td>
              <Table.Td>{ownerName(shopper.userID)}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    onClick={() => onEdit(shopper)}
                    aria-label={`${t('util.edit')}: ${shopper.name}`}
                  >
                    <IconEdit size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => onDelete(shopper)}
                    aria-label={`${t('util.delete')}: ${shopper.name}`}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
