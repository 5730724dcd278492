import { z } from 'zod';
import { MAX } from '../common';
import { purchaseSchema } from './purchase.schema';

/**
 * Purchases a page of the back office's lists holds (`GET api/purchases/page/{page}`, `/search/{term}`): the
 * spec leaves the page size open (back-office spec, section 9: "page size: not shown"); 50 rows fill a
 * desktop table without scrolling far (docs/decisions/0021-purchase-lists.md).
 */
export const PURCHASE_PAGE_SIZE = 50;

/** Most rows `GET api/purchases/byDate/{from}/{to}` answers; a longer range says it was cut. */
export const PURCHASES_BY_DATE_LIMIT = 10_000;

/** Longest search term the lists accept. */
export const PURCHASE_SEARCH_MAX = 100;

/**
 * A purchase as the back office's lists show it (back-office spec, section 2: date, time, user, type, store
 * number VST, name, test type, regulations, checked, delayed, auto or manual export; the special reason, the
 * alkOverride note; and the columns the purchases overview's chooser offers). The evidence (images,
 * signatures) and free texts stay in the purchase itself (`GET api/purchases/{id}`).
 */
export const purchaseRowSchema = purchaseSchema.pick({
  _id: true,
  date: true,
  time: true,
  type: true,
  vst: true,
  name: true,
  storeID: true,
  userID: true,
  userName: true,
  shopper: true,
  shopperAge: true,
  kks: true,
  testType: true,
  regulationsRespected: true,
  pass: true,
  age: true,
  reasonTMP: true,
  reason: true,
  articleName: true,
  alkOverride: true,
  specialReason: true,
  sprintListID: true,
  delayed: true,
  done: true,
  autoExport: true,
  manualExport: true,
  createdAt: true,
});
export type PurchaseRow = z.infer<typeof purchaseRowSchema>;

/** One page of purchases, newest first, and how many there are in all. */
export const purchasePageSchema = z.object({
  items: z.array(purchaseRowSchema).max(MAX.list),
  /** The page from 1. */
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type PurchasePage = z.infer<typeof purchasePageSchema>;

/** The purchases of a date range (`GET api/purchases/byDate/{from}/{to}`), newest first. */
export const purchasesByDateSchema = z.object({
  items: z.array(purchaseRowSchema).max(MAX.list),
  /** More purchases fall in the range than `PURCHASES_BY_DATE_LIMIT`; the oldest are left out. */
  truncated: z.boolean(),
});
export type PurchasesByDate = z.infer<typeof purchasesByDateSchema>;

/** A page number in a path (`/page/{page}`) or a query (`?page=`), from 1. */
const pageNumber = z.coerce.number({ error: 'purchase.list.invalidPage' }).int().min(1).max(1_000_000);

export const purchasePageParamsSchema = z.object({ page: pageNumber });

/** `/search/{term}?page=`: the term's words must each begin a word of the purchase's search text. */
export const purchaseSearchParamsSchema = z.object({
  term: z.string().trim().min(1, { error: 'purchase.list.searchRequired' }).max(PURCHASE_SEARCH_MAX),
});
export const purchaseSearchQuerySchema = z.object({ page: pageNumber.default(1) });

/** `/byDate/{yyyy-MM-dd}/{yyyy-MM-dd}`: both days included; the start may not lie after the end. */
export const purchasesByDateParamsSchema = z
  .object({
    from: z.iso.date({ error: 'purchase.main.dateErr' }),
    to: z.iso.date({ error: 'purchase.main.dateErr' }),
  })
  .refine(({ from, to }) => from <= to, { path: ['to'], error: 'purchase.list.rangeErr' });
