import { z } from 'zod';
import { objectIdSchema, MAX } from '../common';
import type { LatLng } from './geo';
import { storeTypeSchema, testTypeSchema } from './store-types';

/**
 * One end of an opening-hours period, in the form of the place data the spec names
 * (`geo.place.opening_hours.periods`): `day` 0 is Sunday to 6 Saturday, `time` is `HHmm` in Swiss local time.
 */
export const openingTimeSchema = z.object({
  day: z.number().int().min(0).max(6),
  time: z.string().regex(/^([01]\d|2[0-3])[0-5]\d$/),
});
export type OpeningTime = z.infer<typeof openingTimeSchema>;

/**
 * One opening period. A close on a later day than the open runs over midnight (a petrol-station shop open
 * Friday 0600 to Saturday 0100). A single period opening Sunday 0000 without a close means always open.
 */
export const openingPeriodSchema = z.object({
  open: openingTimeSchema,
  close: openingTimeSchema.optional(),
});
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;

/**
 * The place data of a store: its opening hours and, where known, its phone number and the address the
 * geocoder found for it (the back office's "place" column and the edit dialog's chosen place).
 */
export const storePlaceSchema = z.object({
  opening_hours: z.object({ periods: z.array(openingPeriodSchema).max(MAX.list) }).optional(),
  formatted_phone_number: z.string().max(50).optional(),
  formatted_address: z.string().max(300).optional(),
});
export type StorePlace = z.infer<typeof storePlaceSchema>;

/** WGS 84 latitude and longitude of a store. */
export const latitudeSchema = z.coerce.number().min(-90).max(90);
export const longitudeSchema = z.coerce.number().min(-180).max(180);

/**
 * Where a store is. The coordinates are missing on a store the import brought without them until the
 * geocoding finds them (back-office spec, section 2, "Settings": "toGeocode"); such a store is in no
 * near-stores answer.
 */
export const storeGeoSchema = z.object({
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  place: storePlaceSchema.optional(),
});
export type StoreGeo = z.infer<typeof storeGeoSchema>;

/** A store with coordinates. */
export type LocatedStore<S extends { geo: StoreGeo } = Store> = S & { geo: S['geo'] & LatLng };

/** True when the store has coordinates. */
export function isLocated<S extends { geo: StoreGeo }>(store: S): store is LocatedStore<S> {
  return store.geo.latitude !== undefined && store.geo.longitude !== undefined;
}

/** Swiss canton codes (upper case), for `kanton`. */
export const CANTONS = [
  'AG',
  'AI',
  'AR',
  'BE',
  'BL',
  'BS',
  'FR',
  'GE',
  'GL',
  'GR',
  'JU',
  'LU',
  'NE',
  'NW',
  'OW',
  'SG',
  'SH',
  'SO',
  'SZ',
  'TG',
  'TI',
  'UR',
  'VD',
  'VS',
  'ZG',
  'ZH',
] as const;
export const cantonSchema = z.enum(CANTONS);
export type Canton = z.infer<typeof cantonSchema>;

/**
 * The per-store counters of the field app (section 3): tests done and tests wanted per test kind. The
 * rounds move the done counters when a purchase is saved.
 */
export const storeCountersSchema = z.object({
  alkDone: z.number().int().min(0),
  fullAlk: z.number().int().min(0),
  tabakDone: z.number().int().min(0),
  fullTabak: z.number().int().min(0),
  mediaDone: z.number().int().min(0),
  fullMedia: z.number().int().min(0),
});
export type StoreCounters = z.infer<typeof storeCountersSchema>;

/** The counters of a new store (one the import adds): no test done and none wanted until a round asks for some. */
export const NEW_STORE_COUNTERS: Readonly<StoreCounters> = {
  alkDone: 0,
  fullAlk: 0,
  tabakDone: 0,
  fullTabak: 0,
  mediaDone: 0,
  fullMedia: 0,
};

