import type { FieldError } from '../common';
import { purchaseShopperOnSave } from '../purchases/purchase-shopper.rules';
import type { Shopper } from '../shoppers/shopper.schema';
import type { TimetrackCustomer } from './timetrack-admin.schema';
import {
  TIMETRACK_SONDER_TYPES,
  TIMETRACK_TK_JUGENDSCHUTZ,
  type TimetrackWarning,
} from './timetrack.constants';
import {
  timetrackCompleteOnSave,
  timetrackHasPayoutCard,
  isTimetrackOnlineYouthProtection,
  isTimetrackAdmin,
  timetrackKmShown,
  timetrackPauseHours,
  timetrackReceiptsOf,
  timetrackTagOf,
  timetrackAccess,
  timetrackLock,
  timetrackSavePoint,
  timetrackWarnings,
  TIMETRACK_MESSAGE_KEYS,
  validateTimetrack,
  type TimetrackCaller,
  type TimetrackForRules,
} from './timetrack.rules';
import {
  TIMETRACK_RECEIPT_SLOTS,
  type TimetrackSpesen,
  type Timetrack,
  type TimetrackInput,
  type TimetrackSettings,
  type TimetrackShopper,
} from './timetrack.schema';

// The one verdict on a save of a time record (`PUT api/timetrack/{id}`), which svc-timetrack runs on every
// save and the wizard runs before it queues one: access, lock, save point, the shopper's snapshot, the rules
// of checklist A.5 and A.6, and the record to store. docs/decisions/0032-time-record-rules.md.

/** What the saving side knows besides the request (the server reads it from its stores; the wizard from the phone's copy). */
export type TimetrackSaveContext = {
  caller: TimetrackCaller;
  /** The stored record with the sent id, if there is one. */
  stored?: Pick<Timetrack, 'userID' | 'complete' | 'reviewed' | 'datum' | 'tk'>;
  /**
   * The shopper the payout names (`tk.obj._id`), as svc-purchases answers it (with its owner), or undefined when
   * none has that id. It must be the record owner's (checklist A.2).
   */
  shopper?: Pick<Shopper, '_id' | 'name' | 'date' | 'userID'>;
  /** The customer a detective's record names (`kunde`), or undefined when there is none with that id. */
  customer?: Pick<TimetrackCustomer, '_id' | 'region'>;
  /** The lock setting (decision A-C5). */
  settings: TimetrackSettings;
  /** Today `yyyy-MM-dd` (the server's day; the phone's in the wizard). */
  today: string;
};

/** The record to store: what the request gives, normalised, with what the server decides. */
export type TimetrackOnSave = Omit<Timetrack, 'version' | 'createdAt' | 'updatedAt' | 'userName' | 'review'>;

/** Why a save is refused; the service's error table maps each to its HTTP status. */
export type TimetrackRefusal = 'notFound' | 'locked' | 'invalid';

export type TimetrackSaveVerdict =
  | { verdict: 'refused'; reason: TimetrackRefusal; errors: FieldError[] }
  | {
      verdict: 'accepted';
      /** The record to store. */
      record: TimetrackOnSave;
      /** The warnings in force (stored as `flags`), shown to the user, never refusing. */
      warnings: TimetrackWarning[];
      /** No record had the id: the save creates it. */
      created: boolean;
    };

const refused = (reason: TimetrackRefusal, errors: FieldError[]): TimetrackSaveVerdict => ({
  verdict: 'refused',
  reason,
  errors,
});

