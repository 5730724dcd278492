import { z } from 'zod';
import { languageSchema, MAX, objectIdSchema, requiredText } from '../common';
import { parseIsoDate } from '../dates';
import { storeTypeSchema } from '../stores/store-types';
import {
  TIMETRACK_CUSTOMER_KINDS,
  TIMETRACK_DETECTIVE_CUSTOMER_KINDS,
  TIMETRACK_PAGE_SIZE,
} from './timetrack.constants';
import { timetrackIdSchema, timetrackSchema, timetrackTypeSchema } from './timetrack.schema';

// The customers and the three kinds of region of checklist A.8 (back-office spec, section 3, L107; section 5,
// L134), the back office's list of all records (A.7) and the time exports' bodies (A.9 #23–30).
// docs/decisions/0034-time-customers-regions-exports.md.

const REQUIRED = 'util.required';
const required = (max: number = MAX.name) => requiredText(REQUIRED, max);
const optionalText = (max: number = MAX.name) => z.string().trim().max(max).optional();
/** A price in CHF (B§5 L134: "both prices" required). */
const price = z.number({ error: REQUIRED }).min(0).max(1_000_000).multipleOf(0.01);

export const timetrackCustomerKindSchema = z.enum(TIMETRACK_CUSTOMER_KINDS);
export const timetrackDetectiveCustomerKindSchema = z.enum(TIMETRACK_DETECTIVE_CUSTOMER_KINDS, {
  error: REQUIRED,
});

/**
 * Body of `POST` and `PUT api/timetrack/kunden`: a detective's customer (B§3 L107; B§5 L134: "name, VST
 * (number), region" required), with its kind for the invoices and statistics (A.8, last item).
 */
export const timetrackCustomerInputSchema = z.object({
  name: required(),
  /** The store number (VST). */
  vst: z.number({ error: REQUIRED }).int().min(0).max(99_999_999),
  /** The region's id (`api/timetrack/regionen`); none chosen is `util.required` like the other fields. */
  region: requiredText(REQUIRED, MAX.id).pipe(objectIdSchema),
  kind: timetrackDetectiveCustomerKindSchema,
});
export type TimetrackCustomerInput = z.infer<typeof timetrackCustomerInputSchema>;
export const timetrackCustomerSchema = timetrackCustomerInputSchema.extend({ _id: objectIdSchema });
export type TimetrackCustomer = z.infer<typeof timetrackCustomerSchema>;

/**
 * Body of `POST` and `PUT api/timetrack/regionen`: a surveillance region (B§3 L107; B§5 L134: order (number),
 * name, vstort, referenz, lieferadresse, kst, both prices required). Its address lines head the invoice.
 */
export const timetrackRegionInputSchema = z.object({
  order: z.number({ error: REQUIRED }).int().min(0).max(100_000),
  name: required(),
  address1: optionalText(),
  address2: optionalText(),
  address3: optionalText(),
  address4: optionalText(),
  address5: optionalText(),
  vstort: required(),
  referenz: required(),
  lieferadresse: required(MAX.text),
  /** Cost centre (Kostenstelle). */
  kst: required(),
  /** Price per record on a weekday and on a Sunday (`tag`), CHF. */
  price: z.object({ normal: price, sonntag: price }, { error: REQUIRED }),
});
export type TimetrackRegionInput = z.infer<typeof timetrackRegionInputSchema>;
export const timetrackRegionSchema = timetrackRegionInputSchema.extend({ _id: objectIdSchema });
export type TimetrackRegion = z.infer<typeof timetrackRegionSchema>;

/**
 * Body of `POST` and `PUT api/promoCheck/regionen`: a Valora region, the billing region of the Valora promo
 * checks (decision A-C3; B§3 L107; B§5 L134: name, nvl, referenz, kst, prices required).
 */
export const timetrackValoraRegionInputSchema = z.object({
  name: required(),
  nvl: required(),
  address: optionalText(MAX.text),
  referenz: required(),
  kst: required(),
  price: z.object({ normal: price, additional: price }, { error: REQUIRED }),
});
export type TimetrackValoraRegionInput = z.infer<typeof timetrackValoraRegionInputSchema>;
export const timetrackValoraRegionSchema = timetrackValoraRegionInputSchema.extend({ _id: objectIdSchema });
export type TimetrackValoraRegion = z.infer<typeof timetrackValoraRegionSchema>;

