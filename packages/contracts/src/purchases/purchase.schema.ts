import { z } from 'zod';
import { MAX } from '../common';
import { genderSchema } from '../shoppers/shopper.schema';
import { storeTypeSchema, testTypeSchema } from '../stores/store-types';
import { CHIEF_POSITIONS, REASON_PRESETS, SIGNATURE_PROBLEMS, SPECIAL_REASONS } from './presets';
import { PURCHASE_WARNINGS } from './warnings';
import { testerProtectionConfigSchema } from './purchase-warnings.rules';

// The purchase of field-app spec section 3 and back-office spec section 3, every field of both.
// The body a phone PUTs may be incomplete: an incomplete purchase is still stored, as delayed (field-app
// spec, section 4). So the input schema checks only shapes (types, closed lists, sizes); the rules of
// section 5 (`validatePurchase`) decide what is missing, on the phone and again on the server.

/** Upper bound of every free text, so that no body fills the database with one field. */
const TEXT_MAX = 2000;
const NAME_MAX = 200;

/** Free text as a form sends it: may be empty (the rules treat '' like a missing value). */
const text = (max = TEXT_MAX) => z.string().trim().max(max);

/**
 * A purchase's id is made on the phone, so that a retried save never creates a second purchase: a UUID
 * (`crypto.randomUUID()`, lower-case, any version), docs/decisions/0014-purchase-rules.md.
 */
export const purchaseIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { error: 'util.invalidId' });

/** A file name svc-files answered for an uploaded image or signature (`POST api/images`, `POST api/signature`). */
export const imageNameSchema = z.string().trim().max(NAME_MAX);

/** A point in time as ISO 8601 with offset (`2026-11-23T12:00:00.000Z`). */
const instant = z.iso.datetime({ offset: true });

/** The store type a purchase carries (field-app spec, section 3: "type (list holding one store type: api, name, img, spamia)"). */
export const purchaseStoreTypeSchema = z.object({
  /** The store type (coop, spamia, ktzh, ...). */
  api: storeTypeSchema,
  /** Its display name. */
  name: text(NAME_MAX),
  /** Its logo (field app only). */
  img: text(NAME_MAX).optional(),
  /** The store's subtype (`spamia_type` of the store: the Migros and EOV formats, e.g. Spar). */
  spamia: text(NAME_MAX).optional(),
});
export type PurchaseStoreType = z.infer<typeof purchaseStoreTypeSchema>;

/** Checkout types (field-app spec, sections 3 and 9). */
export const KKS = ['Kasse', 'Kiosk', 'SCO'] as const;
export const kksSchema = z.enum(KKS);
export type Kks = z.infer<typeof kksSchema>;

/** The cashier (field-app spec, section 3: "cashier {gender w or m, name, firstname, number, remarks}"). */
export const cashierSchema = z.object({
  gender: genderSchema.optional(),
  /** Last name. */
  name: text(NAME_MAX).optional(),
  firstname: text(NAME_MAX).optional(),
  /** Staff number (coop and Spar: 6 digits). */
  number: text(NAME_MAX).optional(),
  remarks: text().optional(),
});
export type Cashier = z.infer<typeof cashierSchema>;

export const signatureProblemSchema = z.enum(SIGNATURE_PROBLEMS);
export const chiefPositionSchema = z.enum(CHIEF_POSITIONS);

/** The signatures (field-app spec, section 3: "signatures {chief: problem, position, img; cashier: problem, img}"). */
export const signaturesSchema = z.object({
  chief: z
    .object({
      problem: signatureProblemSchema.optional(),
      position: chiefPositionSchema.optional(),
      img: imageNameSchema.optional(),
    })
    .default({}),
  cashier: z
    .object({
      problem: signatureProblemSchema.optional(),
      img: imageNameSchema.optional(),
    })
    .default({}),
});
export type Signatures = z.infer<typeof signaturesSchema>;

