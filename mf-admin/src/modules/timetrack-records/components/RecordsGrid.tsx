import type { ReactNode } from 'react';
import { Checkbox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShell } from '@agecheck/ui';
import { DataGrid, type DataGridColumn } from '@agecheck/ui/data-grid';
import type { RecordRow } from '../record-row';
import { CompleteBadge, SelectBox, StatusIcon } from './RecordCells';

type Props = {
  rows: readonly RecordRow[];
  page: number;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  actions: (row: RecordRow) => ReactNode;
};

/**
 * The records as the data grid (decision A.7: when the admin's setting `tryNewRapportView` is on): sortable
 * columns of the page, the column chooser, the CSV; the selection and the actions in the last column.
 */
export function RecordsGrid({ rows, page, selected, onToggle, onToggleAll, actions }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const { user } = useShell();
  const column = (
    id: string,
    rest: Omit<DataGridColumn<RecordRow>, 'id' | 'header'>,
  ): DataGridColumn<RecordRow> => ({ id, header: t(`admin:timetrackRecords.column.${id}`), ...rest });
  const columns: DataGridColumn<RecordRow>[] = [
    column('status', {
      value: (row) => t(`common:timetrack.status.${row.status}`),
      cell: (row) => <StatusIcon status={row.status} />,
    }),
    column('user', { value: (row) => row.user }),
    column('type', { value: (row) => row.type }),
    column('customer', { value: (row) => row.customer }),
    column('date', { value: (row) => row.day, text: (row) => row.date }),
    column('times', { value: (row) => row.times }),
    column('pause', {
      value: (row) => (row.pause ? Number(row.pause) : undefined),
      text: (row) => row.pause,
    }),
    column('payout', {
      value: (row) => (row.payout ? Number(row.payout) : undefined),
      text: (row) => row.payout,
    }),
    column('complete', {
      value: (row) => t(row.complete ? 'common:util.yes' : 'common:util.no'),
      cell: (row) => <CompleteBadge complete={row.complete} />,
    }),
  ];
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      rowId={(row) => row.id}
      storageKey={`timetrackRecords:${user._id}`}
      label={t('admin:timetrackRecords.title')}
      csvName={t('admin:timetrackRecords.fileName', { page })}
      toolbar={
        <Checkbox
          size="xs"
          label={t('admin:timetrackRecords.selectAll')}
          checked={allSelected}
          indeterminate={!allSelected && rows.some((row) => selected.has(row.id))}
          onChange={onToggleAll}
        />
      }
      actions={(row) => (
        <Group gap={6} wrap="nowrap">
          <SelectBox row={row} selected={selected.has(row.id)} onToggle={() => onToggle(row.id)} />
          {actions(row)}
        </Group>
      )}
    />
  );
}
