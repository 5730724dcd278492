import { storeEditOf, type Store } from '@agecheck/contracts';
import { editErrorsOf, editValuesOf, updateOf } from './store-edit-form';

// back-office spec, section 2, "Stores" (the edit dialog) and section 5 ("Saving a store without coordinates
// takes them from the chosen place"): the form gives the server exactly the store it showed, changed as typed.

const store: Store = {
  _id: 'a'.repeat(24),
  vst: '1234',
  name: 'Coop Bern Bahnhof',
  shopName: 'Coop',
  street: 'Bahnhofplatz 10',
  plz: '3011',
  city: 'Bern',
  kanton: 'BE',
  region: 'Bern',
  type: 'coop',
  api: 'coop',
  spamia_type: null,
  geo: {
    latitude: 46.9483,
    longitude: 7.4395,
    place: {
      formatted_phone_number: '031 123 45 67',
      opening_hours: { periods: [{ open: { day: 1, time: '0800' }, close: { day: 1, time: '1900' } }] },
    },
  },
  alkDone: 1,
  fullAlk: 2,
  tabakDone: 0,
  fullTabak: 0,
  mediaDone: 0,
  fullMedia: 0,
};

describe('the store edit form', () => {
  it('sends back the store it showed, without counters, when nothing changed', () => {
    expect(updateOf(store, editValuesOf(store))).toEqual(storeEditOf(store));
    expect(storeEditOf(store)).not.toHaveProperty('alkDone');
    expect(editErrorsOf(store, editValuesOf(store))).toEqual({});
  });

  it('sends no coordinates when they are emptied, and the chosen place, so the server takes its position', () => {
    const place = { label: 'Bahnhofplatz 1, 3011 Bern', latitude: 46.949, longitude: 7.44 };
    const update = updateOf(store, {
      ...editValuesOf(store),
      latitude: '',
      longitude: ' ',
      chosenPlace: place,
    });
    expect(update.geo.latitude).toBeUndefined();
    expect(update.geo.longitude).toBeUndefined();
    expect(update.chosenPlace).toEqual(place);
  });

  it('writes the ranges per weekday as periods and keeps the phone number', () => {
    const values = editValuesOf(store);
    values.days[6] = [{ open: '09:00', close: '17:00' }];
    expect(updateOf(store, values).geo.place).toEqual({
      formatted_phone_number: '031 123 45 67',
      opening_hours: {
        periods: [
          { open: { day: 1, time: '0800' }, close: { day: 1, time: '1900' } },
          { open: { day: 6, time: '0900' }, close: { day: 6, time: '1700' } },
        ],
      },
    });
  });

  it.each([
    ['an empty name', { name: ' ' }, 'name', 'stores.edit.nameErr'],
    ['a three-digit postcode', { plz: '301' }, 'plz', 'stores.edit.plzErr'],
    ['a latitude that is no number', { latitude: 'abc' }, 'latitude', 'stores.edit.latErr'],
    ['a longitude without latitude', { latitude: '' }, 'latitude', 'stores.edit.latErr'],
    ['a latitude with a comma', { latitude: '46,95' }, undefined, undefined],
  ])('names %s at its field', (_case, change, field, key) => {
    const errors = editErrorsOf(store, { ...editValuesOf(store), ...change });
    if (field) expect(errors[field]).toBe(key);
    else expect(errors).toEqual({});
  });

  it('refuses an opening time that is not HH:MM', () => {
    const values = editValuesOf(store);
    values.days[2] = [{ open: '8', close: '19:00' }];
    expect(editErrorsOf(store, values).days).toBe('stores.edit.rangeErr');
  });
});