/**
 * Body of `POST` and `PUT api/tk/regionen`: a test-purchase region (B§3 L107; B§5 L134: name, referenz, kst,
 * price normal, conditionDays required; zusatz when the store type is coop).
 */
export const timetrackTkRegionInputSchema = z
  .object({
    name: required(),
    /** The store type the region bills (coop asks for the additional price). */
    api: storeTypeSchema.optional(),
    region: optionalText(),
    address: optionalText(MAX.text),
    referenz: required(),
    kst: required(),
    price: z.object({ normal: price, zusatz: price.optional() }, { error: REQUIRED }),
    /** Days of payment. */
    conditionDays: z.number({ error: REQUIRED }).int().min(0).max(365),
  })
  .refine((region) => region.api !== 'coop' || region.price.zusatz !== undefined, {
    path: ['price', 'zusatz'],
    error: REQUIRED,
  });
export type TimetrackTkRegionInput = z.infer<typeof timetrackTkRegionInputSchema>;
export const timetrackTkRegionSchema = z.intersection(
  timetrackTkRegionInputSchema,
  z.object({ _id: objectIdSchema }),
);
export type TimetrackTkRegion = z.infer<typeof timetrackTkRegionSchema>;

/** The review states of the back office's list (B§2 L73: "status icon pending or reviewed"). */
export const TIMETRACK_STATUSES = ['pending', 'reviewed'] as const;
export const timetrackStatusSchema = z.enum(TIMETRACK_STATUSES);
export type TimetrackStatus = z.infer<typeof timetrackStatusSchema>;

/**
 * The status filter of the back office's list (A.7): the two review states, and 'open' for the records not
 * saved complete yet (R-T13), which cannot be reviewed (decision A-C11).
 */
export const TIMETRACK_LIST_STATUSES = [...TIMETRACK_STATUSES, 'open'] as const;
export const timetrackListStatusSchema = z.enum(TIMETRACK_LIST_STATUSES);
export type TimetrackListStatus = z.infer<typeof timetrackListStatusSchema>;

const pageNumber = z.coerce.number({ error: 'util.invalid' }).int().min(1).max(1_000_000);
/** `GET api/timetrack/admin/page/{page}` (B§7 L159): the page from 1, 50 records a page (A.7 decision). */
export const timetrackPageParamsSchema = z.object({ page: pageNumber });

/**
 * The filters of `GET api/timetrack/admin/page/{page}` (A.7: user, customer, period, status; beyond the spec
 * but expected). Both ends of the period are included; the start may not lie after the end. The status is
 * pending, reviewed (a record before the review cut-off counts as reviewed, R-T14 c) or open (not complete).
 */
export const timetrackListQuerySchema = z
  .object({
    user: z.string().trim().max(MAX.id).optional(),
    /** A customer type (test buyers), a customer's id (detectives) or an absence type. */
    customer: z.string().trim().max(MAX.name).optional(),
    from: z.iso.date({ error: 'timetrack.dateErr' }).optional(),
    to: z.iso.date({ error: 'timetrack.dateErr' }).optional(),
    status: timetrackListStatusSchema.optional(),
  })
  .refine(({ from, to }) => !from || !to || from <= to, { path: ['to'], error: 'timetrack.rangeErr' });
export type TimetrackListQuery = z.infer<typeof timetrackListQuerySchema>;