/**
 * A store: the union of the field app's (section 3) and the back office's (section 3) field lists, one name
 * per fact. The field app's `strasse` and `ort` are `street` and `city` here (the back office's names).
 * - `type` is the store type (the wizard's choice, the near-stores filter, the rules' store type).
 * - `api` is the store type the lookup `stores/{api}/{spamia}/byVST/{vst}` matches; the demo data and the
 *   import set it to `type` (the spec lists both; they differ only for lists a retailer delivers under
 *   another group's name).
 * - `spamia_type` is the Migros cooperative of a Migros (spamia) store ('Aare', 'Zürich', ...), null otherwise.
 * - `vl` is the sales region whose portal users see the store (portal spec), `nvl` and `vre` its numbers.
 */
export const storeSchema = storeCountersSchema.extend({
  _id: objectIdSchema,
  vst: z.string().max(MAX.name),
  vkg: z.string().max(MAX.name).optional(),
  name: z.string().max(MAX.name),
  shopName: z.string().max(MAX.name).optional(),
  art: z.string().max(MAX.name).optional(),
  format: z.string().max(MAX.name).optional(),
  street: z.string().max(MAX.name),
  plz: z.string().max(MAX.name),
  city: z.string().max(MAX.name),
  kanton: cantonSchema,
  quartal: z.string().max(MAX.name).optional(),
  region: z.string().max(MAX.name).optional(),
  location: z.string().max(MAX.name).optional(),
  nvl: z.string().max(MAX.name).optional(),
  vl: z.object({ name: z.string().max(MAX.name) }).optional(),
  vre: z.string().max(MAX.name).optional(),
  type: storeTypeSchema,
  spamia_type: z.string().max(MAX.name).nullable(),
  api: storeTypeSchema,
  geo: storeGeoSchema,
});
export type Store = z.infer<typeof storeSchema>;

/**
 * Opening status now (field-app spec, "Near stores": "Opening status is worked out from opening-hours
 * periods"; section 3: opening {open, closed, text}). `text` is an i18n key the front end fills with `time`
 * (HH:mm) and `day` (0 Sunday to 6 Saturday) of the next change; both false with `stores.opening.unknown`
 * when the store has no opening hours.
 */
export const openingStatusSchema = z.object({
  open: z.boolean(),
  closed: z.boolean(),
  text: z.enum([
    'stores.opening.alwaysOpen',
    'stores.opening.openUntil',
    'stores.opening.opensAt',
    'stores.opening.closedForNow',
    'stores.opening.unknown',
  ]),
  day: z.number().int().min(0).max(6).optional(),
  time: z.string().max(MAX.name).optional(),
});
export type OpeningStatus = z.infer<typeof openingStatusSchema>;

/**
 * One entry of `near[]` (field-app spec, section 7: "answer near[] with type, spamia_type, geo"): the store
 * with its distance in km (`geo.distance`, section 3) and its opening status now.
 */
export const nearStoreSchema = storeSchema.extend({
  geo: storeGeoSchema.extend({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    distance: z.number().min(0),
  }),
  opening: openingStatusSchema,
});
export type NearStore = z.infer<typeof nearStoreSchema>;

/** How many near stores an answer holds: 10 in the wizard, 3 on the dashboard (field-app spec, section 9). */
export const NEAR_STORES_DEFAULT = 10;
export const NEAR_STORES_DASHBOARD = 3;
export const NEAR_STORES_MAX = 50;

/** Query of `GET api/dashboard/geo/{storeType}/{lat}/{lng}`. */
export const nearStoresQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NEAR_STORES_MAX).default(NEAR_STORES_DEFAULT),
});
export type NearStoresQuery = z.infer<typeof nearStoresQuerySchema>;

/** Path of `GET api/dashboard/geo/{storeType}/{lat}/{lng}`. */
export const nearStoresParamsSchema = z.object({
  storeType: storeTypeSchema,
  lat: latitudeSchema,
  lng: longitudeSchema,
});
export type NearStoresParams = z.infer<typeof nearStoresParamsSchema>;

