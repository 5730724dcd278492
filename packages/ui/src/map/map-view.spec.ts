import { initialViewOf, lonLatOf } from './map-view';

// back-office spec, section 9: "map centred on Switzerland at zoom 7"; issue 8: "zoom 17 for a single store"
describe.each([
  ['no place: Switzerland at zoom 7', [], { center: [8.23, 46.8], zoom: 7, fit: false }],
  [
    'one place: that place at zoom 17',
    [{ latitude: 47.37, longitude: 8.54 }],
    { center: [8.54, 47.37], zoom: 17, fit: false },
  ],
  [
    'several places: fitted into view from Switzerland',
    [
      { latitude: 47.37, longitude: 8.54 },
      { latitude: 46.95, longitude: 7.45 },
    ],
    { center: [8.23, 46.8], zoom: 7, fit: true },
  ],
  [
    'a place without coordinates is not drawn',
    [{ latitude: 47.37 }],
    { center: [8.23, 46.8], zoom: 7, fit: false },
  ],
])('initialViewOf: %s', (_case, places, view) => {
  it('starts there', () => expect(initialViewOf(places)).toEqual(view));
});

describe('lonLatOf', () => {
  it('answers [longitude, latitude], or nothing without both', () => {
    expect(lonLatOf({ latitude: 46.2, longitude: 6.1 })).toEqual([6.1, 46.2]);
    expect(lonLatOf({ longitude: 6.1 })).toBeUndefined();
  });
});
