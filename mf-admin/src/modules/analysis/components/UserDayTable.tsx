import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyzeDayUser } from '@agecheck/contracts';

type Props = {
  users: readonly AnalyzeDayUser[];
  /** The actions of a user's row (map, export). */
  actions: (user: AnalyzeDayUser) => ReactNode;
};

/** The users out on a day with the counts of their purchases (daily analysis and planning overview). */
export function UserDayTable({ users, actions }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover data-testid="day-users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analysis.user')}</Table.Th>
            <Table.Th ta="right">{t('analysis.purchases')}</Table.Th>
            <Table.Th ta="right">{t('analysis.completed')}</Table.Th>
            <Table.Th ta="right">{t('analysis.delayed')}</Table.Th>
            <Table.Th ta="right">{t('analysis.failed')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.userID}>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td ta="right">{user.purchases}</Table.Td>
              <Table.Td ta="right">{user.completed}</Table.Td>
              <Table.Td ta="right">{user.delayed}</Table.Td>
              <Table.Td ta="right">{user.failed}</Table.Td>
              <Table.Td ta="right">{actions(user)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