/** The answer of the near-stores query, nearest first. */
export const nearStoresAnswerSchema = z.object({ near: z.array(nearStoreSchema).max(MAX.list) });
export type NearStoresAnswer = z.infer<typeof nearStoresAnswerSchema>;

/** The `{spamia}` path segment that stands for "no Migros cooperative" (every store that is not spamia). */
export const NO_SPAMIA = '-';

/** Most stores a search answers at once: a page of the matches by name. */
export const STORE_SEARCH_LIMIT = 50;

/**
 * Body of `POST api/stores/search`. The field app sends `{ query }` (field-app spec, section 5: "Search needs
 * a non-empty query ('search.noQuery')"); the back office `{ query, api }`, where the store type alone
 * lists every store of the type ("Store search needs a query or a store API ('Bitte geben Sie einen
 * Suchbegriff ein.')", back-office spec, section 5), or `{ geo: true, lat, lng }`: the stores open now,
 * nearest to the position first (section 7, "{geo:true}"). `page` (from 1) asks for the next
 * STORE_SEARCH_LIMIT matches, a shorter page is the last.
 */
export const storeSearchSchema = z
  .object({
    query: z.string({ error: 'search.noQuery' }).trim().max(100).optional(),
    api: storeTypeSchema.optional(),
    geo: z.literal(true).optional(),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    page: z.number().int().min(1).max(1000).default(1),
  })
  .superRefine((body, context) => {
    if (body.geo) {
      if (body.lat === undefined || body.lng === undefined)
        context.addIssue({ code: 'custom', path: ['lat'], message: 'stores.noPosition' });
    } else if (!body.query && !body.api) {
      context.addIssue({ code: 'custom', path: ['query'], message: 'search.noQuery' });
    }
  });
export type StoreSearch = z.infer<typeof storeSearchSchema>;

/**
 * One error of a store: a test of this kind failed there (regulations not respected) in the purchase named.
 * The store's errors are what the alkOverride rule asks ("the store's errors include tobacco", field-app
 * spec, section 4) and what the store-errors dialog lists.
 */
export const storeErrorSchema = z.object({
  testType: testTypeSchema,
  date: z.string().max(MAX.name),
  purchaseID: z.string().max(MAX.id),
});
export type StoreError = z.infer<typeof storeErrorSchema>;

/** The answer of `GET api/stores/errors/{id}`: the errors, newest first, and their test types once each. */
export const storeErrorsAnswerSchema = z.object({
  storeID: objectIdSchema,
  testTypes: z.array(testTypeSchema).max(MAX.list),
  errors: z.array(storeErrorSchema).max(MAX.list),
});
export type StoreErrorsAnswer = z.infer<typeof storeErrorsAnswerSchema>;

/**
 * The answer of `GET api/stores/{api}/{spamia}/byVST/{vst}` (field-app spec, section 5, "Store lookup"): the
 * stores found, never empty (zero hits answer 404 'purchase.find.notfound'); several carry the message
 * 'purchase.find.multi' and the wizard lets the user choose.
 */
export const storeLookupAnswerSchema = z.object({
  stores: z.array(storeSchema).max(MAX.list).min(1),
  message: z.literal('purchase.find.multi').optional(),
});
export type StoreLookupAnswer = z.infer<typeof storeLookupAnswerSchema>;

/** Path of `GET api/stores/{api}/{spamia}/byVST/{vst}`: `spamia` is a Migros cooperative or NO_SPAMIA. */
export const storeLookupParamsSchema = z.object({
  api: storeTypeSchema,
  spamia: z.string().trim().min(1).max(100),
  vst: z.string({ error: 'shopper.fail' }).trim().min(1, { error: 'shopper.fail' }).max(50),
});
export type StoreLookupParams = z.infer<typeof storeLookupParamsSchema>;
