import { Fragment, useState } from 'react';
import { ActionIcon, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ProtocolEntry } from '@agecheck/contracts';
import {
  EmptyState,
  formatDateTime,
  IconChevronDown,
  IconChevronUp,
  LoadState,
  PageHeader,
  Pager,
} from '@agecheck/ui';
import {
  protocolFilterFromParams,
  protocolFilterToParams,
  protocolListQuery,
  type ProtocolFilter,
} from '../protocol-filter';
import { useProtocolPage } from '../protocol.api';
import { ProtocolEntryDetail, useDetailValue } from './ProtocolEntryDetail';
import { ProtocolFilters } from './ProtocolFilters';

/**
 * /admin/protocol (admin; back-office spec L40, L79, L113; CHECKLIST D.8): the protocol's entries, 50 a page
 * from the server, newest first, filtered by module, type and period and sorted by date, module or type (kept
 * in the address); each row the date, the module and the short text in the reader's language, its detail
 * (the event's data, before and after where it carries them) expanded by its button.
 */
export function ProtocolPage() {
  const { t } = useTranslation(['admin', 'common']);
  const value = useDetailValue();
  const [params, setParams] = useSearchParams();
  const filter = protocolFilterFromParams(params);
  const entries = useProtocolPage(protocolListQuery(filter));
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  const setFilter = (next: ProtocolFilter) => {
    setOpen(new Set());
    setParams(protocolFilterToParams(next));
  };
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const short = (entry: ProtocolEntry) =>
    t(`common:${entry.short}`, {
      ...Object.fromEntries(Object.entries(entry.params).map(([name, text]) => [name, value(text)])),
    });
  const items = entries.data?.items ?? [];
  const pages = entries.data ? Math.ceil(entries.data.total / entries.data.pageSize) : 0;

  return (
    <Stack>
      <PageHeader title={t('admin:protocol.title')} description={t('admin:protocol.description')} />
      <Paper withBorder radius="md" p="md">
        <ProtocolFilters filter={filter} onChange={setFilter} />
      </Paper>
      {entries.isPending || entries.isError ? (
        <LoadState error={entries.error} onRetry={() => void entries.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('admin:protocol.empty')} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('admin:protocol.total', { count: entries.data.total })}
          </Text>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover aria-label={t('admin:protocol.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={48}>
                    <VisuallyHidden>{t('admin:protocol.column.detail')}</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>{t('admin:protocol.column.date')}</Table.Th>
                  <Table.Th>{t('admin:protocol.column.module')}</Table.Th>
                  <Table.Th>{t('admin:protocol.column.short')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((entry) => {
                  const expanded = open.has(entry._id);
                  const text = short(entry);
                  return (
                    <Fragment key={entry._id}>
                      <Table.Tr data-testid="protocol-row">
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            aria-expanded={expanded}
                            aria-controls={expanded ? `protocol-detail-${entry._id}` : undefined}
                            aria-label={t(
                              expanded ? 'admin:protocol.hideDetail' : 'admin:protocol.showDetail',
                              { text },
                            )}
                            onClick={() => toggle(entry._id)}
                            data-testid="protocol-expand"
                          >
                            {expanded ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
                          </ActionIcon>
                        </Table.Td>
                        <Table.Td>{formatDateTime(entry.date)}</Table.Td>
                        <Table.Td>{t(`common:protocolModule.${entry.module}`, entry.module)}</Table.Td>
                        <Table.Td>{text}</Table.Td>
                      </Table.Tr>
                      {expanded ? (
                        <Table.Tr id={`protocol-detail-${entry._id}`}>
                          <Table.Td colSpan={4}>
                            <ProtocolEntryDetail entry={entry} />
                          </Table.Td>
                        </Table.Tr>
                      ) : null}
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 ? (
            <Group justify="center">
              <Pager
                total={pages}
                value={filter.page}
                onChange={(page) => setFilter({ ...filter, page })}
                data-testid="protocol-pages"
              />
            </Group>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
