import { z } from 'zod';
import { languageSchema, MAX } from '../common';
import { dashboardPurchasesPartSchema, dashboardTimetrackPartSchema } from '../dashboard/dashboard.schema';
import { evidenceHashesSchema } from '../purchases/purchase-control.schema';
import { roleSchema } from '../roles';
import { adminSettingsSchema } from '../settings/admin-settings.schema';
import { shopperSchema } from '../shoppers/shopper.schema';
import { sprintEntrySchema, sprintStoreSchema } from '../sprints/sprint.schema';
import {
  storeImportEntrySchema,
  storeImportRowSchema,
  storeImportStartSchema,
} from '../stores/store-import.schema';
import { storeTypeSchema } from '../stores/store-types';

/** The users one `identity.users.personnel` request names at most. */
export const PERSONNEL_NUMBERS_MAX = 1000;

/** The files one `evidence.links` request names at most. */
export const EVIDENCE_LINKS_MAX = 50;

/**
 * Request/reply subjects over NATS (core NATS through the Nest transport), each with the zod schemas of
 * its request and its reply. Both sides validate against this map. No request subject may fall under an
 * event stream's prefix (`EVENT_STREAMS`): JetStream would store the request and answer it with its
 * acknowledgement before the service does.
 */
export const REQUEST_SUBJECTS = {
  /**
   * The identity of one user, owned by the gateway's identity module; `null` when unknown. `lang` is the
   * language the user chose in the settings, if any (the PDF report is written in it); `pNr` the personnel
   * number of the user profile (B§3 L103), if set (the payroll csv carries it).
   */
  'identity.user.get': {
    request: z.object({ id: z.string().max(MAX.id).min(1) }),
    reply: z
      .object({
        _id: z.string().max(MAX.id),
        name: z.string().max(MAX.name),
        role: z.array(roleSchema).max(MAX.list),
        deleted: z.boolean(),
        lang: languageSchema.optional(),
        pNr: z.string().max(MAX.name).optional(),
      })
      .nullable(),
  },
  /**
   * The personnel numbers (`pNr`, B§3 L103) of many users at once, owned by the gateway's identity module: the
   * payroll csv asks once per PERSONNEL_NUMBERS_MAX users of its period instead of once per user. Users without
   * one, or unknown, are left out.
   */
  'identity.users.personnel': {
    request: z.object({ ids: z.array(z.string().max(MAX.id).min(1)).min(1).max(PERSONNEL_NUMBERS_MAX) }),
    reply: z
      .array(z.object({ _id: z.string().max(MAX.id), pNr: z.string().max(MAX.name) }))
      .max(PERSONNEL_NUMBERS_MAX),
  },
  /**
   * Whose purchase an id names (svc-purchases), `null` while no purchase has it: svc-files refuses an upload
   * tagged with another user's purchase (issue 17, item 5). Photos go out before the report that names them
   * (decision 0018), so an id without a purchase yet is the caller's to use.
   */
  'purchaseOwner.get': {
    request: z.object({ id: z.string().min(1).max(64) }),
    reply: z.object({ userID: z.string().max(MAX.id) }).nullable(),
  },
  /**
   * One shopper by id with its owner, name and birth date (svc-purchases, shoppers), `null` when none has the
   * id: svc-timetrack checks that a payout's shopper is the record owner's and embeds the snapshot (issue 19).
   */
  'shopperOwner.get': {
    request: z.object({ id: z.string().min(1).max(MAX.id) }),
    reply: shopperSchema.pick({ _id: true, name: true, date: true, userID: true }).nullable(),
  },
  /**
   * The global admin settings as they are now (svc-purchases, decision 0029), with the time of their last
   * save (`null` when none was recorded): svc-timetrack asks at start for the lock age of time records and
   * then follows `purchases.adminSettings.saved`, applying only what is newer (decision A-C5).
   */
  'adminSettings.get': {
    request: z.object({}),
    reply: z.object({ settings: adminSettingsSchema, savedAt: z.iso.datetime().nullable() }),
  },
  /** Dashboard part: the user's open round entries (svc-purchases, rounds). */
  'dashboard.openSprintEntries': {
    request: z.object({ userID: z.string().max(MAX.id).min(1) }),
    reply: z.array(sprintEntrySchema).max(MAX.list),
  },
  /** Dashboard part: the user's delayed and completed purchases, and for planners the count to control. */
  'dashboard.purchases': {
    request: z.object({
      userID: z.string().max(MAX.id).min(1),
      ownPurchases: z.boolean(),
      toControl: z.boolean(),
    }),
    reply: dashboardPurchasesPartSchema,
  },
  /**
   * Dashboard part: the admin overview's time-tracking counts (svc-timetrack, from its list of all records in
   * memory; decision 0050): records waiting for the review and records of the current month.
   */
  'dashboard.timetrack': {
    request: z.object({}),
    reply: dashboardTimetrackPartSchema,
  },
  /**
   * How many stores there are and how many lack coordinates (svc-purchases, stores; back-office spec,
   * section 2, "Settings": the counters stores and toGeocode), asked once a geocoding run, not every batch.
   */
  'stores.geocoding.counts': {
    request: z.object({}),
    reply: z.object({ stores: z.number().int().min(0), toGeocode: z.number().int().min(0) }),
  },
  /**
   * The stores the geocoding has to find (svc-purchases, stores): those without coordinates after `after`
   * (a store id; the batch is by id), at most `limit`.
   */
  'stores.geocoding.pending': {
    request: z.object({
      after: z.string().max(MAX.name).optional(),
      limit: z.number().int().min(1).max(200),
    }),
    reply: z.object({
      batch: z
        .array(
          z.object({
            _id: z.string().max(MAX.id),
            vst: z.string().max(MAX.name),
            name: z.string().max(MAX.name),
            street: z.string().max(MAX.name),
            plz: z.string().max(MAX.name),
            city: z.string().max(MAX.name),
          }),
        )
        .max(MAX.list),
    }),
  },
  /**
   * The positions the geocoding found (svc-exports to svc-purchases, which owns the stores): each store's
   * coordinates and the place's address, written only where the store still has none (idempotent).
   */
  'stores.geocoding.positions': {
    request: z.object({
      positions: z
        .array(
          z.object({
            storeID: z.string().max(MAX.id),
            latitude: z.number().min(-90).max(90),
            longitude: z.number().min(-180).max(180),
            label: z.string().max(300),
          }),
        )
        .max(200),
    }),
    reply: z.object({ written: z.number().int().min(0) }),
  },
  /**
   * Store import (decision 0025): `POST api/stores/{type}` reaches svc-purchases, which hands the start to
   * svc-exports' import job for the caller; the reply is the job's id.
   */
  'storeImport.start': {
    request: z.object({
      type: storeTypeSchema,
      body: storeImportStartSchema,
      owner: z.string().max(MAX.id).min(1),
    }),
    reply: z.object({ jobId: z.string().max(MAX.id) }),
  },
  /**
   * Store import: one batch of the workbook's stores written by svc-purchases (upserts keyed by api and vst,
   * so a batch sent twice writes the same); the reply names each store's id in the batch's order.
   */
  'storeImport.upsertStores': {
    request: z.object({
      type: storeTypeSchema,
      stores: z.array(storeImportRowSchema).max(500),
    }),
    reply: z.object({
      created: z.number().int(),
      updated: z.number().int(),
      storeIDs: z.array(z.string().max(MAX.id)).max(MAX.list),
    }),
  },
  /** Store import: one batch of a round's entries (upserts keyed by sprintListID and storeID). */
  'storeImport.writeRoundEntries': {
    request: z.object({
      sprintListID: z.string().max(MAX.id).min(1),
      round: z
        .object({
          name: z.string().max(MAX.name),
          start: z.string().max(MAX.name),
          end: z.string().max(MAX.name),
        })
        .optional(),
      type: storeTypeSchema,
      entries: z
        .array(
          z.object({
            storeID: z.string().max(MAX.id),
            vst: z.string().max(MAX.name),
            store: sprintStoreSchema,
            alk: z.number().int(),
            tabak: z.number().int(),
            media: z.number().int(),
          }),
        )
        .max(500),
    }),
    reply: z.object({ updatedEntries: z.array(storeImportEntrySchema).max(MAX.list) }),
  },
  /** Store import: the update of a round removes the entries of stores the sheet no longer lists. */
  'storeImport.finishRound': {
    request: z.object({
      sprintListID: z.string().max(MAX.id).min(1),
      storeIDs: z.array(z.string().max(MAX.id)).max(MAX.list),
    }),
    reply: z.object({
      removedEntries: z.array(storeImportEntrySchema).max(MAX.list),
      name: z.string().max(MAX.name).nullable(),
    }),
  },
  /**
   * The sha256 of evidence files as svc-files received their bytes; a name svc-files does not know is left
   * out (issue 8: "the photos and signatures keep the sha256 they had when they arrived").
   */
  'evidence.hashes': {
    request: z.object({ names: z.array(z.string().min(1).max(200)).max(10) }),
    reply: evidenceHashesSchema,
  },
  /**
   * Signed links (decision 0013) to stored files, for a job of svc-exports that runs without a caller's token:
   * the detectives' signatures of the VL export (issue 19). A name svc-files does not know is left out; the
   * links are valid as long as the ones `GET api/images/{name}` answers.
   */
  'evidence.links': {
    request: z.object({ names: z.array(z.string().min(1).max(200)).max(EVIDENCE_LINKS_MAX) }),
    reply: z
      .array(z.object({ file: z.string().max(200), imageUrl: z.string().max(1000) }))
      .max(EVIDENCE_LINKS_MAX),
  },
} as const;

export type RequestSubject = keyof typeof REQUEST_SUBJECTS;
export type RequestOf<S extends RequestSubject> = z.infer<(typeof REQUEST_SUBJECTS)[S]['request']>;
export type ReplyOf<S extends RequestSubject> = z.infer<(typeof REQUEST_SUBJECTS)[S]['reply']>;
