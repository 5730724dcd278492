import { geoOfUpdate, storeUpdateSchema, type StoreUpdate } from './store-admin.schema';
import { storeSearchSchema } from './store.schema';

const edit: StoreUpdate = {
  vst: '1234',
  name: 'Coop Zürich HB',
  street: 'Bahnhofplatz 1',
  plz: '8001',
  city: 'Zürich',
  kanton: 'ZH',
  type: 'coop',
  api: 'coop',
  spamia_type: null,
  geo: { latitude: 47.3779, longitude: 8.5403 },
};
const hb = { label: 'Bahnhofplatz 1, 8001 Zürich', latitude: 47.378, longitude: 8.54 };

// back-office spec, section 5: "Saving a store without coordinates takes them from the chosen place".
describe('the position of an edited store (back-office spec, section 5)', () => {
  it.each([
    ['typed coordinates win over the chosen place', { latitude: 47.1, longitude: 8.1 }, hb, [47.1, 8.1]],
    ['without coordinates the chosen place gives them', {}, hb, [47.378, 8.54]],
    ['without coordinates nor place the store has none', {}, undefined, [undefined, undefined]],
    ['typed coordinates without a place stay', { latitude: 46.2, longitude: 6.1 }, undefined, [46.2, 6.1]],
  ])('%s', (_case, geo, chosenPlace, [latitude, longitude]) => {
    const result = geoOfUpdate({ geo, chosenPlace });
    expect([result.latitude, result.longitude]).toEqual([latitude, longitude]);
  });

  it('keeps the opening hours and takes the chosen place’s label as the place address', () => {
    const periods = [{ open: { day: 1, time: '0800' }, close: { day: 1, time: '1900' } }];
    const result = geoOfUpdate({ geo: { place: { opening_hours: { periods } } }, chosenPlace: hb });
    expect(result.place).toEqual({ opening_hours: { periods }, formatted_address: hb.label });
  });
});

describe('the body of PUT api/stores/{id} (back-office spec, sections 2, 3 and 5)', () => {
  it('accepts a whole store', () => {
    expect(storeUpdateSchema.parse(edit)).toEqual(edit);
  });

  it.each([
    ['no store number', { vst: ' ' }, 'vst', 'stores.edit.vstErr'],
    ['no name', { name: '' }, 'name', 'stores.edit.nameErr'],
    ['no street', { street: '' }, 'street', 'stores.edit.streetErr'],
    ['a postcode not of four digits', { plz: '800' }, 'plz', 'stores.edit.plzErr'],
    ['no city', { city: '' }, 'city', 'stores.edit.cityErr'],
    ['a latitude without longitude', { geo: { latitude: 47 } }, 'geo.longitude', 'stores.edit.lngErr'],
    ['a longitude without latitude', { geo: { longitude: 8 } }, 'geo.latitude', 'stores.edit.latErr'],
    [
      'a position outside Switzerland',
      { geo: { latitude: 52, longitude: 8 } },
      'geo.latitude',
      'stores.edit.latErr',
    ],
    ['an unknown store type', { type: 'spar' }, 'type', 'purchase.find.typeErr'],
  ])('refuses %s', (_case, change, path, key) => {
    const result = storeUpdateSchema.safeParse({ ...edit, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      path,
      key,
    ]);
  });
});

// back-office spec, section 5: "Store search needs a query or a store API"; section 7: "{geo:true}".
describe.each([
  [{ api: 'coop' }, undefined],
  [{ query: '', api: 'coop' }, undefined],
  [{ query: 'Bahnhof', api: 'kiosk' }, undefined],
  [{ geo: true, lat: 47.37, lng: 8.54 }, undefined],
  [{ query: '' }, 'search.noQuery'],
  [{ geo: true }, 'stores.noPosition'],
  [{ api: 'spar' }, 'purchase.find.typeErr'],
])('back-office search body %j', (body, key) => {
  it(key ? `is refused with ${key}` : 'is accepted', () => {
    const result = storeSearchSchema.safeParse(body);
    expect(result.success).toBe(key === undefined);
    if (key) expect(result.error?.issues[0]?.message).toBe(key);
  });
});
