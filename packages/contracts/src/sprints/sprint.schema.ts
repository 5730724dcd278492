import { z } from 'zod';
import { languageSchema, objectIdSchema, MAX } from '../common';
import { isoDate } from '../dates';
import { storeTypeSchema, type TestType } from '../stores/store-types';

/**
 * The test types a round sets targets for, with the entry's target and done-counter fields
 * (back-office spec, section 3: "alk, tabak, media (targets), alkdone, tabakdone, mediadone").
 * Purchases of the other test types (Lose, Geldspiele) count toward no round.
 */
export const SPRINT_COUNTERS = {
  Alkohol: { target: 'alk', done: 'alkdone' },
  Tabak: { target: 'tabak', done: 'tabakdone' },
  Medien: { target: 'media', done: 'mediadone' },
} as const satisfies Partial<Record<TestType, { target: string; done: string }>>;
export type SprintTestType = keyof typeof SPRINT_COUNTERS;
export const SPRINT_TEST_TYPES = Object.keys(SPRINT_COUNTERS) as SprintTestType[];

export function isSprintTestType(testType: string): testType is SprintTestType {
  return Object.hasOwn(SPRINT_COUNTERS, testType);
}

const count = z.number().int().min(0);

/**
 * The few fields of the store a round entry shows (store number, name, address, position), copied into the
 * entry when the round is imported, as the architecture's "embed what a screen needs" asks: the open list,
 * its map and its Excel export need no second lookup.
 */
export const sprintStoreSchema = z.object({
  name: z.string().max(MAX.name),
  street: z.string().max(MAX.name),
  plz: z.string().max(MAX.name),
  city: z.string().max(MAX.name),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
export type SprintStore = z.infer<typeof sprintStoreSchema>;

/**
 * One store of a round as stored (back-office spec, section 3, "Sprint (round)"): the round's own fields
 * (name, start, end, archive, `sprintListID` naming the round), the store (type, vst, `storeID`, the embedded
 * `store`), the targets and done counters per type, and the assigned test buyer (`userID` per store;
 * `null` while nobody is assigned). `done`, `anzTK` and `doneTK` are not stored: see `sprintEntrySchema`.
 */
export const storedSprintEntrySchema = z.object({
  _id: objectIdSchema,
  sprintListID: z.string().max(MAX.id).min(1),
  name: z.string().max(MAX.name),
  start: isoDate('util.invalid'),
  end: isoDate('util.invalid'),
  type: storeTypeSchema,
  archive: z.boolean(),
  storeID: z.string().max(MAX.id).min(1),
  vst: z.string().max(MAX.name),
  store: sprintStoreSchema,
  alk: count,
  tabak: count,
  media: count,
  alkdone: count,
  tabakdone: count,
  mediadone: count,
  userID: z.string().max(MAX.id).nullable(),
});
export type StoredSprintEntry = z.infer<typeof storedSprintEntrySchema>;

/** Target and done count of one test type of a round entry; `open` is what is still to do. */
export const sprintTypeProgressSchema = z.object({ target: count, done: count, open: count });
export type SprintTypeProgress = z.infer<typeof sprintTypeProgressSchema>;

/**
 * A round entry as the API answers it: the stored fields and what is computed from them
 * (back-office spec, sections 2 to 4): `anzTK` (test purchases the entry asks for, the sum of targets),
 * `doneTK` (those done, each type counted up to its target), `done` ("a store entry counts as done when done
 * plus recorded purchases reach the sum of targets") and the progress per test type.
 */
export const sprintEntrySchema = storedSprintEntrySchema.extend({
  anzTK: count,
  doneTK: count,
  done: z.boolean(),
  progress: z.object({
    Alkohol: sprintTypeProgressSchema,
    Tabak: sprintTypeProgressSchema,
    Medien: sprintTypeProgressSchema,
  }),
});
export type SprintEntry = z.infer<typeof sprintEntrySchema>;

/**
 * The answer of `GET /api/sprints/find/openByUser/:userID` (field-app spec, section 7, "the user's open
 * rounds"): the user's entries of the rounds running today that are not done yet, by round end, then store
 * number. An empty list when there are none (the spec's "404 on the sprint list means an empty list" is
 * how the old client read an empty answer; this API answers 200 with `[]`).
 */
export const openSprintEntriesSchema = z.array(sprintEntrySchema).max(MAX.list);
export type OpenSprintEntries = z.infer<typeof openSprintEntriesSchema>;

/**
 * The body of `POST /api/sprints/export/openByUser` (field-app spec, section 7: `{userID}`), with the
 * language of the sheet's headings (the caller's interface language; German when left out).
 */
export const openByUserExportSchema = z
  .object({ userID: z.string().trim().min(1).max(100), lang: languageSchema.default('de') })
  .strict();
export type OpenByUserExport = z.infer<typeof openByUserExportSchema>;
