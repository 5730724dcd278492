import { z } from 'zod';
import { languageSchema, MAX } from '../common';

/**
 * The columns the purchases-overview export can write (back-office spec, section 2: "Grid with date range
 * start and end, column chooser, CSV and Excel export"): the overview grid's columns, by key.
 */
export const PURCHASE_EXPORT_COLUMNS = [
  'date',
  'time',
  'userName',
  'storeType',
  'vst',
  'name',
  'city',
  'kanton',
  'testType',
  'regulationsRespected',
  'done',
  'delayed',
  'pass',
  'age',
  'reason',
  'shopper',
  'shopperAge',
  'cashier',
  'kks',
  'articleName',
  'specialReason',
  'status',
  'export',
  'sprintListID',
  'remarks',
] as const;
export const purchaseExportColumnSchema = z.enum(PURCHASE_EXPORT_COLUMNS);
export type PurchaseExportColumn = z.infer<typeof purchaseExportColumnSchema>;

export const PURCHASE_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type PurchaseExportFormat = (typeof PURCHASE_EXPORT_FORMATS)[number];

/**
 * Body of `POST api/purchases/export/overview`: the date range, the columns chosen in the grid in their
 * order with the headers the grid shows, the format, and the language of the cells' texts (yes/no, reasons).
 */
export const purchaseExportRequestSchema = z
  .object({
    start: z.iso.date({ error: 'purchase.main.dateErr' }),
    end: z.iso.date({ error: 'purchase.main.dateErr' }),
    format: z.enum(PURCHASE_EXPORT_FORMATS),
    columns: z
      .array(z.object({ key: purchaseExportColumnSchema, label: z.string().trim().min(1).max(100) }))
      .min(1, { error: 'util.selectOne' })
      .max(PURCHASE_EXPORT_COLUMNS.length),
    lang: languageSchema.default('de'),
  })
  .refine(({ start, end }) => start <= end, { path: ['end'], error: 'purchase.list.rangeErr' });
export type PurchaseExportRequest = z.infer<typeof purchaseExportRequestSchema>;

/** What a finished export job answers (its `result`): the file to download and how many purchases it holds. */
export const purchaseExportResultSchema = z.object({
  fileName: z.string().max(MAX.name),
  rows: z.number().int().min(0),
});
export type PurchaseExportResult = z.infer<typeof purchaseExportResultSchema>;