/** The shopper as a purchase keeps it: the id (tester protection), the name (lists), the birth date (age on the test date). */
export const purchaseShopperSchema = z.object({
  _id: text(NAME_MAX),
  name: text(NAME_MAX),
  /** Birth date `yyyy-MM-dd`. */
  date: z.iso.date(),
});
export type PurchaseShopper = z.infer<typeof purchaseShopperSchema>;

export const reasonPresetSchema = z.enum(REASON_PRESETS);
export const specialReasonSchema = z.enum(SPECIAL_REASONS);
export const purchaseWarningSchema = z.enum(PURCHASE_WARNINGS);

/**
 * The purchase's store type: a list of exactly one (field-app spec, section 3: "type (list holding one store
 * type)"). Checked as an array of length 1, typed as a one-element tuple: a zod tuple comes out of the API
 * description as `items: [...]`, which schemathesis refuses in an OpenAPI 3.1 answer schema.
 */
const oneStoreType = z.array(purchaseStoreTypeSchema).length(1) as unknown as z.ZodTuple<
  [typeof purchaseStoreTypeSchema],
  null
>;

/** A number a form sends; negative or absurd values are shape errors, not rule errors. */
const amount = z.number().min(0).max(1_000_000);

/**
 * The body of `PUT api/purchases/:id`: what the phone (or the back office's edit) sends. No `done`, no
 * `delayed`, no `userID`, no export flags: the server decides those (issue 7). Unknown keys are dropped.
 */
export const purchaseInputSchema = z.object({
  _id: purchaseIdSchema,
  /** `yyyy-MM-dd`. */
  date: z.iso.date({ error: 'purchase.main.dateErr' }).optional(),
  /** `HH:mm`. */
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'purchase.main.timeErr' })
    .optional(),
  type: oneStoreType,
  vst: text(NAME_MAX),
  name: text(NAME_MAX),
  storeID: text(NAME_MAX).min(1),
  /** Language of the purchase (German or French), asked in canton VS. */
  lang: z.enum(['de', 'fr'], { error: 'purchase.main.langErr' }).optional(),
  shopper: purchaseShopperSchema.optional(),
  cashier: cashierSchema.default({}),
  kks: kksSchema.optional(),
  testType: testTypeSchema.optional(),
  regulationsRespected: z.boolean().optional(),
  /** At a self-checkout the customer typed the birth date in themselves (kept only for SCO and respected). */
  selfEntryDateOfBirthSCO: z.boolean().optional(),
  /** An alcohol test replaced by a tobacco or lottery test; the server works it out again on every save. */
  alkOverride: z.boolean().optional(),
  /** The article's id in the catalogue. */
  article: text(NAME_MAX).optional(),
  articleDetail: text(NAME_MAX).optional(),
  articleName: text(NAME_MAX).optional(),
  articlePackaging: text(NAME_MAX).optional(),
  articleSizeInMl: amount.optional(),
  articleAlcoholByVolume: z.number().min(0).max(100).optional(),
  articlePrice: amount.optional(),
  articleLotNr: text(NAME_MAX).optional(),
  /** The cashier asked for an ID. */
  pass: z.boolean().optional(),
  /** The cashier asked for the age. */
  age: z.boolean().optional(),
  /** The preset reason chosen when regulations were not respected. */
  reasonTMP: reasonPresetSchema.optional(),
  /** The free text of the fourth preset ('other'); the composed reason is preset and text. */
  reason: text().optional(),
  crowdedLevel: z.number().int().min(1).max(10).optional(),
  remarks: text().optional(),
  signatures: signaturesSchema.default({ chief: {}, cashier: {} }),
  /** The report image. */
  image: imageNameSchema.optional(),
  /** The receipt image. */
  bill: imageNameSchema.optional(),
  noReceipt: z.boolean().optional(),
  noQuittReason: text().optional(),
  /** The report is a photographed paper form: its image is then required. */
  manualUpload: z.boolean().optional(),
  /** Chosen from the bottom sheet: finishes the purchase at once (field-app spec, section 4). */
  specialReason: specialReasonSchema.optional(),
  /** The round the store was visited for. */
  sprintListID: text(NAME_MAX).optional(),
  /** Warnings the tester ticked as seen (field-app spec, section 5: "Warnings (with an override checkbox)"). */
  overriddenWarnings: z.array(purchaseWarningSchema).max(PURCHASE_WARNINGS.length).default([]),
});
export type PurchaseInput = z.infer<typeof purchaseInputSchema>;
/** What a form holds before parsing (defaults not applied yet). */
export type PurchaseInputDraft = z.input<typeof purchaseInputSchema>;

