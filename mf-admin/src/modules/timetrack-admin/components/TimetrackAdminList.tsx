import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadState, useShell } from '@agecheck/ui';
import { DataGrid, type DataGridColumn } from '@agecheck/ui/data-grid';
import { EntryActions } from '../../catalog/components/EntryActions';
import type { TimetrackAdminTab } from '../timetrack-admin-tab';

type Props<T extends { _id: string; name: string }> = {
  tab: TimetrackAdminTab;
  list: UseQueryResult<T[]>;
  columns: readonly DataGridColumn<T>[];
  onEdit: (entry: T) => void;
  onDelete: (entry: T) => void;
};

/**
 * One tab's list: 'Fehler beim Laden.' when it failed (with a retry), the whole list in a grid sorted on the
 * client (its columns chosen per user, its CSV), edit and delete on each row.
 */
export function TimetrackAdminList<T extends { _id: string; name: string }>({
  tab,
  list,
  columns,
  onEdit,
  onDelete,
}: Props<T>) {
  const { t } = useTranslation('admin');
  const { user } = useShell();
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