/** One page of records, newest `datum` first, `TIMETRACK_PAGE_SIZE` a page. */
export const timetrackPageSchema = z.object({
  items: z.array(timetrackSchema).max(TIMETRACK_PAGE_SIZE),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type TimetrackPage = z.infer<typeof timetrackPageSchema>;

/**
 * Body of the review (A.7 decision: a toggle per row and a bulk "mark reviewed" over a selection): the ids and
 * the state to set. An incomplete record is refused (decision A-C11).
 */
export const timetrackReviewRequestSchema = z.object({
  ids: z
    .array(timetrackIdSchema)
    .min(1, { error: 'util.selectOne' })
    .max(TIMETRACK_PAGE_SIZE * 10),
  reviewed: z.boolean(),
});
export type TimetrackReviewRequest = z.infer<typeof timetrackReviewRequestSchema>;

const period = {
  start: z.iso.date({ error: 'timetrack.dateErr' }),
  end: z.iso.date({ error: 'timetrack.dateErr' }),
  /**
   * The reader's language: the headers and texts of the xlsx and pdf files (German when not given). The payroll
   * csv keeps German headers, the columns its import reads (decision 0034).
   */
  lang: languageSchema.default('de'),
};
const startNotAfterEnd = ({ start, end }: { start: string; end: string }) => start <= end;

/**
 * Body of `POST api/timetrack/export/jtk`, `/tt/admin`, `/salary`, `/bill`, `/stats` and of `POST
 * api/timetrack/check/tt` (B§7 L163–164: "body start, end, type, region"; B§5 L140: start and end required).
 */
export const timetrackExportRequestSchema = z
  .object({
    ...period,
    type: timetrackTypeSchema.optional(),
    /** A region's id (surveillance exports). */
    region: objectIdSchema.optional(),
  })
  .refine(startNotAfterEnd, { path: ['end'], error: 'timetrack.rangeErr' });
export type TimetrackExportRequest = z.infer<typeof timetrackExportRequestSchema>;

/** How the payout list of the young test buyers (jtk) is sorted (A.7: "with sort options"). */
export const TIMETRACK_JTK_SORTS = ['shopper', 'user', 'date'] as const;
export type TimetrackJtkSort = (typeof TIMETRACK_JTK_SORTS)[number];

/** Body of `POST api/timetrack/export/jtk`: the period and the sort (by shopper when none is given). */
export const timetrackJtkExportRequestSchema = z
  .object({
    ...period,
    type: timetrackTypeSchema.optional(),
    region: objectIdSchema.optional(),
    sort: z.enum(TIMETRACK_JTK_SORTS).optional(),
  })
  .refine(startNotAfterEnd, { path: ['end'], error: 'timetrack.rangeErr' });
export type TimetrackJtkExportRequest = z.infer<typeof timetrackJtkExportRequestSchema>;

/**
 * Body of `POST api/timetrack/export/vl`: the VL signatures need a region (B§5 L140); none chosen reports
 * `util.required` at the field, like a customer without its region.
 */
export const timetrackVlExportRequestSchema = z
  .object({
    ...period,
    type: timetrackTypeSchema.optional(),
    region: requiredText(REQUIRED, MAX.id).pipe(objectIdSchema),
  })
  .refine(startNotAfterEnd, { path: ['end'], error: 'timetrack.rangeErr' });
export type TimetrackVlExportRequest = z.infer<typeof timetrackVlExportRequestSchema>;

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Body of `POST api/timetrack/export/tt/user` (B§7 L165: "month range, type"): one calendar month, from its
 * first to its last day; `userID` only for an administrator exporting another user's month.
 */
export const timetrackUserExportRequestSchema = z
  .object({
    ...period,
    type: timetrackTypeSchema.optional(),
    userID: z.string().trim().max(MAX.id).optional(),
  })
  .refine(
    ({ start, end }) => {
      const { year, month, day } = parseIsoDate(start);
      return (
        day === 1 &&
        end.slice(0, 7) === start.slice(0, 7) &&
        Number(end.slice(8)) === lastDayOfMonth(year, month)
      );
    },
    { path: ['end'], error: 'timetrack.monthErr' },
  );
export type TimetrackUserExportRequest = z.infer<typeof timetrackUserExportRequestSchema>;

/** One unchecked record the check lists under its warning (decision A-C10: user, date, customer). */
export const timetrackUncheckedReportSchema = timetrackSchema.pick({
  _id: true,
  userID: true,
  userName: true,
  datum: true,
  typ: true,
  kunde: true,
  complete: true,
});
/** The answer of the check (`POST api/timetrack/check/tt`, B§7 L164): how many, and which. */
export const timetrackUncheckedReportsSchema = z.object({
  count: z.number().int().min(0),
  items: z.array(timetrackUncheckedReportSchema).max(MAX.list),
});
export type TimetrackUncheckedReports = z.infer<typeof timetrackUncheckedReportsSchema>;
