import { canAccess } from '../access/access';
import type { FieldError } from '../common';
import { parseIsoDate } from '../dates';
import { timeTrackRole } from '../roles';
import { ageInYears } from '../shoppers/shopper.rules';
import type { TimetrackCustomer } from './timetrack-admin.schema';
import {
  TIMETRACK_ADMINISTRATIVE_ARBEITEN,
  TIMETRACK_SHOPPER_CUSTOMER_KIND,
  TIMETRACK_SHOPPER_CUSTOMER_TYPES,
  TIMETRACK_SONDER_TYPES,
  TIMETRACK_LIMITS,
  TIMETRACK_TK_JUGENDSCHUTZ,
  TIMETRACK_TK_JUGENDSCHUTZ_ONLINE,
  type TimetrackCustomerKind,
  type TimetrackShopperCustomerType,
  type TimetrackSonderType,
  type TimetrackStep,
  type TimetrackTag,
  type TimetrackType,
  type TimetrackWarning,
} from './timetrack.constants';
import {
  TIMETRACK_RECEIPT_SLOTS,
  type Timetrack,
  type TimetrackDetektiv,
  type TimetrackSonder,
  type TimetrackSpesen,
  type TimetrackInput,
  type TimetrackSettings,
  type TimetrackTk,
} from './timetrack.schema';

// Every rule of the time record (checklist A.5 and A.6, R-T1 to R-T18; field-app spec, sections 2 to 5 and 9;
// back-office spec, sections 4, 5 and 9), once, for the wizard and for svc-timetrack's save.
// docs/decisions/0032-time-record-rules.md and 0033-time-record-locks-and-review.md record the choices.

/** The message keys of the rules (F§5 L159–165, F§8 L229, L234; checklist A.10 and its decided keys). */
export const TIMETRACK_MESSAGE_KEYS = {
  /** Role required (F§5 L159). */
  type: 'timetrack.iamError',
  /** Generic required field (F§5 L159–163: "generic"). */
  required: 'util.required',
  /** A detective's customer that is not one of the chosen region, or a customer type not offered. */
  customer: 'timetrack.customerErr',
  /** The payout's shopper is missing or not one of the owner's. */
  shopper: 'timetrack.shopperErr',
  /** End not after start (decision of A.5). */
  end: 'timetrack.endErr',
  /** The special absence ends before it starts (F§5 L160). */
  sonderEnd: 'timetrack.sonderEndErr',
  /** Pause hours 0 to 8, minutes 0/15/30/45 (F§5 L162). */
  pause: 'timetrack.pauseErr',
  /** The pause is not shorter than the time worked (decision 0032). */
  pauseTooLong: 'timetrack.pauseTooLongErr',
  /** Payout above 500 CHF, or 25 CHF online (F§5 L161). */
  payoutCap: 'timetrack.payoutCapErr',
  /** Signature required (F§5 L161, L163). */
  signature: 'timetrack.signatureErr',
  /** Kilometres required in zone Regie (F§5 L163). */
  km: 'timetrack.kmErr',
  /** Remark required with other expenses (F§5 L164). */
  bemerkung: 'timetrack.bemerkungErr',
  /** Receipt image required (F§5 L165). */
  receipt: 'timetrack.receiptErr',
  /** The step saved at is no save point of the flow (checklist A.4). */
  step: 'timetrack.stepErr',
  /** 'Dieser Rapport ist für die Bearbeitung gesperrt.' (F§4 L126, F§8 L229). */
  locked: 'timetrack.locked',
  /** Another user's record, or none (the owner sees only their own). */
  notFound: 'timetrack.notFound',
  /** Reviewing a record that is not complete (decision A-C11). */
  notComplete: 'timetrack.notComplete',
  /** Deleting a customer or region records use (A.8 decision). */
  inUse: 'timetrack.inUse',
  /** No records in the user's month (F§7 L216, B§8 L200; decision A-C9). */
  noReports: 'timetrack.noReports',
  /** The region an export names is not known (or was deleted): the VL list, an invoice, the statistics. */
  regionNotFound: 'timetrack.regionNotFound',
} as const;
const KEYS = TIMETRACK_MESSAGE_KEYS;

/** The message key of each warning (F§5 L161, L164: "flagged too high"). */
export const TIMETRACK_WARNING_KEYS: Readonly<Record<TimetrackWarning, string>> = {
  payoutTooHigh: 'timetrack.warning.payoutTooHigh',
  mealTooHigh: 'timetrack.warning.mealTooHigh',
};

