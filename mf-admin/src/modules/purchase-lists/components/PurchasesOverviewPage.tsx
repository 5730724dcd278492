import { useState } from 'react';
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { canAccess, reportFileName, toIsoDate, type PurchaseRow } from '@agecheck/contracts';
import { EmptyState, LoadState, PageHeader, useShell } from '@agecheck/ui';
import { DataGrid } from '@agecheck/ui/data-grid';
import { DateField } from '@agecheck/ui/date-field';
import { PurchaseDetailDialog } from '../../purchase-detail/components/PurchaseDetailDialog';
import { ReportDialog } from '../../report/components/ReportDialog';
import { usePurchaseColumns } from '../purchase-columns';
import { usePurchasesByDate } from '../purchase-lists.api';
import { DeletePurchaseDialog } from './DeletePurchaseDialog';
import { ExcelExportButton } from './ExcelExportButton';
import { PurchaseRowActions } from './PurchaseRowActions';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (params: URLSearchParams, name: string): string | null => {
  const value = params.get(name);
  return value && ISO_DATE.test(value) ? value : null;
};

/** The first day of the current month, the default start. */
const monthStart = () => `${toIsoDate().slice(0, 8)}01`;

/**
 * /admin/purchasesOverview (planung; back-office spec, section 2): the purchases of a date range in a grid
 * with column chooser and CSV; the action column (detail, delete) only for admin. The range is in the
 * address (`start`, `end`), this month by default.
 */
export function PurchasesOverviewPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { user } = useShell();
  const [params, setParams] = useSearchParams();
  const start = dateParam(params, 'start') ?? (params.has('start') ? null : monthStart());
  const end = dateParam(params, 'end') ?? (params.has('end') ? null : toIsoDate());
  const [detail, setDetail] = useState<PurchaseRow | null>(null);
  const [toDelete, setToDelete] = useState<PurchaseRow | null>(null);
  const [report, setReport] = useState<PurchaseRow | null>(null);
  const columns = usePurchaseColumns();
  const purchases = usePurchasesByDate(start, end);
  const isAdmin = canAccess(user.role, 'admin');
  const rangeError = start && end && start > end ? t('common:purchase.list.rangeErr') : null;

  const setRange = (next: { start: string | null; end: string | null }) =>
    setParams({ start: next.start ?? '', end: next.end ?? '' });

  return (
    <Stack>
      <PageHeader
        title={t('admin:purchasesOverview.title')}
        description={t('admin:purchasesOverview.description')}
      />
      <Paper withBorder radius="md" p="md">
        <Group align="flex-start">
          <DateField
            label={t('admin:purchasesOverview.start')}
            value={start}
            onChange={(value) => setRange({ start: value, end })}
          />
          <DateField
            label={t('admin:purchasesOverview.end')}
            value={end}
            onChange={(value) => setRange({ start, end: value })}
            error={rangeError}
          />
        </Group>
      </Paper>
      {!start || !end || rangeError ? (
        <Text c="dimmed">{rangeError ? null : t('admin:purchasesOverview.pickRange')}</Text>
      ) : purchases.isPending || purchases.isError ? (
        <LoadState error={purchases.error} onRetry={() => void purchases.refetch()} />
      ) : purchases.data.items.length === 0 ? (
        <EmptyState title={t('admin:purchasesOverview.empty')} />
      ) : (
        <Stack gap="xs">
          {purchases.data.truncated ? (
            <Alert color="orange" variant="light">
              {t('admin:purchasesOverview.truncated', { count: purchases.data.items.length })}
            </Alert>
          ) : null}
          <DataGrid
            rows={purchases.data.items}
            columns={columns}
            rowId={(row) => row._id}
            storageKey={`purchasesOverview:${user._id}`}
            label={t('admin:purchasesOverview.title')}
            csvName={t('admin:purchasesOverview.fileName', { from: start, to: end })}
            toolbar={(shown) => <ExcelExportButton start={start} end={end} shown={shown} />}
            actions={
              isAdmin
                ? (row) => (
                    <PurchaseRowActions
                      row={row}
                      parentState={`/admin/purchasesOverview?${params.toString()}`}
                      onDetail={setDetail}
                      onReport={setReport}
                      onDelete={setToDelete}
                      withEdit={false}
                    />
                  )
                : undefined
            }
          />
        </Stack>
      )}
      {isAdmin ? (
        <>
          <PurchaseDetailDialog purchaseId={detail?._id ?? null} onClose={() => setDetail(null)} />
          <DeletePurchaseDialog row={toDelete} onClose={() => setToDelete(null)} />
          <ReportDialog
            purchaseId={report?._id ?? null}
            fileName={report ? reportFileName(report) : ''}
            onClose={() => setReport(null)}
          />
        </>
      ) : null}
    </Stack>
  );
}
