import {
  isOpeningRange,
  openingHoursByWeekday,
  periodsOfWeekdays,
  storeEditOf,
  storeUpdateSchema,
  type Canton,
  type OpeningRange,
  type Place,
  type Store,
  type StoreType,
  type StoreUpdate,
} from '@agecheck/contracts';

/** The edit dialog's form: the store's fields as typed, the coordinates as text, the ranges per weekday. */
export type StoreEditValues = {
  vst: string;
  name: string;
  shopName: string;
  street: string;
  plz: string;
  city: string;
  kanton: Canton;
  type: StoreType;
  api: StoreType;
  spamia_type: string;
  vre: string;
  latitude: string;
  longitude: string;
  /** Index 0 is Sunday, as in the opening periods. */
  days: OpeningRange[][];
  chosenPlace: Place | null;
};

/** The form of a store as saved. */
export function editValuesOf(store: Store): StoreEditValues {
  return {
    vst: store.vst,
    name: store.name,
    shopName: store.shopName ?? '',
    street: store.street,
    plz: store.plz,
    city: store.city,
    kanton: store.kanton,
    type: store.type,
    api: store.api,
    spamia_type: store.spamia_type ?? '',
    vre: store.vre ?? '',
    latitude: store.geo.latitude?.toString() ?? '',
    longitude: store.geo.longitude?.toString() ?? '',
    days: openingHoursByWeekday(store.geo.place?.opening_hours?.periods),
    chosenPlace: null,
  };
}

const optional = (text: string) => (text.trim() ? text.trim() : undefined);
/** A typed coordinate: empty is none; anything but a number is NaN, which the schema refuses. */
const coordinate = (text: string) => (text.trim() ? Number(text.trim().replace(',', '.')) : undefined);

/**
 * The body of `PUT api/stores/{id}` for the form: the store's other fields (those the dialog does not show)
 * as they are, the opening hours as periods, and the chosen place.
 */
export function updateOf(store: Store, values: StoreEditValues): StoreUpdate {
  const latitude = coordinate(values.latitude);
  const longitude = coordinate(values.longitude);
  const shown = store.geo.place?.opening_hours || values.days.some((ranges) => ranges.length > 0);
  return {
    ...storeEditOf(store),
    vst: values.vst,
    name: values.name,
    shopName: optional(values.shopName),
    street: values.street,
    plz: values.plz,
    city: values.city,
    kanton: values.kanton,
    type: values.type,
    api: values.api,
    spamia_type: optional(values.spamia_type) ?? null,
    vre: optional(values.vre),
    geo: {
      ...(latitude === undefined ? {} : { latitude }),
      ...(longitude === undefined ? {} : { longitude }),
      place: {
        ...store.geo.place,
        ...(shown ? { opening_hours: { periods: periodsOfWeekdays(values.days) } } : {}),
      },
    },
    ...(values.chosenPlace ? { chosenPlace: values.chosenPlace } : {}),
  };
}

/** The form's paths of the schema's paths: the coordinates sit flat in the form. */
const FORM_PATHS: Record<string, string> = { 'geo.latitude': 'latitude', 'geo.longitude': 'longitude' };

/** The message keys by form field the server would answer, and the opening hours that are not HH:MM. */
export function editErrorsOf(store: Store, values: StoreEditValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = storeUpdateSchema.safeParse(updateOf(store, values));
  for (const issue of parsed.error?.issues ?? []) {
    const path = issue.path.join('.');
    errors[FORM_PATHS[path] ?? path] ??= issue.message;
  }
  if (!values.days.every((ranges) => ranges.every(isOpeningRange))) errors.days = 'stores.edit.rangeErr';
  return errors;
}

/** The form path of a server's field error. */
export function formPathOf(path: string): string {
  return FORM_PATHS[path] ?? path;
}
