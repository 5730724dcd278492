// The fixed lists and constants of time tracking (field-app spec, sections 3, 5 and 9; back-office spec,
// sections 3, 5 and 9), once for the wizard, the back office, svc-timetrack and svc-exports.
// docs/decisions/0031-time-records.md to 0034-time-customers-regions-exports.md record the choices.

/** Who a record is for (field-app spec, section 3: "typ (testkaeufer, detektiv, sonder)"). */
export const TIMETRACK_TYPES = ['testkaeufer', 'detektiv', 'sonder'] as const;
export type TimetrackType = (typeof TIMETRACK_TYPES)[number];

/** The weekday kind of a record (field-app spec, section 3: "tag (Wochentag or Sonntag)"). */
export const TIMETRACK_TAGE = ['Wochentag', 'Sonntag'] as const;
export type TimetrackTag = (typeof TIMETRACK_TAGE)[number];

/** The youth-protection test purchases: the customer type whose records carry a shopper payout (`tk`). */
export const TIMETRACK_TK_JUGENDSCHUTZ = 'Testkäufe Jugendschutz';
/** Their online variant: payout not computed, 0 by default, at most 25 CHF (field-app spec, section 9). */
export const TIMETRACK_TK_JUGENDSCHUTZ_ONLINE = 'Testkäufe Jugendschutz Online';
/** The customer type offered only to planners (field-app spec, sections 6 and 9; decision A-C2). */
export const TIMETRACK_ADMINISTRATIVE_ARBEITEN = 'Administrative Arbeiten';

/**
 * The customer types a test buyer's record names as `kunde` (field-app spec, section 9, L268), stored as the
 * spec's German text.
 */
export const TIMETRACK_SHOPPER_CUSTOMER_TYPES = [
  TIMETRACK_TK_JUGENDSCHUTZ,
  TIMETRACK_TK_JUGENDSCHUTZ_ONLINE,
  'Checks Valora',
  TIMETRACK_ADMINISTRATIVE_ARBEITEN,
  'Schulung',
  'Planung',
] as const;
export type TimetrackShopperCustomerType = (typeof TIMETRACK_SHOPPER_CUSTOMER_TYPES)[number];

/** The kinds of special absence (field-app spec, section 9: "Special (sonder) types: Ferien, Krankheit, Unfall"). */
export const TIMETRACK_SONDER_TYPES = ['Ferien', 'Krankheit', 'Unfall'] as const;
export type TimetrackSonderType = (typeof TIMETRACK_SONDER_TYPES)[number];

/** Means of transport of the expenses (field-app spec, section 3: "reisemittel (ÖV or Auto)"). */
export const TIMETRACK_REISEMITTEL = ['ÖV', 'Auto'] as const;
export type TimetrackReisemittel = (typeof TIMETRACK_REISEMITTEL)[number];

/** Travel zones of the expenses (field-app spec, section 3: "zone (A, B, C, Regie)"). */
export const TIMETRACK_ZONES = ['A', 'B', 'C', 'Regie'] as const;
export type TimetrackZone = (typeof TIMETRACK_ZONES)[number];

/**
 * The fixed customer kinds of the invoices and statistics (back-office spec, section 9, L228; field-app spec,
 * section 9, L268; checklist A.8, last item): a detective's customer carries one of `TIMETRACK_DETECTIVE_CUSTOMER_KINDS`,
 * the test buyers' customer types and the special absences map onto the others (`timetrackCustomerKindOf`).
 */
export const TIMETRACK_CUSTOMER_KINDS = [
  'youthProtection',
  'youthProtectionOnline',
  'cashRegister',
  'exitCheck',
  'storeCheck',
  'investigation',
  'special',
  'training',
  'planning',
  'promoCheck',
  'admin',
] as const;
export type TimetrackCustomerKind = (typeof TIMETRACK_CUSTOMER_KINDS)[number];

