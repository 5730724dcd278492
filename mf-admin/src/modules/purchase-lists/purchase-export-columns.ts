import type { PurchaseExportColumn } from '@agecheck/contracts';

/** Each grid column's key in the overview's Excel export (`POST api/purchases/export/overview`). */
export const EXPORT_KEYS = {
  date: 'date',
  time: 'time',
  user: 'userName',
  type: 'storeType',
  vst: 'vst',
  name: 'name',
  testType: 'testType',
  regulations: 'regulationsRespected',
  checked: 'done',
  delayed: 'delayed',
  export: 'export',
  status: 'status',
  shopper: 'shopper',
  shopperAge: 'shopperAge',
  kks: 'kks',
  reason: 'reason',
  article: 'articleName',
  pass: 'pass',
  age: 'age',
} as const satisfies Record<string, PurchaseExportColumn>;
export type PurchaseColumnId = keyof typeof EXPORT_KEYS;

/** The export's columns for the grid's shown ones, in their order with the headers the grid shows. */
export const exportColumns = (shown: readonly { id: string; header: string }[]) =>
  shown.map(({ id, header }) => ({ key: EXPORT_KEYS[id as PurchaseColumnId], label: header }));
