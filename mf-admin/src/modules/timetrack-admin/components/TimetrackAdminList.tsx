import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadState, useShell } from '@agecheck/ui';
import { DataGrid, type DataGridColumn } from '@agecheck/ui/data-grid';
import { EntryActions } from '../../catalog/components/EntryActions';
import {
  chf,
  TIMETRACK_ADMIN_COLUMNS,
  type TimetrackAdminColumn,
  type TimetrackColumnContext,
} from '../timetrack-admin-columns';
import type { TimetrackAdminTab } from '../timetrack-admin-tab';
import { useTimetrackList, type TimetrackEntry } from '../timetrack-admin.api';

type Props<Tab extends TimetrackAdminTab> = {
  tab: Tab;
  context: TimetrackColumnContext;
  onEdit: (entry: TimetrackEntry<Tab>) => void;
  onDelete: (entry: TimetrackEntry<Tab>) => void;
};

/**
 * One tab's list: 'Fehler beim Laden.' when it failed (with a retry), the whole list in a grid sorted on the
 * client (its columns chosen per user, its CSV), edit and delete on each row.
 */
export function TimetrackAdminList<Tab extends TimetrackAdminTab>({
  tab,
  context,
  onEdit,
  onDelete,
}: Props<Tab>) {
  const { t } = useTranslation('admin');
  const { user } = useShell();
  const list: UseQueryResult<TimetrackEntry<Tab>[]> = useTimetrackList(tab);
  const columns = (TIMETRACK_ADMIN_COLUMNS[tab] as readonly TimetrackAdminColumn<TimetrackEntry<Tab>>[]).map(
    ({ id, value, price }): DataGridColumn<TimetrackEntry<Tab>> => ({
      id,
      header: t(`timetrackAdmin.field.${id}`),
      value: (row) => value(row, context),
      ...(price ? { text: (row) => chf(value(row, context)) } : {}),
    }),
  );
  if (list.isPending || list.isError) {
    return <LoadState error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (list.data.length === 0) return <EmptyState title={t(`timetrackAdmin.empty.${tab}`)} />;
  return (
    <DataGrid
      rows={list.data}
      columns={columns}
      rowId={(row) => row._id}
      storageKey={`timetrackAdmin.${tab}:${user._id}`}
      label={t(`timetrackAdmin.tab.${tab}`)}
      csvName={t(`timetrackAdmin.tab.${tab}`)}
      actions={(row) => (
        <EntryActions name={row.name} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
      )}
    />
  );
}
