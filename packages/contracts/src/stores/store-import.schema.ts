import { z } from 'zod';
import { MAX } from '../common';
import { isoDate } from '../dates';
import { CANTONS } from './store.schema';
import { storeTypeSchema } from './store-types';

/**
 * The columns of the store import's workbook (back-office spec, sections 2 "Import" and 3 "Store"; the
 * template `GET /api/stores/upload/template`, decision 0025): the header of each column as the sheet's
 * first row names it, the store field it fills, and whether a row must give it. The order is the
 * template's. Alkohol, Tabak and Medien are the round's targets for the store (ignored with onlyStores).
 */
export const STORE_IMPORT_COLUMNS = [
  { header: 'VST', field: 'vst', required: true },
  { header: 'Name', field: 'name', required: true },
  { header: 'Strasse', field: 'street', required: true },
  { header: 'PLZ', field: 'plz', required: true },
  { header: 'Ort', field: 'city', required: true },
  { header: 'Kanton', field: 'kanton', required: true },
  { header: 'Genossenschaft', field: 'spamia_type', required: false },
  { header: 'VKG', field: 'vkg', required: false },
  { header: 'Shop-Name', field: 'shopName', required: false },
  { header: 'Art', field: 'art', required: false },
  { header: 'Format', field: 'format', required: false },
  { header: 'Quartal', field: 'quartal', required: false },
  { header: 'Region', field: 'region', required: false },
  { header: 'Location', field: 'location', required: false },
  { header: 'NVL', field: 'nvl', required: false },
  { header: 'VL', field: 'vl', required: false },
  { header: 'VRE', field: 'vre', required: false },
  { header: 'Breitengrad', field: 'latitude', required: false },
  { header: 'Längengrad', field: 'longitude', required: false },
  { header: 'Alkohol', field: 'alk', required: false },
  { header: 'Tabak', field: 'tabak', required: false },
  { header: 'Medien', field: 'media', required: false },
] as const;
export type StoreImportField = (typeof STORE_IMPORT_COLUMNS)[number]['field'];

const optionalText = z.string().trim().max(200).optional();
const REQUIRED = 'jobs.storeImport.required';
const requiredCell = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(max);
const decimal = (value: unknown) => (typeof value === 'string' ? Number(value.replace(',', '.')) : value);
const coordinate = (limit: number) =>
  z.preprocess(
    decimal,
    z.number({ error: POSITION }).min(-limit, { error: POSITION }).max(limit, { error: POSITION }),
  );
const POSITION = 'jobs.storeImport.position';
const target = z.coerce.number({ error: 'jobs.storeImport.count' }).int().min(0).max(99).default(0);

/**
 * One row of the workbook, read as text per field (empty cells left out); a decimal comma is read as a
 * point. Coordinates come both or neither: a store without them is left for the geocoding (back-office spec,
 * section 2 "Settings"; decision 0029), which finds them from its address.
 */
export const storeImportRowSchema = z
  .object({
    vst: requiredCell(50),
    name: requiredCell(200),
    street: requiredCell(200),
    plz: z
      .string({ error: REQUIRED })
      .trim()
      .regex(/^\d{4}$/, { error: 'jobs.storeImport.plz' }),
    city: requiredCell(100),
    kanton: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.enum(CANTONS, { error: 'jobs.storeImport.canton' }),
    ),
    spamia_type: optionalText,
    vkg: optionalText,
    shopName: optionalText,
    art: optionalText,
    format: optionalText,
    quartal: optionalText,
    region: optionalText,
    location: optionalText,
    nvl: optionalText,
    vl: optionalText,
    vre: optionalText,
    latitude: coordinate(90).optional(),
    longitude: coordinate(180).optional(),
    alk: target,
    tabak: target,
    media: target,
  })
  .superRefine((row, context) => {
    if ((row.latitude === undefined) !== (row.longitude === undefined))
      context.addIssue({
        code: 'custom',
        path: [row.latitude === undefined ? 'latitude' : 'longitude'],
        message: POSITION,
      });
  });
export type StoreImportRow = z.infer<typeof storeImportRowSchema>;

/** Path of `POST api/stores/{type}`: the store type of every store of the workbook. */
export const storeImportParamsSchema = z.object({ type: storeTypeSchema });

/**
 * Body of `POST api/stores/{type}` (back-office spec, section 7: file, start, end, name, onlyStores, isUpdate,
 * sprintListID): `file` is what `POST api/stores/upload` answered. Without onlyStores the stores form a
 * round: a new one (name, start, end) or, with isUpdate, the round `sprintListID` brought to the sheet.
 */
export const storeImportStartSchema = z
  .object({
    file: z.uuid({ error: 'jobs.storeImport.noFile' }),
    onlyStores: z.boolean().default(false),
    isUpdate: z.boolean().default(false),
    name: z.string().trim().max(200).optional(),
    start: isoDate('util.invalid').optional(),
    end: isoDate('util.invalid').optional(),
    sprintListID: z.string().trim().min(1).max(100).optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.onlyStores) return;
    if (body.isUpdate && !body.sprintListID)
      context.addIssue({ code: 'custom', path: ['sprintListID'], message: 'jobs.storeImport.noRound' });
    if (!body.isUpdate && !body.name)
      context.addIssue({ code: 'custom', path: ['name'], message: 'jobs.storeImport.noName' });
    for (const field of ['start', 'end'] as const)
      if (!body.isUpdate && !body[field])
        context.addIssue({ code: 'custom', path: [field], message: 'jobs.storeImport.noPeriod' });
    if (body.start && body.end && body.start > body.end)
      context.addIssue({ code: 'custom', path: ['end'], message: 'jobs.storeImport.endBeforeStart' });
  });
export type StoreImportStart = z.infer<typeof storeImportStartSchema>;

/** A round entry the import changed or removed, by store number and name. */
export const storeImportEntrySchema = z.object({
  vst: z.string().max(MAX.name),
  name: z.string().max(MAX.name),
});
export type StoreImportEntry = z.infer<typeof storeImportEntrySchema>;

/**
 * The result of the import job (back-office spec, section 7: "returns updated, removedEntries,
 * updatedEntries"): `updated` stores written (of them `created` new), the round's entries whose targets
 * changed and those the sheet no longer lists (an update), and the round (null with onlyStores).
 */
export const storeImportResultSchema = z.object({
  updated: z.number().int().min(0),
  created: z.number().int().min(0),
  updatedEntries: z.array(storeImportEntrySchema).max(MAX.list),
  removedEntries: z.array(storeImportEntrySchema).max(MAX.list),
  sprintListID: z.string().max(MAX.id).nullable(),
  entries: z.number().int().min(0),
  /** Stores the sheet gave without coordinates: the geocoding finds them (decision 0029). */
  toGeocode: z.number().int().min(0).default(0),
});
export type StoreImportResult = z.infer<typeof storeImportResultSchema>;

/** The answer of `POST api/stores/upload`: the workbook kept for an hour under this id. */
export const storeUploadAnswerSchema = z.object({ file: z.uuid() });
export type StoreUploadAnswer = z.infer<typeof storeUploadAnswerSchema>;

/** The largest workbook the import takes. */
export const STORE_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