const filled = (value: string | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The expenses with the receipts moved to the first slots (they appear one after another, F§2 L86), km dropped where hidden. */
function normalizeSpesen(spesen: TimetrackSpesen, typ: TimetrackInput['typ']): TimetrackSpesen {
  const receipts = timetrackReceiptsOf(spesen);
  const rest: TimetrackSpesen = { ...spesen };
  for (const slot of TIMETRACK_RECEIPT_SLOTS) delete rest[slot];
  if (!timetrackKmShown(typ, spesen.zone)) delete rest.km;
  if (!filled(rest.bemerkung)) delete rest.bemerkung;
  TIMETRACK_RECEIPT_SLOTS.forEach((slot, index) => {
    if (receipts[index]) rest[slot] = receipts[index];
  });
  return rest;
}

/**
 * The record as the rules read it (R-T4, R-T8; checklist A.4): the cards of the record's flow only, the pauses in
 * decimal hours, `tag`, the absence's type as its customer and its first day as its date, the online payout 0
 * by default, the receipts in order.
 */
export function normalizeTimetrack(
  input: TimetrackForRules & Pick<TimetrackInput, '_id'>,
): TimetrackForRules & Pick<TimetrackInput, '_id'> {
  const { tk, detektiv, sonder, spesen, ...rest } = input;
  const typ = input.typ;
  if (typ === 'sonder') {
    const sonderTyp = sonder?.typ ?? TIMETRACK_SONDER_TYPES.find((type) => type === input.kunde);
    return {
      _id: input._id,
      typ,
      index: input.index,
      ...(sonderTyp ? { kunde: sonderTyp } : {}),
      sonder: { ...sonder, ...(sonderTyp ? { typ: sonderTyp } : {}) },
      ...(sonder?.start ? { datum: sonder.start, tag: 'Wochentag' as const } : {}),
    };
  }
  const record: TimetrackForRules & Pick<TimetrackInput, '_id'> = {
    ...rest,
    pause: timetrackPauseHours(input.pauseH, input.pauseM),
    ...(input.datum ? { tag: timetrackTagOf(typ, input.datum) } : {}),
    ...(spesen ? { spesen: normalizeSpesen(spesen, typ) } : {}),
  };
  if (!filled(record.beschreibung) || typ !== 'testkaeufer') delete record.beschreibung;
  if (typ === 'detektiv') {
    if (detektiv) record.detektiv = detektiv;
  } else if (!(typ === 'testkaeufer' && input.kunde === TIMETRACK_TK_JUGENDSCHUTZ)) {
    // a region only for a detective and, optionally, for 'Testkäufe Jugendschutz' (decision A-C8)
    delete record.region;
  }
  if (timetrackHasPayoutCard({ typ, kunde: input.kunde }) && tk) {
    record.tk = {
      ...tk,
      pause: timetrackPauseHours(tk.pauseH, tk.pauseM),
      ...(tk.auszahlung === undefined && isTimetrackOnlineYouthProtection(input.kunde)
        ? { auszahlung: 0 }
        : {}),
    };
  }
  return record;
}

/**
 * The verdict on a save (checklist A.4 to A.6, R-T2 to R-T14): refused as not found (another user's record),
 * locked (for its owner, decisions A-C5 and A-C6), or invalid (the save point, the shopper, the fields of the
 * steps saved, with their message keys); or accepted with the record to store (pauses, `tag`, `complete`,
 * `reviewed`, the shopper's snapshot, the flags) and the warnings.
 */
export function evaluateTimetrackSave(
  input: TimetrackInput,
  context: TimetrackSaveContext,
): TimetrackSaveVerdict {
  const { caller, stored, settings, today } = context;
  if (stored && timetrackAccess(stored, caller) === 'none') return refused('notFound', []);
  const ownerID = stored?.userID ?? caller.id;

  if (!isTimetrackAdmin(caller)) {
    // the stored record's lock, and the sent date's: a record cannot be moved into, or created in, a closed month
    const datum = input.typ === 'sonder' ? input.sonder?.start : input.datum;
    const lock =
      (stored && timetrackLock(stored, settings, today)) ??
      timetrackLock({ complete: false, datum }, settings, today);
    if (lock) return refused('locked', [{ path: 'datum', key: TIMETRACK_MESSAGE_KEYS.locked }]);
  }

  // the shopper by id only: the snapshot of the owner's shopper, or the one the record holds (as purchases do)
  let shopper: TimetrackShopper | undefined;
  if (input.tk?.obj && timetrackHasPayoutCard(input)) {
    const resolved = purchaseShopperOnSave(input.tk.obj, {
      ownerID,
      stored: context.shopper,
      existing: stored?.tk?.obj,
    });
    if ('problem' in resolved)
      return refused('invalid', [{ path: 'tk.obj', key: TIMETRACK_MESSAGE_KEYS.shopper }]);
    shopper = resolved.shopper;
  }
  const { tk: sentTk, ...sent } = input;
  const record = normalizeTimetrack({
    ...sent,
    ...(sentTk ? { tk: { ...sentTk, obj: undefined, ...(shopper ? { obj: shopper } : {}) } } : {}),
  });
  if (record.tk && !record.tk.obj) delete record.tk.obj;

  if (!record.typ) return refused('invalid', [{ path: 'typ', key: TIMETRACK_MESSAGE_KEYS.type }]);
  const savePoint = timetrackSavePoint(record, input.index);
  if (!savePoint) return refused('invalid', [{ path: 'index', key: TIMETRACK_MESSAGE_KEYS.step }]);
  const complete = timetrackCompleteOnSave(stored?.complete, savePoint);

  const errors = validateTimetrack(record, complete ? 4 : input.index, {
    // the owner's choices bind the owner; an administrator correcting another user's record keeps the record's
    ownerRoles: ownerID === caller.id ? caller.roles : undefined,
    customer: context.customer,
  });
  if (errors.length > 0) return refused('invalid', errors);

  const warnings = timetrackWarnings(record, today);
  return {
    verdict: 'accepted',
    created: !stored,
    warnings,
    record: {
      ...record,
      typ: record.typ,
      complete,
      reviewed: stored?.reviewed ?? false,
      flags: warnings,
      userID: ownerID,
    },
  };
}
