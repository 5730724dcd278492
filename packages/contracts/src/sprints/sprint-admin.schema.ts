import { z } from 'zod';
import { objectIdSchema, MAX } from '../common';
import { isoDate } from '../dates';
import { specialReasonSchema } from '../purchases/purchase.schema';
import { storeTypeSchema, testTypeSchema } from '../stores/store-types';
import { sprintEntrySchema } from './sprint.schema';

const count = z.number().int().min(0);

/** A round's name in a path or a body: the `sprintListID` its entries share. */
export const sprintListIdSchema = z.string().trim().min(1, { error: 'util.required' }).max(200);

/**
 * One round of the back office's list (back-office spec, sections 2 and 4: "List with progress (done/total)";
 * "Round completion compares doneTK with anzTK; progress percent is done divided by total"), summed over the
 * round's store entries. A round has no document of its own (decision 0016): `sprintID` is the id of its
 * oldest entry, the handle `POST api/sprints/delete` takes together with `sprintListID`.
 */
export const sprintRoundSchema = z.object({
  sprintID: objectIdSchema,
  sprintListID: z.string().max(MAX.id),
  name: z.string().max(MAX.name),
  start: isoDate('util.invalid'),
  end: isoDate('util.invalid'),
  archive: z.boolean(),
  /** The store types of the round's entries, sorted. */
  types: z.array(storeTypeSchema).max(MAX.list),
  /** Store entries, and how many of them are done. */
  stores: count,
  storesDone: count,
  anzTK: count,
  doneTK: count,
  /** doneTK of anzTK in whole percent (a round without targets is complete: 100). */
  percent: z.number().int().min(0).max(100),
  /** doneTK reached anzTK. */
  complete: z.boolean(),
});
export type SprintRound = z.infer<typeof sprintRoundSchema>;

/** `GET api/sprints?archive=`: the active rounds, or with `archive=true` the archived ones ("load archive"). */
export const sprintListQuerySchema = z.object({ archive: z.enum(['true', 'false']).optional() });
export type SprintListQuery = z.infer<typeof sprintListQuerySchema>;

/** `PUT api/sprints/{sprintListID}`: archive a round or restore it (back-office spec, section 4). */
export const sprintUpdateSchema = z.object({ archive: z.boolean() }).strict();
export type SprintUpdate = z.infer<typeof sprintUpdateSchema>;

/** `POST api/sprints/delete` (back-office spec, section 7: "body sprintID and sprintListID"). */
export const sprintDeleteSchema = z
  .object({ sprintID: objectIdSchema, sprintListID: sprintListIdSchema })
  .strict();
export type SprintDelete = z.infer<typeof sprintDeleteSchema>;

/** `PUT api/sprints/items/{id}`: the test buyer assigned to a store of a round; `null` takes them off. */
export const sprintItemUpdateSchema = z
  .object({ userID: z.string().trim().min(1).max(100).nullable() })
  .strict();
export type SprintItemUpdate = z.infer<typeof sprintItemUpdateSchema>;

/** `GET api/sprints/items/bySprintListID/{sprintListID}?sID=`: only the entries assigned to user `sID`. */
export const sprintItemsQuerySchema = z
  .object({ sID: z.string().trim().min(1).max(100).optional() })
  .strict();
export type SprintItemsQuery = z.infer<typeof sprintItemsQuerySchema>;

/** The failed test a store is tested again for (decision 0028). */
export const retestReasonSchema = z.object({
  purchaseID: z.string().max(MAX.id),
  date: isoDate('util.invalid'),
  testType: testTypeSchema,
});

/** A store the round proposes to test again: it failed before the round and no later round holds it yet. */
export const retestProposalSchema = z.object({
  storeID: z.string().max(MAX.id),
  vst: z.string().max(MAX.name),
  name: z.string().max(MAX.name),
  type: storeTypeSchema,
  reason: retestReasonSchema,
});
export type RetestProposal = z.infer<typeof retestProposalSchema>;

/** `POST api/sprints/{sprintListID}/retests`: takes a proposed re-test into the round. */
export const retestTakeSchema = z.object({ storeID: objectIdSchema }).strict();
export type RetestTake = z.infer<typeof retestTakeSchema>;

/** Purchases found for an entry per test type with round targets. */
export const sprintFoundSchema = z.object({ Alkohol: count, Tabak: count, Medien: count });
export type SprintFound = z.infer<typeof sprintFoundSchema>;

/**
 * One store of the round detail (back-office spec, section 2: "store number, type, name, assigned shopper,
 * counts alcohol, tobacco and media as done, found and target"): the entry with its progress, the purchases
 * found for it per test type (recorded in this round in any state, delayed ones too), and whether the same
 * store stands more than once in the round.
 */
export const sprintItemSchema = sprintEntrySchema.extend({
  found: sprintFoundSchema,
  duplicate: z.boolean(),
  /** The failed test the store is tested again for in this round (`retestOf`), or null. */
  retest: retestReasonSchema.nullable(),
});
export type SprintItem = z.infer<typeof sprintItemSchema>;

/**
 * The round detail: the round, its store entries by store number, the store numbers found twice, and the
 * re-tests it proposes (none while the setting `retestProposals` is off).
 */
export const sprintDetailSchema = z.object({
  round: sprintRoundSchema,
  items: z.array(sprintItemSchema).max(MAX.list),
  duplicates: z.array(z.string().max(MAX.id)).max(MAX.list),
  retestProposals: z.boolean(),
  retests: z.array(retestProposalSchema).max(MAX.list),
});
export type SprintDetail = z.infer<typeof sprintDetailSchema>;

/** A purchase of the round detail's purchases dialog: what a planner needs to tell the tests apart. */
export const sprintItemPurchaseSchema = z.object({
  _id: z.string().max(MAX.id),
  userID: z.string().max(MAX.id),
  shopper: z.string().max(MAX.name).optional(),
  date: z.string().max(MAX.name).optional(),
  time: z.string().max(MAX.name).optional(),
  testType: testTypeSchema.optional(),
  regulationsRespected: z.boolean().optional(),
  specialReason: specialReasonSchema.optional(),
  delayed: z.boolean(),
  done: z.boolean(),
});
export type SprintItemPurchase = z.infer<typeof sprintItemPurchaseSchema>;
