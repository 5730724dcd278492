import { z } from 'zod';
import { pageSchema, requiredText } from '../common';
import type { LatLng } from './geo';
import {
  cantonSchema,
  storeCountersSchema,
  storePlaceSchema,
  storeSchema,
  STORE_SEARCH_LIMIT,
  type Store,
  type StoreGeo,
} from './store.schema';
import { storeTypeSchema } from './store-types';

/** Stores a page of the back office's store list holds (`GET api/stores/`, `/page/{n}`). */
export const STORE_PAGE_SIZE = STORE_SEARCH_LIMIT;

/** Path of `GET api/stores/page/{n}`: pages from 1. */
export const storePageParamsSchema = z.object({ n: z.coerce.number().int().min(1).max(10_000) });
export type StorePageParams = z.infer<typeof storePageParamsSchema>;

/** One page of the store list, by name. */
export const storePageSchema = pageSchema(storeSchema);
export type StorePage = z.infer<typeof storePageSchema>;

/**
 * A place the geocoder found (the edit dialog's "place search", the geocoding of a store): a label to show,
 * the address parts it knows and the position.
 */
export const placeSchema = z.object({
  label: z.string().max(300),
  street: z.string().max(200).optional(),
  plz: z.string().max(10).optional(),
  city: z.string().max(100).optional(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Place = z.infer<typeof placeSchema>;

/** Query of the place search `GET api/stores/geocode/places?query=`. */
export const placeSearchQuerySchema = z.object({
  query: requiredText('search.noQuery', 200),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

/** The answer of the place search: the places found, best first (at most 10). */
export const placeSearchAnswerSchema = z.object({ places: z.array(placeSchema).max(10) });
export type PlaceSearchAnswer = z.infer<typeof placeSearchAnswerSchema>;

const optionalText = z.string().trim().max(200).optional();

/**
 * Body of `PUT api/stores/{id}` (back-office spec, section 2, "Stores": "Edit dialog: place search, store
 * address against place data and opening hours, place, longitude and latitude, weekdays"; section 3, the
 * store's fields). The counters and errors are not part of it: the rounds and the failed tests move them.
 * Coordinates come both or neither; without them the chosen place's position is taken (section 5, "Saving a
 * store without coordinates takes them from the chosen place").
 */
export const storeUpdateSchema = z
  .object({
    vst: requiredText('stores.edit.vstErr', 50),
    name: requiredText('stores.edit.nameErr', 200),
    shopName: optionalText,
    vkg: optionalText,
    art: optionalText,
    format: optionalText,
    street: requiredText('stores.edit.streetErr', 200),
    plz: z
      .string({ error: 'stores.edit.plzErr' })
      .trim()
      .regex(/^\d{4}$/, { error: 'stores.edit.plzErr' }),
    city: requiredText('stores.edit.cityErr', 100),
    kanton: cantonSchema,
    quartal: optionalText,
    region: optionalText,
    location: optionalText,
    nvl: optionalText,
    vre: optionalText,
    type: storeTypeSchema,
    api: storeTypeSchema,
    spamia_type: z.string().trim().max(100).nullable(),
    geo: z.object({
      latitude: z.number({ error: 'stores.edit.latErr' }).min(45.5).max(48).optional(),
      longitude: z.number({ error: 'stores.edit.lngErr' }).min(5.8).max(10.6).optional(),
      place: storePlaceSchema.optional(),
    }),
    /** The place chosen in the place search, if any. */
    chosenPlace: placeSchema.optional(),
  })
  .superRefine((body, context) => {
    const { latitude, longitude } = body.geo;
    if ((latitude === undefined) !== (longitude === undefined))
      context.addIssue({
        code: 'custom',
        path: ['geo', latitude === undefined ? 'latitude' : 'longitude'],
        message: latitude === undefined ? 'stores.edit.latErr' : 'stores.edit.lngErr',
      });
  });
export type StoreUpdate = z.infer<typeof storeUpdateSchema>;

/**
 * The store's position after an edit (back-office spec, section 5: "Saving a store without coordinates takes
 * them from the chosen place"): the coordinates typed, else the chosen place's, else none; the chosen place's
 * label becomes the store's place address.
 */
export function geoOfUpdate({ geo, chosenPlace }: Pick<StoreUpdate, 'geo' | 'chosenPlace'>): StoreGeo {
  const typed: LatLng | undefined =
    geo.latitude !== undefined && geo.longitude !== undefined
      ? { latitude: geo.latitude, longitude: geo.longitude }
      : undefined;
  const position =
    typed ?? (chosenPlace ? { latitude: chosenPlace.latitude, longitude: chosenPlace.longitude } : undefined);
  const place = chosenPlace ? { ...geo.place, formatted_address: chosenPlace.label } : geo.place;
  return { ...position, ...(place ? { place } : {}) };
}

/** A store as the edit sends it: every field but its id and the counters the rounds move. */
export function storeEditOf(store: Store): StoreUpdate {
  return Object.fromEntries(
    Object.entries(store).filter(([key]) => key !== '_id' && !(key in storeCountersSchema.shape)),
  ) as StoreUpdate;
}

/**
 * The counters of the settings page's geocoding (back-office spec, section 2, "Settings": "store geocoding
 * with counters successful, failed, toGeocode and stores"): before a run `GET api/stores/geocode` answers how
 * many stores there are and how many lack coordinates; a run's result adds how many it found and not.
 */
export const geocodingCountsSchema = z.object({
  stores: z.number().int().min(0),
  toGeocode: z.number().int().min(0),
});
export type GeocodingCounts = z.infer<typeof geocodingCountsSchema>;

/** Why the geocoding found no position for a store; each is the message key `geocoding.failed.<reason>`. */
export const GEOCODING_FAILURES = ['notFound', 'noAddress'] as const;
export type GeocodingFailure = (typeof GEOCODING_FAILURES)[number];

/** How many failed stores a geocoding's result names (the counter counts them all). */
export const GEOCODING_FAILED_LISTED = 100;

/** A store the geocoding found no position for, and why (issue 17). */
export const geocodingFailedStoreSchema = z.object({
  storeID: z.string().max(100),
  vst: z.string().max(100),
  name: z.string().max(300),
  reason: z.enum(GEOCODING_FAILURES),
});
export type GeocodingFailedStore = z.infer<typeof geocodingFailedStoreSchema>;

export const geocodingResultSchema = geocodingCountsSchema.extend({
  successful: z.number().int().min(0),
  failed: z.number().int().min(0),
  /** The first GEOCODING_FAILED_LISTED of the failed stores, with the reason. */
  failedStores: z.array(geocodingFailedStoreSchema).max(GEOCODING_FAILED_LISTED).default([]),
});
export type GeocodingResult = z.infer<typeof geocodingResultSchema>;

/** Body of `POST api/stores/geocode`: nothing to choose; the job geocodes every store without coordinates. */
export const geocodingStartSchema = z.object({}).strict();
export type GeocodingStart = z.infer<typeof geocodingStartSchema>;
