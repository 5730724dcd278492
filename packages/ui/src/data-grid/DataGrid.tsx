import { toCsv } from '@agecheck/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { Button, Checkbox, Group, Menu, ScrollArea, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Pager } from '../components/Pager';
import { IconChevronDown, IconChevronUp, IconColumns, IconDownload } from '../components/icons';
import { readHiddenColumns, writeHiddenColumns } from './column-choice';
import { downloadCsv } from './csv';

/** A column of a grid. */
export type DataGridColumn<T> = {
  id: string;
  header: string;
  /** The cell's value, by which the column sorts; undefined sorts last. */
  value: (row: T) => string | number | undefined;
  /** The cell as text, on screen and in the CSV; the value by default. */
  text?: (row: T) => string;
  /** What the cell shows when more than text (a badge); the text by default. */
  cell?: (row: T) => ReactNode;
  /** Hidden until the user shows it in the column chooser. */
  hiddenByDefault?: boolean;
};

export type DataGridProps<T> = {
  rows: readonly T[];
  columns: readonly DataGridColumn<T>[];
  rowId: (row: T) => string;
  /** The grid and its user (e.g. `purchasesOverview:<user id>`): the column choice is kept per key. */
  storageKey: string;
  /** The accessible name of the table. */
  label: string;
  /** The CSV file's name, without `.csv`. */
  csvName: string;
  /** Row actions in a last column, never in the CSV. */
  actions?: (row: T) => ReactNode;
  /**
   * Buttons beside the column chooser and the CSV button (an Excel export); given the shown columns in their
   * order, as the CSV has them.
   */
  toolbar?: ReactNode | ((shown: readonly DataGridColumn<T>[]) => ReactNode);
  /** Rows per page of the grid (100 by default). */
  pageSize?: number;
};

const ACTIONS = 'actions';

/** Numbers by size, texts as the language orders them (umlauts, numbers within text by value). */
function compareValues(a: unknown, b: unknown, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}
const textOf = <T,>(column: DataGridColumn<T>, row: T): string =>
  column.text ? column.text(row) : String(column.value(row) ?? '');

/**
 * A data grid (back-office spec, sections 2 and 9): sortable columns, a column chooser remembered per user in
 * the browser, 75vh high with a fixed header, pages of 100 rows, and a CSV of its rows in their order with the
 * shown columns. TanStack Table does the sorting, visibility and paging.
 */
export function DataGrid<T>({
  rows,
  columns,
  rowId,
  storageKey,
  label,
  csvName,
  actions,
  toolbar,
  pageSize = 100,
}: DataGridProps<T>) {
  const { t, i18n } = useTranslation('common');
  const collator = useMemo(
    () => new Intl.Collator(i18n.language, { numeric: true, sensitivity: 'base' }),
    [i18n.language],
  );
  const [sorting, setSorting] = useState<SortingState>([]);
  const [hidden, setHidden] = useState(() => readHiddenColumns(localStorage, storageKey, columns));
  const columnVisibility: VisibilityState = Object.fromEntries(hidden.map((id) => [id, false]));

  const columnDefs = useMemo<ColumnDef<T>[]>(
    () => [
      ...columns.map((column): ColumnDef<T> => ({
        id: column.id,
        header: column.header,
        accessorFn: (row) => column.value(row),
        sortUndefined: 'last',
        sortingFn: (a, b, id) => compareValues(a.getValue(id), b.getValue(id), collator),
        cell: ({ row }) => (column.cell ? column.cell(row.original) : textOf(column, row.original)),
      })),
      ...(actions
        ? [
            {
              id: ACTIONS,
              header: t('util.actions'),
              enableSorting: false,
              enableHiding: false,
              cell: ({ row }) => actions(row.original),
            } satisfies ColumnDef<T>,
          ]
        : []),
    ],
    [columns, actions, t, collator],
  );

  // TanStack Table's table object changes in place, so the React Compiler must leave this component as it is.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: rows as T[],
    columns: columnDefs,
    state: { sorting, columnVisibility },
    initialState: { pagination: { pageIndex: 0, pageSize } },
    onSortingChange: setSorting,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: true,
  });

  const toggle = (id: string, checked: boolean) => {
    const next = checked ? hidden.filter((each) => each !== id) : [...hidden, id];
    setHidden(next);
    writeHiddenColumns(localStorage, storageKey, next);
  };

  const shown = columns.filter(({ id }) => !hidden.includes(id));
  const exportCsv = () => {
    const sorted = table.getSortedRowModel().rows.map(({ original }) => original);
    downloadCsv(
      `${csvName}.csv`,
      toCsv(
        shown.map(({ header }) => header),
        sorted.map((row) => shown.map((column) => textOf(column, row))),
      ),
    );
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('grid.rows', { count: rows.length })}
        </Text>
        <Group gap="xs">
          {typeof toolbar === 'function' ? toolbar(shown) : toolbar}
          <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" size="xs" leftSection={<IconColumns size={16} />}>
                {t('grid.columns')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {columns.map((column) => (
                <Menu.Item key={column.id} component="div">
                  <Checkbox
                    label={column.header}
                    checked={!hidden.includes(column.id)}
                    onChange={(event) => toggle(column.id, event.currentTarget.checked)}
                  />
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={16} />}
            onClick={exportCsv}
            disabled={rows.length === 0}
          >
            {t('grid.csv')}
          </Button>
        </Group>
      </Group>
      {/* Small type, narrow spacing and a sort mark only on the sorted column, so that a list's default
          columns fit beside the menu at 1280 px (issue 17); more columns scroll sideways. */}
      <ScrollArea h="75vh" type="auto" offsetScrollbars>
        <Table
          striped
          highlightOnHover
          stickyHeader
          fz="xs"
          verticalSpacing={6}
          horizontalSpacing={4}
          aria-label={label}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const title = String(header.column.columnDef.header);
                  return (
                    <Table.Th
                      key={header.id}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <UnstyledButton
                          onClick={header.column.getToggleSortingHandler()}
                          fw={600}
                          fz="xs"
                          aria-label={t('grid.sortBy', { column: title })}
                        >
                          <Group gap={4} wrap="nowrap">
                            {title}
                            {sorted === 'asc' ? (
                              <IconChevronUp size={14} />
                            ) : sorted === 'desc' ? (
                              <IconChevronDown size={14} />
                            ) : null}
                          </Group>
                        </UnstyledButton>
                      ) : (
                        title
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id} data-testid="data-grid-row">
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {table.getPageCount() > 1 ? (
        <Group justify="center">
          <Pager
            total={table.getPageCount()}
            value={table.getState().pagination.pageIndex + 1}
            onChange={(page) => table.setPageIndex(page - 1)}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
