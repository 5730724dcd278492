import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reportFileName, type PurchaseRow } from '@agecheck/contracts';
import { EmptyState, IconSearch, LoadState, PageHeader, Pager, useShell } from '@agecheck/ui';
import { DataGrid } from '@agecheck/ui/data-grid';
import { PurchaseDetailDialog } from '../../purchase-detail/components/PurchaseDetailDialog';
import { ReportDialog } from '../../report/components/ReportDialog';
import { usePurchaseColumns } from '../purchase-columns';
import { usePurchasePage } from '../purchase-lists.api';
import { DeletePurchaseDialog } from './DeletePurchaseDialog';
import { PurchaseListCard } from './PurchaseListCard';
import { PurchaseRowActions } from './PurchaseRowActions';

const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/**
 * /admin/purchases (admin; back-office spec, section 2): all purchases, newest first, 50 a page; a search
 * (Enter or the button; an empty one says 'Bitte geben Sie einen Suchbegriff ein.'); a sortable table, cards
 * on a narrow screen; detail, check or edit, delete. The term and the page are in the address, so the way
 * back from the control lands on the same page.
 */
export function PurchasesPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { user } = useShell();
  const [params, setParams] = useSearchParams();
  const term = params.get('q') ?? '';
  const page = pageOf(params);
  const [input, setInput] = useState(term);
  const [inputError, setInputError] = useState<string | null>(null);
  const [detail, setDetail] = useState<PurchaseRow | null>(null);
  const [toDelete, setToDelete] = useState<PurchaseRow | null>(null);
  const [report, setReport] = useState<PurchaseRow | null>(null);
  const narrow = useMediaQuery('(max-width: 48em)');
  const columns = usePurchaseColumns();
  const purchases = usePurchasePage(term, page);
  const parentState = `/admin/purchases${params.size > 0 ? `?${params.toString()}` : ''}`;

  const show = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = input.trim();
    if (!trimmed) {
      setInputError(t('common:purchase.list.searchRequired'));
      return;
    }
    setInputError(null);
    show({ q: trimmed });
  };
  const actions = (row: PurchaseRow) => (
    <PurchaseRowActions
      row={row}
      parentState={parentState}
      onDetail={setDetail}
      onDelete={setToDelete}
      onReport={setReport}
    />
  );
  const pages = purchases.data ? Math.ceil(purchases.data.total / purchases.data.pageSize) : 0;

  return (
    <Stack>
      <PageHeader title={t('admin:purchases.title')} description={t('admin:purchases.description')} />
      <Paper withBorder radius="md" p="md">
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" wrap="wrap">
            <TextInput
              label={t('admin:purchases.searchLabel')}
              placeholder={t('admin:purchases.searchPlaceholder')}
              value={input}
              onChange={(event) => setInput(event.currentTarget.value)}
              error={inputError}
              style={{ flex: '1 1 16rem' }}
            />
            <Group gap="xs" mt={{ base: 0, xs: 25 }}>
              <Button type="submit" leftSection={<IconSearch size={16} />}>
                {t('common:util.search')}
              </Button>
              {term ? (
                <Button
                  variant="default"
                  onClick={() => {
                    setInput('');
                    setInputError(null);
                    show({});
                  }}
                >
                  {t('admin:purchases.showAll')}
                </Button>
              ) : null}
            </Group>
          </Group>
        </form>
      </Paper>
      {purchases.isPending || purchases.isError ? (
        <LoadState error={purchases.error} onRetry={() => void purchases.refetch()} />
      ) : purchases.data.items.length === 0 ? (
        <EmptyState title={t('admin:purchases.empty')} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('admin:purchases.found', { count: purchases.data.total })}
          </Text>
          {narrow ? (
            <Stack gap="xs">
              {purchases.data.items.map((row) => (
                <PurchaseListCard key={row._id} row={row} actions={actions(row)} />
              ))}
            </Stack>
          ) : (
            <DataGrid
              rows={purchases.data.items}
              columns={columns}
              rowId={(row) => row._id}
              storageKey={`purchases:${user._id}`}
              label={t('admin:purchases.title')}
              csvName={t('admin:purchases.fileName', { name: [term, page].filter(Boolean).join('-') })}
              actions={actions}
            />
          )}
          {pages > 1 ? (
            <Group justify="center">
              <Pager total={pages} value={page} onChange={(next) => show({ q: term, page: next })} />
            </Group>
          ) : null}
        </Stack>
      )}
      <PurchaseDetailDialog purchaseId={detail?._id ?? null} onClose={() => setDetail(null)} />
      <DeletePurchaseDialog row={toDelete} onClose={() => setToDelete(null)} />
      <ReportDialog
        purchaseId={report?._id ?? null}
        fileName={report ? reportFileName(report) : ''}
        onClose={() => setReport(null)}
      />
    </Stack>
  );
}
