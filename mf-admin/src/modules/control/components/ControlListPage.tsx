import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Purchase } from '@agecheck/contracts';
import { EmptyState, formatDate, LoadState, notify, PageHeader, Pager, useTestBuyers } from '@agecheck/ui';
import {
  CONTROL_PAGE_SIZE,
  controlDetailUrl,
  filterFromParams,
  filterToParams,
  listQueryOf,
  type ControlFilter,
} from '../control-filter';
import { useControlList } from '../control.api';
import { ControlFilters } from './ControlFilters';
import { OutcomeBadge } from './OutcomeBadge';

/**
 * /admin/control (back-office spec, section 2, "Purchase control"): the purchases awaiting control with
 * filters, select all and start; nothing selected: 'Bitte wählen Sie mindestens ein Element.'.
 */
export function ControlListPage() {
  const { t } = useTranslation(['admin', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const list = useControlList(listQueryOf(filter));
  const users = useTestBuyers();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const names = new Map((users.data ?? []).map((user) => [user._id, user.name]));
  const setFilter = (next: ControlFilter) => {
    setSelected(new Set());
    setParams(filterToParams(next));
  };
  const items = list.data?.items ?? [];
  const allSelected = items.length > 0 && items.every((item) => selected.has(item._id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const start = () => {
    const ids = items.filter((item) => selected.has(item._id)).map((item) => item._id);
    if (ids.length === 0) {
      notify({ color: 'yellow', message: t('admin:control.nothingSelected') });
      return;
    }
    void navigate(controlDetailUrl(ids, `${location.pathname}${location.search}`));
  };

  return (
    <Stack>
      <PageHeader
        title={t('admin:control.title')}
        description={t('admin:control.description')}
        actions={
          <Button onClick={start} data-testid="control-start">
            {t('admin:control.start')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <ControlFilters filter={filter} users={users.data ?? []} onChange={setFilter} />
      </Paper>
      {list.isPending || list.isError ? (
        <LoadState error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('admin:control.empty')} description={t('admin:control.emptyText')} />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('admin:control.total', { count: list.data.total })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('admin:control.selected', { count: selected.size })}
            </Text>
          </Group>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('admin:control.selectAll')}
                      checked={allSelected}
                      indeterminate={!allSelected && items.some((item) => selected.has(item._id))}
                      onChange={() =>
                        setSelected(allSelected ? new Set() : new Set(items.map((item) => item._id)))
                      }
                      data-testid="control-select-all"
                    />
                  </Table.Th>
                  <Table.Th>{t('admin:control.column.date')}</Table.Th>
                  <Table.Th>{t('admin:control.column.time')}</Table.Th>
                  <Table.Th>{t('admin:control.column.user')}</Table.Th>
                  <Table.Th>{t('admin:control.column.store')}</Table.Th>
                  <Table.Th>{t('admin:control.column.testType')}</Table.Th>
                  <Table.Th>{t('admin:control.column.outcome')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((purchase: Purchase) => (
                  <Table.Tr key={purchase._id} data-testid="control-row">
                    <Table.Td>
                      <Checkbox
                        aria-label={t('admin:control.selectOne', { vst: purchase.vst })}
                        checked={selected.has(purchase._id)}
                        onChange={() => toggle(purchase._id)}
                      />
                    </Table.Td>
                    <Table.Td>{formatDate(purchase.date)}</Table.Td>
                    <Table.Td>{purchase.time}</Table.Td>
                    <Table.Td>{purchase.userName ?? names.get(purchase.userID) ?? purchase.userID}</Table.Td>
                    <Table.Td>
                      {purchase.type[0].api} {purchase.vst} {purchase.name}
                    </Table.Td>
                    <Table.Td>
                      {purchase.testType ? t(`admin:purchases.testType.${purchase.testType}`) : null}
                    </Table.Td>
                    <Table.Td>
                      <OutcomeBadge purchase={purchase} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.data.total > CONTROL_PAGE_SIZE ? (
            <Group justify="center">
              <Pager
                total={Math.ceil(list.data.total / CONTROL_PAGE_SIZE)}
                value={filter.page}
                onChange={(page) => setFilter({ ...filter, page })}
              />
            </Group>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
