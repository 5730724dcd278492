import { lazy, Suspense, useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Timetrack } from '@agecheck/contracts';
import {
  ConfirmDialog,
  EmptyState,
  errorMessageKey,
  IconCheck,
  LoadState,
  notify,
  PageHeader,
  Pager,
  useShell,
} from '@agecheck/ui';
import {
  recordsFilterFromParams,
  recordsFilterToParams,
  recordsListQuery,
  type RecordsFilter,
} from '../records-filter';
import { recordRow, type RecordRow } from '../record-row';
import {
  useAllUsers,
  useDeleteRecord,
  useDetectiveCustomers,
  useRecordsPage,
  useRegions,
  useReviewRecords,
  useTkRegions,
} from '../timetrack-records.api';
import { RecordActions } from './RecordCells';
import { RecordsFilters } from './RecordsFilters';
import { RecordsGrid } from './RecordsGrid';
import { RecordsTable } from './RecordsTable';

// the wizard and its images load with the first edit, not with the list
const EditRecordDialog = lazy(() =>
  import('./EditRecordDialog').then((module) => ({ default: module.EditRecordDialog })),
);

const namesOf = (list: readonly { _id: string; name: string }[] | undefined) =>
  new Map((list ?? []).map((entry) => [entry._id, entry.name]));

/**
 * /admin/timetracks (admin; checklist A-R3, A.7; back-office spec, section 2, L36, L73): all time records, 50 a
 * page from the server, newest first, filtered by user, customer, period and status (kept in the address);
 * as a table, or as the data grid when the admin's setting `tryNewRapportView` is on (decision 0037). Each
 * record is reviewed by its toggle, a selection by 'Als geprüft markieren' (R-T16; an incomplete one is
 * refused, A-C11), edited in the five-step wizard inside a dialog (A-R6), deleted after a question ('Rapport
 * gelöscht.').
 */
export function TimetrackRecordsPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { user } = useShell();
  const [params, setParams] = useSearchParams();
  const filter = recordsFilterFromParams(params);
  const records = useRecordsPage(recordsListQuery(filter), filter.page);
  const users = useAllUsers();
  const customers = useDetectiveCustomers();
  const regions = useRegions();
  const tkRegions = useTkRegions();
  const review = useReviewRecords();
  const remove = useDeleteRecord();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<Timetrack | null>(null);
  const [editing, setEditing] = useState<Timetrack | null>(null);

  const names = {
    customers: namesOf(customers.data),
    regions: namesOf(regions.data),
    tkRegions: namesOf(tkRegions.data),
    users: namesOf(users.data),
  };
  const items = records.data?.items ?? [];
  const byId = new Map(items.map((record) => [record._id, record]));
  const rows = items.map((record) => recordRow(record, names, t));

  const setFilter = (next: RecordsFilter) => {
    setSelected(new Set());
    setParams(recordsFilterToParams(next));
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) =>
      rows.length > 0 && rows.every((row) => current.has(row.id))
        ? new Set()
        : new Set(rows.map((row) => row.id)),
    );
  const failed = (error: unknown) => notify({ color: 'red', message: t(`common:${errorMessageKey(error)}`) });

  const reviewOne = (id: string, reviewed: boolean) =>
    review.mutate(
      { ids: [id], reviewed },
      {
        onSuccess: () => notify({ color: 'green', message: t('common:util.saved') }),
        onError: failed,
      },
    );
  const reviewSelection = () => {
    const ids = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
    if (ids.length === 0) {
      notify({ color: 'yellow', message: t('common:util.selectOne') });
      return;
    }
    review.mutate(
      { ids, reviewed: true },
      {
        onSuccess: (answer) => {
          setSelected(new Set());
          notify({
            color: 'green',
            message: t('admin:timetrackRecords.reviewedMany', { count: answer.length }),
          });
        },
        onError: failed,
      },
    );
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        notify({ color: 'green', message: t('common:timetrack.delete') });
        setSelected((current) => {
          const next = new Set(current);
          next.delete(toDelete._id);
          return next;
        });
        setToDelete(null);
      },
      onError: (error) => {
        setToDelete(null);
        failed(error);
      },
    });
  };

  const actions = (row: RecordRow) => {
    const record = byId.get(row.id);
    return (
      <RecordActions
        row={row}
        reviewed={record?.reviewed ?? false}
        busy={review.isPending}
        onReview={(reviewed) => reviewOne(row.id, reviewed)}
        onEdit={record ? () => setEditing(record) : undefined}
        onDelete={() => setToDelete(record ?? null)}
      />
    );
  };
  const pages = records.data ? Math.ceil(records.data.total / records.data.pageSize) : 0;
  const asGrid = user.settings.tryNewRapportView;

  return (
    <Stack>
      <PageHeader
        title={t('admin:timetrackRecords.title')}
        description={t('admin:timetrackRecords.description')}
        actions={
          <Button
            leftSection={<IconCheck size={16} />}
            onClick={reviewSelection}
            loading={review.isPending}
            data-testid="records-mark-reviewed"
          >
            {t('admin:timetrackRecords.markReviewed')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <RecordsFilters
          filter={filter}
          users={users.data ?? []}
          customers={customers.data ?? []}
          onChange={setFilter}
        />
      </Paper>
      {records.isPending || records.isError ? (
        <LoadState error={records.error} onRetry={() => void records.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('common:timetrack.empty')} />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('admin:timetrackRecords.total', { count: records.data.total })}
            </Text>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('admin:timetrackRecords.selected', { count: selected.size })}
            </Text>
          </Group>
          {asGrid ? (
            <RecordsGrid
              rows={rows}
              page={filter.page}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              actions={actions}
            />
          ) : (
            <RecordsTable
              rows={rows}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              actions={actions}
            />
          )}
          {pages > 1 ? (
            <Group justify="center">
              <Pager total={pages} value={filter.page} onChange={(page) => setFilter({ ...filter, page })} />
            </Group>
          ) : null}
        </Stack>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <EditRecordDialog key={editing._id} record={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        opened={toDelete !== null}
        message={t('common:util.deleteQ')}
        confirmLabel={t('common:util.delete')}
        danger
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
