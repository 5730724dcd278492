import { z } from 'zod';
import { MAX } from '../common';
import { imageNameSchema, purchaseIdSchema, purchaseShopperSchema } from '../purchases/purchase.schema';
import {
  TIMETRACK_REISEMITTEL,
  TIMETRACK_SONDER_TYPES,
  TIMETRACK_TAGE,
  TIMETRACK_TYPES,
  TIMETRACK_WARNINGS,
  TIMETRACK_STEPS,
  TIMETRACK_ZONES,
} from './timetrack.constants';

// The time record of field-app spec section 3 (L91–95) and back-office spec section 3 (L105), every field of
// both (checklist A.2). The body a phone PUTs may be a draft: the intermediate saves of the wizard store it
// incomplete (checklist A.4). So the input schema checks only shapes (types, closed lists, sizes); the rules
// (`evaluateTimetrackSave`) decide what is missing, on the phone and again on the server.
// docs/decisions/0031-time-records.md.

/** The message keys the schemas report (field-app spec, section 5; decision 0032). */
export const TIMETRACK_SHAPE_KEYS = {
  type: 'timetrack.iamError',
  date: 'timetrack.dateErr',
  time: 'timetrack.timeErr',
} as const;

export const timetrackTypeSchema = z.enum(TIMETRACK_TYPES, { error: TIMETRACK_SHAPE_KEYS.type });
export const timetrackTagSchema = z.enum(TIMETRACK_TAGE);
export const timetrackSonderTypeSchema = z.enum(TIMETRACK_SONDER_TYPES);
export const timetrackReisemittelSchema = z.enum(TIMETRACK_REISEMITTEL);
export const timetrackZoneSchema = z.enum(TIMETRACK_ZONES);
export const timetrackWarningSchema = z.enum(TIMETRACK_WARNINGS);
export const timetrackStepSchema = z.literal(TIMETRACK_STEPS);

/**
 * A record's id is made on the phone, so that a retried save never creates a second record and the offline
 * outbox can PUT it (there is no POST, checklist A.9 #4–6): a UUID like a purchase's. No UUID equals the
 * literal paths `getOpen`, `all`, `kunden`, `regionen` beside `/:id`.
 */
export const timetrackIdSchema = purchaseIdSchema;

/** A day `yyyy-MM-dd`. */
const day = z.iso.date({ error: TIMETRACK_SHAPE_KEYS.date });

/**
 * A time of day `HH:mm` as the pickers offer it: hours 00 to 23, minutes in 15-minute steps (field-app spec,
 * section 5, L162).
 */
export const timetrackTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, { error: TIMETRACK_SHAPE_KEYS.time });

/** Pause hours as the form sends them; the rules allow 0 to 8 (F§5 L162). */
const timetrackPauseHours = z.number().int().min(0).max(24);
/** Pause minutes as the form sends them; the rules allow 0, 15, 30, 45 (F§5 L162). */
const pauseMinutes = z.number().int().min(0).max(59);

/** An amount in CHF: at least 0, whole centimes (checklist A.2: "CHF ≥ 0 with 2 decimals"). */
export const timetrackChfSchema = z.number().min(0).max(1_000_000).multipleOf(0.01);
/** A count of people or cases: a whole number ≥ 0 (checklist A.2). */
const count = z.number().int().min(0).max(10_000);
/** Free text as a form sends it: may be empty (the rules treat '' like a missing value). */
const text = (max: number = MAX.text) => z.string().trim().max(max);

/**
 * The shopper of a payout as the phone names it: by id only. The server reads the name and birth date from the
 * owner's shoppers (svc-purchases over NATS) and embeds that snapshot (checklist A.2; as a purchase does,
 * `purchaseShopperOnSave`).
 */
export const timetrackShopperRefSchema = z.object({ _id: z.string().trim().min(1).max(MAX.id) });

/** The shopper payout card (F§3 L92), as sent. */
export const timetrackTkInputSchema = z.object({
  obj: timetrackShopperRefSchema.optional(),
  start: timetrackTimeSchema.optional(),
  end: timetrackTimeSchema.optional(),
  pauseH: timetrackPauseHours.optional(),
  pauseM: pauseMinutes.optional(),
  /** The payout in CHF, rounded to 0.05 when computed (decision A-C1); the buyer may type another. */
  auszahlung: timetrackChfSchema.optional(),
  /** The shopper's signature (`POST api/signature`). */
  signature: imageNameSchema.optional(),
});

/** The detective card (F§3 L93; the types: checklist A.2 decision). */
export const timetrackDetektivSchema = z.object({
  ladendiebe: count.optional(),
  betrag: timetrackChfSchema.optional(),
  umtrieb: timetrackChfSchema.optional(),
  hausverbot: count.optional(),
  hausfriedensbruch: count.optional(),
  /** No signature could be had: a receipt image is then required (F§5 L163, L165). */
  noSignature: z.boolean().optional(),
  signature: imageNameSchema.optional(),
});
export type TimetrackDetektiv = z.infer<typeof timetrackDetektivSchema>;

/** The special absence card (F§3 L94): a period of days and its hours. */
export const timetrackSonderSchema = z.object({
  typ: timetrackSonderTypeSchema.optional(),
  start: day.optional(),
  end: day.optional(),
  hours: z.number().min(0).max(10_000).multipleOf(0.01).optional(),
});
export type TimetrackSonder = z.infer<typeof timetrackSonderSchema>;