/** The record as the rules read it: the input with the shopper's snapshot and what normalising works out. */
export type TimetrackForRules = Omit<TimetrackInput, '_id' | 'tk'> & {
  tk?: TimetrackTk;
  pause?: number;
  tag?: TimetrackTag;
};

const filled = (value: string | undefined | null): value is string =>
  typeof value === 'string' && value.trim().length > 0;
const error = (path: string, key: string): FieldError => ({ path, key });

// ---------------------------------------------------------------------------------------------------------
// R-T2: role and customer choices

/**
 * The types a user may record (R-T2; F§6 L176, L178): their own role's, and sonder always. A user with both
 * testkaeufer and detektiv, or neither (the stored time role 'multi', R-T1), picks among all (decision 0032).
 */
export function timetrackTypeChoices(roles: readonly string[]): TimetrackType[] {
  switch (timeTrackRole(roles)) {
    case 'testkaeufer':
      return ['testkaeufer', 'sonder'];
    case 'detektiv':
      return ['detektiv', 'sonder'];
    case 'multi':
      return ['testkaeufer', 'detektiv', 'sonder'];
  }
}

/**
 * The customer types a test buyer may choose (F§9 L268): 'Administrative Arbeiten' only for a user who holds
 * planung, admin counting through the implied role (decision A-C2, decision 0010).
 */
export function timetrackShopperCustomerChoices(roles: readonly string[]): TimetrackShopperCustomerType[] {
  return TIMETRACK_SHOPPER_CUSTOMER_TYPES.filter(
    (type) => type !== TIMETRACK_ADMINISTRATIVE_ARBEITEN || canAccess(roles, 'planung'),
  );
}

/** A detective chooses the region, then one of its customers (checklist A.4 decision). */
export function timetrackDetectiveCustomerChoices<C extends Pick<TimetrackCustomer, 'region'>>(
  customers: readonly C[],
  region: string | undefined,
): C[] {
  return region ? customers.filter((customer) => customer.region === region) : [];
}

const isShopperCustomerType = (kunde: string | undefined): kunde is TimetrackShopperCustomerType =>
  (TIMETRACK_SHOPPER_CUSTOMER_TYPES as readonly string[]).includes(kunde ?? '');
const isSonderType = (value: string | undefined): value is TimetrackSonderType =>
  (TIMETRACK_SONDER_TYPES as readonly string[]).includes(value ?? '');

/**
 * The customer kind a record counts as in the invoices and statistics (A.8 decision): the detective's
 * customer's own kind, the kind of a test buyer's customer type, 'special' for an absence.
 */
