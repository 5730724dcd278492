import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  composedReason,
  displayStatus,
  displayStatusKey,
  exportState,
  type PurchaseRow,
} from '@agecheck/contracts';
import { formatDate, formatTime } from '@agecheck/ui';
import type { DataGridColumn } from '@agecheck/ui/data-grid';
import type { PurchaseColumnId } from './purchase-export-columns';

// the export state as coloured text, which wraps in a narrow column (a badge would be cut)
const EXPORT_COLORS = { auto: 'teal.9', manual: 'blue.9', none: 'gray.7' } as const;

/**
 * The columns of the purchase lists: those of the all-purchases table first (back-office spec, section 2:
 * date, time, user, type, store number VST, name, test type, regulations, checked, delayed, auto or manual
 * export), then the ones the column chooser adds (hidden until chosen).
 */
export function usePurchaseColumns(): DataGridColumn<PurchaseRow>[] {
  const { t } = useTranslation(['admin', 'common']);
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? '' : t(value ? 'common:util.yes' : 'common:util.no');
  const statusText = (row: PurchaseRow) => t(`common:${displayStatusKey(displayStatus(row))}`);
  const column = (id: PurchaseColumnId, rest: Omit<DataGridColumn<PurchaseRow>, 'id' | 'header'>) => ({
    id,
    header: t(`admin:purchases.columns.${id}`),
    ...rest,
  });
  return [
    column('date', { value: (row) => row.date, text: (row) => formatDate(row.date) }),
    column('time', { value: (row) => row.time, text: (row) => formatTime(row.time) }),
    column('user', { value: (row) => row.userName ?? row.userID }),
    column('type', { value: (row) => row.type[0].name }),
    column('vst', { value: (row) => row.vst }),
    column('name', { value: (row) => row.name }),
    column('testType', {
      value: (row) => row.testType,
      text: (row) => (row.testType ? t(`admin:purchases.testType.${row.testType}`) : ''),
    }),
    column('regulations', {
      value: (row) => yesNo(row.regulationsRespected),
      cell: (row) =>
        row.regulationsRespected === undefined ? null : (
          <Badge
            color={row.regulationsRespected ? 'teal' : 'red'}
            variant="light"
            size="sm"
            miw="max-content"
          >
            {yesNo(row.regulationsRespected)}
          </Badge>
        ),
    }),
    column('checked', { value: (row) => yesNo(row.done) }),
    column('delayed', { value: (row) => yesNo(row.delayed) }),
    column('export', {
      value: (row) => t(`common:purchase.export.${exportState(row)}`),
      cell: (row) => (
        <Text span inherit fw={600} c={EXPORT_COLORS[exportState(row)]}>
          {t(`common:purchase.export.${exportState(row)}`)}
        </Text>
      ),
    }),
    column('status', { value: statusText, hiddenByDefault: true }),
    column('shopper', { value: (row) => row.shopper?.name, hiddenByDefault: true }),
    column('shopperAge', { value: (row) => row.shopperAge, hiddenByDefault: true }),
    column('kks', { value: (row) => row.kks, hiddenByDefault: true }),
    column('reason', {
      value: (row) => composedReason(row, (key) => t(`common:${key}`)),
      hiddenByDefault: true,
    }),
    column('article', { value: (row) => row.articleName, hiddenByDefault: true }),
    column('pass', { value: (row) => yesNo(row.pass), hiddenByDefault: true }),
    column('age', { value: (row) => yesNo(row.age), hiddenByDefault: true }),
  ];
}