/** The kinds a detective's customer (`api/timetrack/kunden`) may have. */
export const TIMETRACK_DETECTIVE_CUSTOMER_KINDS = [
  'cashRegister',
  'exitCheck',
  'storeCheck',
  'investigation',
] as const;
export type TimetrackDetectiveCustomerKind = (typeof TIMETRACK_DETECTIVE_CUSTOMER_KINDS)[number];

/** The kind each test buyer's customer type counts as. */
export const TIMETRACK_SHOPPER_CUSTOMER_KIND: Readonly<
  Record<TimetrackShopperCustomerType, TimetrackCustomerKind>
> = {
  [TIMETRACK_TK_JUGENDSCHUTZ]: 'youthProtection',
  [TIMETRACK_TK_JUGENDSCHUTZ_ONLINE]: 'youthProtectionOnline',
  'Checks Valora': 'promoCheck',
  [TIMETRACK_ADMINISTRATIVE_ARBEITEN]: 'admin',
  Schulung: 'training',
  Planung: 'planning',
};

/** The constants of field-app spec section 9 and back-office spec section 9 that the rules apply. */
export const TIMETRACK_LIMITS = {
  /** Highest payout to a shopper, CHF (F§9 L243, B§9 L216). */
  payoutCap: 500,
  /** Highest payout for 'Testkäufe Jugendschutz Online', CHF. */
  payoutCapOnline: 25,
  /** A meal above this is flagged too high, CHF (F§9 L244). */
  mealMax: 25,
  /** Pause hours 0 to 8 (F§9 L245). */
  pauseHoursMax: 8,
  /** Pause minutes (F§9 L245). */
  pauseMinutes: [0, 15, 30, 45],
  /** Receipt slots beleg, beleg1 … beleg4 (F§5 L165). */
  receipts: 5,
  /** Receipts are stored 2000 px wide by svc-files, kind=receipt (F§5 L171, F§9 L241). */
  receiptWidth: 2000,
  /** The time pickers' minute step (F§5 L162). */
  minuteStep: 15,
  /** Records dated before this day count as reviewed (F§4 L126, B§4 L120). */
  reviewCutoff: '2025-06-01',
  /** The payout is (age − 2) CHF an hour (decision A-C1). */
  payoutAgeOffset: 2,
} as const;

/** The steps of the wizard, 0 to 4 (field-app spec, section 2, L81–86). */
export const TIMETRACK_STEPS = [0, 1, 2, 3, 4] as const;
export type TimetrackStep = (typeof TIMETRACK_STEPS)[number];

/** Rows a page of the back office's list of all records holds (checklist A.7: decision 50). */
export const TIMETRACK_PAGE_SIZE = 50;

/** Warnings a save flags without refusing it (F§5 L161, L164). */
export const TIMETRACK_WARNINGS = ['payoutTooHigh', 'mealTooHigh'] as const;
export type TimetrackWarning = (typeof TIMETRACK_WARNINGS)[number];

/** The i18n key of each value the screens show (`timetrack.*` in packages/i18n; German the source text). */
export const timetrackLabelKey = {
  type: (type: TimetrackType) => `timetrack.types.${type}`,
  /** A test buyer's customer type, by its kind (the stored value is the spec's German text). */
  shopperCustomerType: (type: TimetrackShopperCustomerType) =>
    `timetrack.customerTypes.${TIMETRACK_SHOPPER_CUSTOMER_KIND[type]}`,
  customerKind: (kind: TimetrackCustomerKind) => `timetrack.customerKinds.${kind}`,
  sonderType: (type: TimetrackSonderType) => `timetrack.sonderTypes.${type}`,
  tag: (tag: TimetrackTag) => `timetrack.tage.${tag}`,
  reisemittel: (means: TimetrackReisemittel) => `timetrack.reisemittel.${means === 'ÖV' ? 'oev' : 'auto'}`,
  warning: (warning: TimetrackWarning) => `timetrack.warning.${warning}`,
  status: (status: 'pending' | 'reviewed') => `timetrack.status.${status}`,
} as const;