/** An export flag with its date (back-office spec, section 3: "autoExport (flags with dates), manualExport"). */
export const exportFlagSchema = z.object({ exported: z.boolean(), date: instant.optional() });

/** Who did something to a purchase in the back office, and when. */
export const purchaseActorSchema = z.object({ id: z.string().max(MAX.id), name: z.string().max(MAX.name) });
export const purchaseStampSchema = z.object({ at: instant, by: purchaseActorSchema });
export type PurchaseStamp = z.infer<typeof purchaseStampSchema>;

/** A stored purchase: the input plus what the server decides and records. */
export const purchaseSchema = purchaseInputSchema.extend({
  userID: z.string().max(MAX.id),
  /** The name of the user who made the test, as the server knew it at the first save (lists and search). */
  userName: z.string().max(MAX.name).optional(),
  /**
   * +1 on every save (the field's and the control's): a control save names the version it read and gets
   * 409 when another save came first (issue 8, docs/decisions/0026-control.md).
   */
  version: z.number().int().min(0),
  /** The last control save (back-office spec, section 4: "Saving in control marks it checked"). */
  checked: purchaseStampSchema.optional(),
  /**
   * Control rejected the special reason: the purchase went back to the tester as delayed, with this notice
   * (docs/decisions/0026-control.md).
   */
  reasonRejected: purchaseStampSchema
    .extend({ specialReason: specialReasonSchema, notice: z.string().max(MAX.text) })
    .optional(),
  /** Not complete (field-app spec, section 4: "delayed equals not complete"); decided by the server. */
  delayed: z.boolean(),
  /** Checked in the back office's control. */
  done: z.boolean(),
  /** The shopper's age in completed years on the test date (tester protection, issue 7). */
  shopperAge: z.number().int().min(0).optional(),
  autoExport: exportFlagSchema.optional(),
  manualExport: exportFlagSchema.optional(),
  /** When the report went to the document system (Therefore). */
  thereforeExportDate: instant.optional(),
  createdAt: instant,
  updatedAt: instant,
});
export type Purchase = z.infer<typeof purchaseSchema>;

/**
 * One test of the caller's shoppers at a store (`GET api/purchases/shopperTests/{storeID}`): what the wizard
 * needs to warn 'shopperRecentlyTested' before the save, as the server does on it (tester protection, issue 7).
 */
export const shopperTestSchema = z.object({
  /** The purchase's id (a purchase does not warn about itself). */
  _id: z.string().max(MAX.id),
  storeID: z.string().max(MAX.id),
  shopperID: z.string().max(MAX.id),
  /** The test date `yyyy-MM-dd`. */
  date: z.iso.date(),
});
export type ShopperTest = z.infer<typeof shopperTestSchema>;

/**
 * `GET api/purchases/shopperTests/{storeID}`: the caller's tests at the store and the tester protection the
 * server applies (days and age bands are settings of svc-purchases), so the wizard warns as the save will.
 */
export const shopperTestsAnswerSchema = z.object({
  protection: testerProtectionConfigSchema,
  tests: z.array(shopperTestSchema).max(MAX.list),
});
export type ShopperTestsAnswer = z.infer<typeof shopperTestsAnswerSchema>;