/** The expenses (F§3 L95): amounts in CHF, kilometres, and the receipt images in five slots. */
export const timetrackSpesenSchema = z.object({
  reisen: timetrackChfSchema.optional(),
  mahlzeit: timetrackChfSchema.optional(),
  allgemein: timetrackChfSchema.optional(),
  km: z.number().min(0).max(100_000).optional(),
  bemerkung: text().optional(),
  reisemittel: timetrackReisemittelSchema.optional(),
  zone: timetrackZoneSchema.optional(),
  beleg: imageNameSchema.optional(),
  beleg1: imageNameSchema.optional(),
  beleg2: imageNameSchema.optional(),
  beleg3: imageNameSchema.optional(),
  beleg4: imageNameSchema.optional(),
});
export type TimetrackSpesen = z.infer<typeof timetrackSpesenSchema>;

/** The receipt slots of the expenses, in the order they appear (F§2 L86). */
export const TIMETRACK_RECEIPT_SLOTS = ['beleg', 'beleg1', 'beleg2', 'beleg3', 'beleg4'] as const;
export type TimetrackReceiptSlot = (typeof TIMETRACK_RECEIPT_SLOTS)[number];

/**
 * The body of `PUT api/timetrack/{id}`: what the phone (or the back office's edit dialog) sends. No `complete`,
 * `reviewed`, `tag`, `pause`, `userID`: the server decides those (`evaluateTimetrackSave`). `index` is the step
 * the wizard saves at, one of the flow's save points (checklist A.4). Unknown keys are dropped.
 */
export const timetrackInputSchema = z.object({
  _id: timetrackIdSchema,
  typ: timetrackTypeSchema.optional(),
  /** A customer type (test buyer), a customer's id (detective), the absence type (special). */
  kunde: text(MAX.name).optional(),
  /** The detective's region id; for 'Testkäufe Jugendschutz' optionally a test-purchase region id (A-C8). */
  region: text(MAX.id).optional(),
  datum: day.optional(),
  start: timetrackTimeSchema.optional(),
  end: timetrackTimeSchema.optional(),
  pauseH: timetrackPauseHours.optional(),
  pauseM: pauseMinutes.optional(),
  index: timetrackStepSchema,
  beschreibung: text().optional(),
  tk: timetrackTkInputSchema.optional(),
  detektiv: timetrackDetektivSchema.optional(),
  sonder: timetrackSonderSchema.optional(),
  spesen: timetrackSpesenSchema.optional(),
});
export type TimetrackInput = z.infer<typeof timetrackInputSchema>;
/** What a form holds before parsing. */
export type TimetrackInputDraft = z.input<typeof timetrackInputSchema>;

/** The shopper as a record keeps it: id, name, birth date (the payout's age), read by the server. */
export const timetrackShopperSchema = purchaseShopperSchema;
export type TimetrackShopper = z.infer<typeof timetrackShopperSchema>;

/** The shopper payout card as stored: the shopper's snapshot and the pause in decimal hours. */
export const timetrackTkSchema = timetrackTkInputSchema.extend({
  obj: timetrackShopperSchema.optional(),
  /** pauseH + pauseM / 60 (F§3 L92, F§9 L245). */
  pause: z.number().min(0).max(24).optional(),
});
export type TimetrackTk = z.infer<typeof timetrackTkSchema>;

const instant = z.iso.datetime({ offset: true });
const actorSchema = z.object({ id: z.string().max(MAX.id), name: z.string().max(MAX.name) });

/** A stored time record: the input plus what the server decides and records (F§3 L91–95, B§3 L105). */
export const timetrackSchema = timetrackInputSchema.extend({
  typ: timetrackTypeSchema,
  tag: timetrackTagSchema.optional(),
  /** pauseH + pauseM / 60, decimal hours (F§3 L91). */
  pause: z.number().min(0).max(24).optional(),
  tk: timetrackTkSchema.optional(),
  /** Saved as complete (F§4 L126: "complete is false until saved as complete"). */
  complete: z.boolean(),
  /** Marked reviewed by an administrator (F§4 L126, B§4 L120; decision A-C11). */
  reviewed: z.boolean(),
  /** Who marked it reviewed, and when. */
  review: z.object({ at: instant, by: actorSchema }).optional(),
  /** The warnings in force at the last save: flagged for the reviewer, never refused (F§5 L161, L164). */
  flags: z.array(timetrackWarningSchema).max(TIMETRACK_WARNINGS.length),
  userID: z.string().max(MAX.id),
  /** The owner's name as the server knew it at the first save (the admin list and its filter). */
  userName: z.string().max(MAX.name).optional(),
  /** +1 on every save. */
  version: z.number().int().min(0),
  createdAt: instant,
  updatedAt: instant,
});
export type Timetrack = z.infer<typeof timetrackSchema>;

/** The message key of a lock setting out of its range (the admin's settings screen, admin namespace). */
export const TIMETRACK_EDIT_DAYS_KEY = 'settings.timetrackEditDaysErr';

/**
 * The lock setting (decision A-C5): the owner may change a record until this day of the month after its
 * `datum` (the payroll close), 0 meaning the last day of the record's own month. A global admin setting.
 */
export const timetrackSettingsSchema = z.object({
  timetrackEditDays: z
    .number({ error: TIMETRACK_EDIT_DAYS_KEY })
    .int({ error: TIMETRACK_EDIT_DAYS_KEY })
    .min(0, { error: TIMETRACK_EDIT_DAYS_KEY })
    .max(28, { error: TIMETRACK_EDIT_DAYS_KEY }),
});
export type TimetrackSettings = z.infer<typeof timetrackSettingsSchema>;

/** Until the 5th of the month after `datum` (decision A-C5). */
export const DEFAULT_TIMETRACK_SETTINGS: TimetrackSettings = { timetrackEditDays: 5 };