export function timetrackCustomerKindOf(
  record: Pick<TimetrackForRules, 'typ' | 'kunde'>,
  customer?: Pick<TimetrackCustomer, 'kind'>,
): TimetrackCustomerKind | undefined {
  switch (record.typ) {
    case 'sonder':
      return 'special';
    case 'detektiv':
      return customer?.kind;
    case 'testkaeufer':
      return isShopperCustomerType(record.kunde) ? TIMETRACK_SHOPPER_CUSTOMER_KIND[record.kunde] : undefined;
    default:
      return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------------
// R-T3: steps and save points

/** The record carries the shopper payout card (F§2 L83: 'Testkäufe Jugendschutz' and its online variant). */
export function timetrackHasPayoutCard(record: Pick<TimetrackForRules, 'typ' | 'kunde'>): boolean {
  return (
    record.typ === 'testkaeufer' &&
    (record.kunde === TIMETRACK_TK_JUGENDSCHUTZ || record.kunde === TIMETRACK_TK_JUGENDSCHUTZ_ONLINE)
  );
}

/** 'Testkäufe Jugendschutz Online': no payout computed, 0 by default, at most 25 CHF (F§9 L243). */
export function isTimetrackOnlineYouthProtection(kunde: string | undefined): boolean {
  return kunde === TIMETRACK_TK_JUGENDSCHUTZ_ONLINE;
}

/**
 * The steps a flow shows (R-T3; F§2 L82–86): step 1 only for the payout card and the special absence, which
 * ends there.
 */
export function timetrackSteps(record: Pick<TimetrackForRules, 'typ' | 'kunde'>): TimetrackStep[] {
  if (record.typ === 'sonder') return [0, 1];
  return timetrackHasPayoutCard(record) ? [0, 1, 2, 3, 4] : [0, 2, 3, 4];
}

/** The step after `step` in the flow, or undefined at its end. */
export function nextTimetrackStep(
  record: Pick<TimetrackForRules, 'typ' | 'kunde'>,
  step: TimetrackStep,
): TimetrackStep | undefined {
  return timetrackSteps(record).find((candidate) => candidate > step);
}

/** The step before `step` in the flow, or undefined at its start. */
export function previousTimetrackStep(
  record: Pick<TimetrackForRules, 'typ' | 'kunde'>,
  step: TimetrackStep,
): TimetrackStep | undefined {
  return timetrackSteps(record)
    .filter((candidate) => candidate < step)
    .pop();
}

/** What a save at a step stores: a draft (`complete` false) or the complete record. */
export type TimetrackSavePoint = 'draft' | 'complete';

/**
 * Where each flow saves (R-T3; F§2 L83, L85, L86; checklist A.4 decision): the special flow at step 1
 * (complete); the detective at 3 (draft) and 4 (complete); the payout flow at 1 (draft) and 4 (complete);
 * a test buyer's flow without the payout card only at 4. Undefined where the flow has no save.
 */
export function timetrackSavePoint(
  record: Pick<TimetrackForRules, 'typ' | 'kunde'>,
  step: TimetrackStep,
): TimetrackSavePoint | undefined {
  switch (record.typ) {
    case 'sonder':
      return step === 1 ? 'complete' : undefined;
    case 'detektiv':
      return step === 3 ? 'draft' : step === 4 ? 'complete' : undefined;
    case 'testkaeufer':
      if (step === 4) return 'complete';
      return step === 1 && timetrackHasPayoutCard(record) ? 'draft' : undefined;
    default:
      return undefined;
  }
}

/**
 * `complete` as a save stores it (R-T13; F§4 L126: "complete is false until saved as complete"): true at a
 * complete save point, and a record once complete stays complete (decision 0032: an edit does not take a
 * counted record out of payroll).
 */
export function timetrackCompleteOnSave(
  storedComplete: boolean | undefined,
  savePoint: TimetrackSavePoint,
): boolean {
  return storedComplete === true || savePoint === 'complete';
}

// ---------------------------------------------------------------------------------------------------------
// R-T4, A.5: times and pauses

/** `HH:mm` as decimal hours. */
export function timetrackTimeToHours(time: string): number {
  return Number(time.slice(0, 2)) + Number(time.slice(3, 5)) / 60;
}

/** The pause in decimal hours: pauseH + pauseM / 60 (R-T4; F§3 L91, F§9 L245). */
export function timetrackPauseHours(pauseH: number | undefined, pauseM: number | undefined): number {
  return (pauseH ?? 0) + (pauseM ?? 0) / 60;
}

/** Pause hours 0 to 8 and minutes 0, 15, 30 or 45 (F§5 L162, F§9 L245). */
export function isValidTimetrackPause(pauseH: number | undefined, pauseM: number | undefined): boolean {
  const hours = pauseH ?? 0;
  const minutes = pauseM ?? 0;
  return (
    Number.isInteger(hours) &&
    hours >= 0 &&
    hours <= TIMETRACK_LIMITS.pauseHoursMax &&
    (TIMETRACK_LIMITS.pauseMinutes as readonly number[]).includes(minutes)
  );
}

/** The end lies after the start on the same day (A.5 decision: a night shift is two records). */
export function isTimetrackEndAfterStart(start: string, end: string): boolean {
  return timetrackTimeToHours(end) > timetrackTimeToHours(start);
}

/** Hours worked: end − start − pause, decimal; 0 when the pause is longer. */
export function timetrackWorkedHours(start: string, end: string, pause: number): number {
  return Math.max(0, timetrackTimeToHours(end) - timetrackTimeToHours(start) - pause);
}

/**
 * The hours a record counts in the time exports and the payroll (A.7): end − start − pause; a special absence
 * (or a record without its times) its own hours (F§5 L160).
 */
export function timetrackRecordHours(
  record: Pick<Timetrack, 'typ' | 'start' | 'end' | 'pause' | 'pauseH' | 'pauseM' | 'sonder'>,
): number {
  const pause = record.pause ?? timetrackPauseHours(record.pauseH, record.pauseM);
  return record.typ === 'sonder' || !record.start || !record.end
    ? (record.sonder?.hours ?? 0)
    : timetrackWorkedHours(record.start, record.end, pause);
}

/** The expenses of a record in the exports: travel + meal + general, CHF (F§3 L91). */
export function timetrackRecordExpenses(record: Pick<Timetrack, 'spesen'>): number {
  const { reisen = 0, mahlzeit = 0, allgemein = 0 } = record.spesen ?? {};
  return reisen + mahlzeit + allgemein;
}

/**
 * The hours the end select disables (A.5 decision on F§5 L162 "some hours may be disabled by a check"):
 * those before the start hour, for the record's end against its start and tk.end against tk.start.
 */
export function timetrackDisabledEndHours(start: string | undefined): number[] {
  if (!start) return [];
  const startHour = Number(start.slice(0, 2));
  return Array.from({ length: startHour }, (_, hour) => hour);
}

/** The options of the time pickers: 00:00 to 23:45 in 15-minute steps (F§5 L162, F§9). */
export const TIMETRACK_TIME_OPTIONS: readonly string[] = Array.from({ length: 96 }, (_, index) => {
  const minutes = index * TIMETRACK_LIMITS.minuteStep;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** The errors of a start, an end and a pause (F§5 L162; A.5 decisions), at `prefix` (`''` or `'tk.'`). */
function timeErrors(
  times: { start?: string; end?: string; pauseH?: number; pauseM?: number },
  prefix: string,
  required: boolean,
): FieldError[] {
  const errors: FieldError[] = [];
  const { start, end, pauseH, pauseM } = times;
  if (required || start || end) {
    if (!start) errors.push(error(`${prefix}start`, KEYS.required));
    if (!end) errors.push(error(`${prefix}end`, KEYS.required));
  }
  if (start && end && !isTimetrackEndAfterStart(start, end)) errors.push(error(`${prefix}end`, KEYS.end));
  if (!isValidTimetrackPause(pauseH, pauseM)) errors.push(error(`${prefix}pauseH`, KEYS.pause));
  else if (
    start &&
    end &&
    isTimetrackEndAfterStart(start, end) &&
    timetrackPauseHours(pauseH, pauseM) >= timetrackTimeToHours(end) - timetrackTimeToHours(start)
  )
    errors.push(error(`${prefix}pauseH`, KEYS.pauseTooLong));
  return errors;
}

// ---------------------------------------------------------------------------------------------------------
// R-T5 to R-T7: the payout

/** Rounded to 0.05 CHF: the spec's "× 20 ÷ 20" (decision A-C1). */
export function timetrackRoundTo005(amount: number): number {
  return Number((Math.round(amount * 20 + 1e-9) / 20).toFixed(2));
}

/** The shopper's age in whole years on the record's date (R-T6; decision: the spec does not say which date). */
export function timetrackShopperAge(birthDate: string, datum: string): number {
  return ageInYears(birthDate, datum);
}

/**
 * The computed payout (R-T5, decision A-C1): (hours − pause) × (age − 2) CHF, rounded to 0.05. Undefined for
 * 'Testkäufe Jugendschutz Online' (not computed, F§9 L243) and while the times or the age are not known.
 * A 16-year-old, 3 h with 0.5 h pause: 2.5 × 14 = 35.00.
 */
export function timetrackComputedPayout(input: {
  kunde: string | undefined;
  start: string | undefined;
  end: string | undefined;
  pause: number;
  age: number | undefined;
}): number | undefined {
  const { kunde, start, end, pause, age } = input;
  if (isTimetrackOnlineYouthProtection(kunde) || !start || !end || age === undefined) return undefined;
  const rate = Math.max(0, age - TIMETRACK_LIMITS.payoutAgeOffset);
  return timetrackRoundTo005(timetrackWorkedHours(start, end, pause) * rate);
}

/** The highest payout: 500 CHF, 25 CHF for 'Testkäufe Jugendschutz Online' (F§5 L161, F§9 L243). */
export function timetrackPayoutCap(kunde: string | undefined): number {
  return isTimetrackOnlineYouthProtection(kunde)
    ? TIMETRACK_LIMITS.payoutCapOnline
    : TIMETRACK_LIMITS.payoutCap;
}

/**
 * The payout the wizard proposes when the times, the pause, the shopper or the date change (F§9 L243; A.4
 * decision): the computed one, 0 for the online variant. Until the date is chosen (step 2 comes after the
 * payout card) the age is taken today.
 */
export function timetrackProposedPayout(
  record: Pick<TimetrackForRules, 'kunde' | 'datum' | 'tk'>,
  today: string,
): number | undefined {
  if (isTimetrackOnlineYouthProtection(record.kunde)) return 0;
  return timetrackComputedPayout(payoutInput(record, today));
}

function payoutInput(record: Pick<TimetrackForRules, 'kunde' | 'datum' | 'tk'>, today: string) {
  const tk = record.tk ?? {};
  const birthDate = tk.obj?.date;
  return {
    kunde: record.kunde,
    start: tk.start,
    end: tk.end,
    pause: timetrackPauseHours(tk.pauseH, tk.pauseM),
    age: birthDate ? timetrackShopperAge(birthDate, record.datum ?? today) : undefined,
  };
}

/**
 * The payout card's errors (F§5 L161; R-T7): with start and end, a shopper and a payout; the cap; a signature
 * when the payout is above 0; the card's own times and pause.
 */
export function timetrackPayoutErrors(record: Pick<TimetrackForRules, 'kunde' | 'tk'>): FieldError[] {
  const tk = record.tk ?? {};
  const errors = timeErrors(tk, 'tk.', false);
  if (tk.start && tk.end) {
    if (!tk.obj) errors.push(error('tk.obj', KEYS.shopper));
    if (tk.auszahlung === undefined) errors.push(error('tk.auszahlung', KEYS.required));
  }
  if (tk.auszahlung !== undefined && tk.auszahlung > timetrackPayoutCap(record.kunde))
    errors.push(error('tk.auszahlung', KEYS.payoutCap));
  if ((tk.auszahlung ?? 0) > 0 && !filled(tk.signature)) errors.push(error('tk.signature', KEYS.signature));
  return errors;
}

/**
 * 'payoutTooHigh' (R-T7; F§5 L161): the payout lies above the computed one. A warning, never a refusal; not for
 * the online variant, whose payout is not computed (decision 0032).
 */
export function timetrackPayoutTooHigh(
  record: Pick<TimetrackForRules, 'kunde' | 'datum' | 'tk'>,
  today: string,
): boolean {
  const computed = timetrackComputedPayout(payoutInput(record, today));
  const paid = record.tk?.auszahlung;
  return computed !== undefined && paid !== undefined && paid > computed;
}

// ---------------------------------------------------------------------------------------------------------
// R-T8: Sunday

/** 0 for Sunday … 6 for Saturday. */
function weekday(isoDate: string): number {
  const { year, month, day } = parseIsoDate(isoDate);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * 'Sonntag' when the record is a detective's and its date a Sunday; a test buyer's or an absence's Sunday is a
 * 'Wochentag' (R-T8; F§6 L176; decision A-C7: the record's `typ`, not the user's roles; public holidays are
 * Wochentag).
 */
export function timetrackTagOf(typ: TimetrackType | undefined, datum: string): TimetrackTag {
  return typ === 'detektiv' && weekday(datum) === 0 ? 'Sonntag' : 'Wochentag';
}

// ---------------------------------------------------------------------------------------------------------
// R-T9 to R-T11: detective, expenses, receipts

/** A detective's signature is required unless noSignature is ticked (F§5 L163). */
export function timetrackDetectiveErrors(detektiv: TimetrackDetektiv | undefined): FieldError[] {
  return detektiv?.noSignature || filled(detektiv?.signature)
    ? []
    : [error('detektiv.signature', KEYS.signature)];
}

/** Kilometres are shown for test buyers and in zone Regie (R-T9; F§5 L163, B§5 L136). */
export function timetrackKmShown(typ: TimetrackType | undefined, zone: TimetrackSpesen['zone']): boolean {
  return typ === 'testkaeufer' || zone === 'Regie';
}

/** The receipts entered, in slot order. */
export function timetrackReceiptsOf(spesen: TimetrackSpesen | undefined): string[] {
  return TIMETRACK_RECEIPT_SLOTS.map((slot) => spesen?.[slot]).filter(filled);
}

/**
 * How many receipt slots the form shows: one after another, the next when the last is filled, up to 5
 * (F§2 L86).
 */
export function timetrackReceiptSlotsShown(spesen: TimetrackSpesen | undefined): number {
  return Math.min(TIMETRACK_LIMITS.receipts, timetrackReceiptsOf(spesen).length + 1);
}

/**
 * A receipt is required when reisen + mahlzeit + allgemein is above 0, or when the detective has no
 * signature (R-T11; F§5 L165).
 */
export function timetrackReceiptRequired(
  record: Pick<TimetrackForRules, 'typ' | 'detektiv' | 'spesen'>,
): boolean {
  const spesen = record.spesen ?? {};
  const amounts = (spesen.reisen ?? 0) + (spesen.mahlzeit ?? 0) + (spesen.allgemein ?? 0);
  return amounts > 0 || (record.typ === 'detektiv' && record.detektiv?.noSignature === true);
}

/** A meal above 25 CHF is flagged too high (R-T10; F§5 L164, F§9 L244): a warning. */
export function timetrackMealTooHigh(spesen: TimetrackSpesen | undefined): boolean {
  return (spesen?.mahlzeit ?? 0) > TIMETRACK_LIMITS.mealMax;
}

/**
 * The expenses' errors (R-T9 to R-T11; F§5 L163–165): a detective's transport and zone, kilometres in zone
 * Regie, a remark with other expenses, a receipt when one is required.
 */
export function timetrackSpesenErrors(
  record: Pick<TimetrackForRules, 'typ' | 'detektiv' | 'spesen'>,
): FieldError[] {
  const spesen = record.spesen ?? {};
  const errors: FieldError[] = [];
  if (record.typ === 'detektiv') {
    if (!spesen.reisemittel) errors.push(error('spesen.reisemittel', KEYS.required));
    if (!spesen.zone) errors.push(error('spesen.zone', KEYS.required));
    if (spesen.zone === 'Regie' && spesen.km === undefined) errors.push(error('spesen.km', KEYS.km));
  }
  if ((spesen.allgemein ?? 0) > 0 && !filled(spesen.bemerkung))
    errors.push(error('spesen.bemerkung', KEYS.bemerkung));
  if (timetrackReceiptRequired(record) && timetrackReceiptsOf(spesen).length === 0)
    errors.push(error('spesen.beleg', KEYS.receipt));
  return errors;
}

// ---------------------------------------------------------------------------------------------------------
// R-T12: special absences

/** The absence's dates and hours (R-T12; F§5 L160): required, the end not before the start. */
export function timetrackSonderErrors(sonder: TimetrackSonder | undefined): FieldError[] {
  const errors: FieldError[] = [];
  if (!sonder?.start) errors.push(error('sonder.start', KEYS.required));
  if (!sonder?.end) errors.push(error('sonder.end', KEYS.required));
  if (sonder?.start && sonder.end && sonder.end < sonder.start)
    errors.push(error('sonder.end', KEYS.sonderEnd));
  if (sonder?.hours === undefined) errors.push(error('sonder.hours', KEYS.required));
  return errors;
}

// ---------------------------------------------------------------------------------------------------------
// A.5: the steps' validation

/** What the first step's checks read besides the record. */
export type TimetrackChoiceContext = {
  /**
   * The roles whose choices the record must keep (R-T2): the owner's when the owner saves; undefined when an
   * administrator corrects another user's record (the owner's roles are not the caller's).
   */
  ownerRoles?: readonly string[];
  /** The customer a detective's record names (`kunde`), as the server reads it; undefined when there is none. */
  customer?: Pick<TimetrackCustomer, '_id' | 'region'>;
};

/** Step 0: role and customer (F§5 L159; R-T2). */
export function timetrackChoiceErrors(
  record: TimetrackForRules,
  context: TimetrackChoiceContext,
): FieldError[] {
  const { typ, kunde } = record;
  if (!typ) return [error('typ', KEYS.type)];
  if (context.ownerRoles && !timetrackTypeChoices(context.ownerRoles).includes(typ))
    return [error('typ', KEYS.type)];
  switch (typ) {
    case 'testkaeufer': {
      if (!filled(kunde)) return [error('kunde', KEYS.required)];
      const choices: readonly string[] = context.ownerRoles
        ? timetrackShopperCustomerChoices(context.ownerRoles)
        : TIMETRACK_SHOPPER_CUSTOMER_TYPES;
      return choices.includes(kunde) ? [] : [error('kunde', KEYS.customer)];
    }
    case 'detektiv': {
      const errors: FieldError[] = [];
      if (!filled(record.region)) errors.push(error('region', KEYS.required));
      if (!filled(kunde)) errors.push(error('kunde', KEYS.required));
      else if (
        filled(record.region) &&
        (context.customer?._id !== kunde || context.customer.region !== record.region)
      )
        errors.push(error('kunde', KEYS.customer));
      return errors;
    }
    case 'sonder':
      return isSonderType(record.sonder?.typ) ? [] : [error('sonder.typ', KEYS.required)];
  }
}

/** Step 2: date, start, end, pause (F§5 L162; A.5 decisions). */
export function timetrackDayErrors(record: TimetrackForRules): FieldError[] {
  return [...(record.datum ? [] : [error('datum', KEYS.required)]), ...timeErrors(record, '', true)];
}

/** The errors of one step of the record's flow (checklist A.5, by the steps of A.4). */
export function timetrackStepErrors(
  record: TimetrackForRules,
  step: TimetrackStep,
  context: TimetrackChoiceContext,
): FieldError[] {
  switch (step) {
    case 0:
      return timetrackChoiceErrors(record, context);
    case 1:
      if (record.typ === 'sonder') return timetrackSonderErrors(record.sonder);
      return timetrackHasPayoutCard(record) ? timetrackPayoutErrors(record) : [];
    case 2:
      return record.typ === 'sonder' ? [] : timetrackDayErrors(record);
    case 3:
      return record.typ === 'detektiv' ? timetrackDetectiveErrors(record.detektiv) : [];
    case 4:
      return record.typ === 'sonder' ? [] : timetrackSpesenErrors(record);
  }
}

/**
 * The errors of the record's flow up to and including `upTo` (checklist A.5): a draft saved at step 1 or 3
 * answers for the steps it has passed, a complete save for all of them.
 */
export function validateTimetrack(
  record: TimetrackForRules,
  upTo: TimetrackStep,
  context: TimetrackChoiceContext,
): FieldError[] {
  const choices = timetrackChoiceErrors(record, context);
  if (choices.length > 0) return choices;
  return timetrackSteps(record)
    .filter((step) => step > 0 && step <= upTo)
    .flatMap((step) => timetrackStepErrors(record, step, context));
}

/** The warnings in force (F§5 L161, L164): flagged for the reviewer, never refused. */
export function timetrackWarnings(record: TimetrackForRules, today: string): TimetrackWarning[] {
  const warnings: TimetrackWarning[] = [];
  if (timetrackHasPayoutCard(record) && timetrackPayoutTooHigh(record, today)) warnings.push('payoutTooHigh');
  if (record.typ !== 'sonder' && timetrackMealTooHigh(record.spesen)) warnings.push('mealTooHigh');
  return warnings;
}

// ---------------------------------------------------------------------------------------------------------
// R-T14 to R-T17: locks, delete, review, unchecked reports

/** Records dated before 2025-06-01 count as reviewed (R-T14 c; F§4 L126, B§4 L120). */
export function isTimetrackTreatedAsReviewed(record: { reviewed?: boolean; datum?: string }): boolean {
  return (
    record.reviewed === true || (record.datum !== undefined && record.datum < TIMETRACK_LIMITS.reviewCutoff)
  );
}

/** The review status the lists show (B§2 L73: pending or reviewed; R-T16). */
export function timetrackStatus(record: { reviewed?: boolean; datum?: string }): 'pending' | 'reviewed' {
  return isTimetrackTreatedAsReviewed(record) ? 'reviewed' : 'pending';
}

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const isoDay = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The last day the owner may change a record of `datum` (decision A-C5): day `timetrackEditDays` of the next
 * month (by default the 5th, the payroll close), or the last day of the record's month when the setting is 0.
 */
export function timetrackEditDeadline(datum: string, settings: TimetrackSettings): string {
  const { year, month } = parseIsoDate(datum);
  if (settings.timetrackEditDays === 0) return isoDay(year, month, lastDayOfMonth(year, month));
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return isoDay(
    nextYear,
    nextMonth,
    Math.min(settings.timetrackEditDays, lastDayOfMonth(nextYear, nextMonth)),
  );
}

/** Why a record is locked for its owner: reviewed and complete, or too old (R-T14 a to c). */
export type TimetrackLock = 'reviewed' | 'age';

/** What the lock reads of a stored record: whether it is complete and reviewed, and its date. */
export type TimetrackLockedFields = { complete?: boolean; reviewed?: boolean; datum?: string };

/** What the rules of change and delete read of a stored record: its owner and what the lock reads. */
export type TimetrackGuardedRecord = TimetrackLockedFields & { userID: string };

/**
 * The record's lock for its owner (R-T14; F§4 L126, B§4 L120): (a) complete and reviewed, (c) complete and
 * dated before 2025-06-01, (b) past the edit deadline of its date (decision A-C5). Undefined when the owner may
 * change it. An administrator is not bound (decision A-C6).
 */
export function timetrackLock(
  record: TimetrackLockedFields,
  settings: TimetrackSettings,
  today: string,
): TimetrackLock | undefined {
  if (record.complete && isTimetrackTreatedAsReviewed(record)) return 'reviewed';
  if (record.datum && today > timetrackEditDeadline(record.datum, settings)) return 'age';
  return undefined;
}

/** Who calls: the verified user's id and roles. */
export type TimetrackCaller = { id: string; roles: readonly string[] };

/** An administrator sees and corrects every record (A.11; decision A-C6). */
export function isTimetrackAdmin(caller: TimetrackCaller): boolean {
  return caller.roles.includes('admin');
}

/**
 * How the caller relates to a stored record (A.11): an administrator sees all, the owner their own, anyone
 * else nothing (the answer is 404, not 403: another user's record does not exist for them).
 */
export function timetrackAccess(
  record: { userID: string },
  caller: TimetrackCaller,
): 'admin' | 'owner' | 'none' {
  if (isTimetrackAdmin(caller)) return 'admin';
  return record.userID === caller.id ? 'owner' : 'none';
}

/** The caller may change the stored record: an administrator always, the owner while it is not locked. */
export function mayChangeTimetrack(
  record: TimetrackGuardedRecord,
  caller: TimetrackCaller,
  settings: TimetrackSettings,
  today: string,
): boolean {
  const access = timetrackAccess(record, caller);
  return access === 'admin' || (access === 'owner' && timetrackLock(record, settings, today) === undefined);
}

/**
 * Delete is offered (R-T15; F§4 L126): an open record always, a complete one "when the date allows", i.e. while
 * it is not locked (decision A-C5: the same limit). An administrator may delete any (decision A-C6).
 */
export function timetrackDeleteOffered(
  record: TimetrackGuardedRecord,
  caller: TimetrackCaller,
  settings: TimetrackSettings,
  today: string,
): boolean {
  // where the caller may change the record, and for its owner an open one even past its lock
  return (
    mayChangeTimetrack(record, caller, settings, today) ||
    (!record.complete && timetrackAccess(record, caller) === 'owner')
  );
}

/** The server's answer to `DELETE api/timetrack/{id}`: allowed, or refused as not found or locked. */
export function evaluateTimetrackDelete(
  stored: TimetrackGuardedRecord | undefined,
  caller: TimetrackCaller,
  settings: TimetrackSettings,
  today: string,
): 'allowed' | 'notFound' | 'locked' {
  if (!stored || timetrackAccess(stored, caller) === 'none') return 'notFound';
  return timetrackDeleteOffered(stored, caller, settings, today) ? 'allowed' : 'locked';
}

/**
 * A review (R-T16; decision A-C11): an administrator marks a record reviewed, or takes the mark back; marking a
 * record that is not complete is refused.
 */
export function timetrackReviewRefusal(
  record: { complete: boolean },
  reviewed: boolean,
): FieldError | undefined {
  return reviewed && !record.complete ? error('reviewed', KEYS.notComplete) : undefined;
}

/**
 * Unchecked in the export check (R-T17; B§2 L75, B§7 L164, B§8 L208): not reviewed and dated on or after
 * 2025-06-01 (earlier ones count as reviewed), complete or not.
 */
export function isUncheckedTimetrack(record: { reviewed?: boolean; datum?: string }): boolean {
  return !isTimetrackTreatedAsReviewed(record);
}

/** The unchecked records of a period, both ends included (R-T17): what the check counts and lists (A-C10). */
export function uncheckedTimetracks<R extends { reviewed?: boolean; datum?: string }>(
  records: readonly R[],
  period: { start: string; end: string },
): R[] {
  return records.filter(
    (record) =>
      record.datum !== undefined &&
      record.datum >= period.start &&
      record.datum <= period.end &&
      isUncheckedTimetrack(record),
  );
}
