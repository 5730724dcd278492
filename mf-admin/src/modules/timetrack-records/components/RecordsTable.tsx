import type { ReactNode } from 'react';
import { Checkbox, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RecordRow } from '../record-row';
import { CompleteBadge, SelectBox, StatusIcon } from './RecordCells';

type Props = {
  rows: readonly RecordRow[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  actions: (row: RecordRow) => ReactNode;
};

/** The records as a table (the default view of A-R3; decision A.7): selection, status, the record, actions. */
export function RecordsTable({ rows, selected, onToggle, onToggleAll, actions }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const column = (id: string) => t(`admin:timetrackRecords.column.${id}`);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover aria-label={t('admin:timetrackRecords.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('admin:timetrackRecords.selectAll')}
                checked={allSelected}
                indeterminate={!allSelected && rows.some((row) => selected.has(row.id))}
                onChange={onToggleAll}
              />
            </Table.Th>
            {['status', 'user', 'type', 'customer', 'date', 'times', 'pause', 'payout', 'complete'].map(
              (id) => (
                <Table.Th key={id}>{column(id)}</Table.Th>
              ),
            )}
            <Table.Th>{t('common:util.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="records-row">
              <Table.Td>
                <SelectBox row={row} selected={selected.has(row.id)} onToggle={() => onToggle(row.id)} />
              </Table.Td>
              <Table.Td>
                <StatusIcon status={row.status} />
              </Table.Td>
              <Table.Td>{row.user}</Table.Td>
              <Table.Td>{row.type}</Table.Td>
              <Table.Td>{row.customer}</Table.Td>
              <Table.Td>{row.date}</Table.Td>
              <Table.Td>{row.times}</Table.Td>
              <Table.Td>{row.pause}</Table.Td>
              <Table.Td>{row.payout}</Table.Td>
              <Table.Td>
                <CompleteBadge complete={row.complete} />
              </Table.Td>
              <Table.Td>{actions(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
