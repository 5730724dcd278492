import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, formatDate, formatTime } from '@agecheck/ui';
import type { PortalResponse } from '@agecheck/contracts';

type Props = { responses: readonly PortalResponse[] };

/** The responses found; the grid with column chooser, grouping and export follows with the promo service. */
export function PortalResults({ responses }: Props) {
  const { t } = useTranslation('portal');
  if (responses.length === 0) {
    return <EmptyState title={t('empty')} description={t('emptyHint')} />;
  }
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {t('results', { count: responses.length })}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('column.date')}</Table.Th>
              <Table.Th>{t('column.time')}</Table.Th>
              <Table.Th>{t('column.vessel')}</Table.Th>
              <Table.Th>{t('column.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {responses.map((response) => (
              <Table.Tr key={response._id}>
                <Table.Td>{formatDate(response.promoCheckId?.date)}</Table.Td>
                <Table.Td>{formatTime(response.promoCheckId?.time)}</Table.Td>
                <Table.Td>{response.promogefaess?.description}</Table.Td>
                <Table.Td>{response.result ? t(`result.${response.result}`) : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
