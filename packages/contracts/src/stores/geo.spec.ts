import { boundingBox, distanceKm, type LatLng } from './geo';

const zurichHb: LatLng = { latitude: 47.3779, longitude: 8.5403 };
const bernHb: LatLng = { latitude: 46.949, longitude: 7.4391 };
const genevaCornavin: LatLng = { latitude: 46.2101, longitude: 6.1424 };
const luganoStation: LatLng = { latitude: 46.0055, longitude: 8.9469 };

// Reference distances: great-circle distances of the stations (rounded to 0.5 km).
describe.each([
  ['Zürich HB', 'Bern', zurichHb, bernHb, 95.5],
  ['Zürich HB', 'Genève Cornavin', zurichHb, genevaCornavin, 224],
  ['Zürich HB', 'Lugano', zurichHb, luganoStation, 156.5],
  ['Bern', 'Genève Cornavin', bernHb, genevaCornavin, 129.5],
])('distance %s to %s', (_from, _to, from, to, km) => {
  it(`is about ${km} km both ways`, () => {
    expect(distanceKm(from, to)).toBeCloseTo(km, -0.3);
    expect(distanceKm(to, from)).toBeCloseTo(distanceKm(from, to), 9);
  });
});

it('is 0 from a position to itself and 111.2 km per degree of latitude', () => {
  expect(distanceKm(zurichHb, zurichHb)).toBe(0);
  expect(distanceKm({ latitude: 46, longitude: 8 }, { latitude: 47, longitude: 8 })).toBeCloseTo(111.195, 2);
});

describe.each([
  ['1 km around Zürich HB', zurichHb, 1],
  ['25 km around Bern', bernHb, 25],
  ['200 km around Lugano', luganoStation, 200],
])('bounding box of %s', (_name, center, radius) => {
  const box = boundingBox(center, radius);
  it('holds the points at the radius in every direction and none far outside', () => {
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const point = destination(center, radius * 0.999, bearing);
      expect(point.latitude).toBeGreaterThanOrEqual(box.minLat);
      expect(point.latitude).toBeLessThanOrEqual(box.maxLat);
      expect(point.longitude).toBeGreaterThanOrEqual(box.minLng);
      expect(point.longitude).toBeLessThanOrEqual(box.maxLng);
    }
    // The box's corners lie outside the radius, its edge midpoints on it.
    expect(distanceKm(center, { latitude: box.maxLat, longitude: center.longitude })).toBeCloseTo(radius, 6);
    expect(distanceKm(center, { latitude: box.maxLat, longitude: box.maxLng })).toBeGreaterThan(radius);
  });
});

it('takes every longitude near a pole and across the 180th meridian', () => {
  expect(boundingBox({ latitude: 89.9, longitude: 0 }, 50)).toMatchObject({ minLng: -180, maxLng: 180 });
  expect(boundingBox({ latitude: 0, longitude: 179.9 }, 50)).toMatchObject({ minLng: -180, maxLng: 180 });
});

/** The point `km` from `start` on the initial bearing (degrees), on the same sphere. */
function destination(start: LatLng, km: number, bearing: number): LatLng {
  const rad = Math.PI / 180;
  const angular = km / 6371.0088;
  const lat1 = start.latitude * rad;
  const theta = bearing * rad;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(theta),
  );
  const lng2 =
    start.longitude * rad +
    Math.atan2(
      Math.sin(theta) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: lat2 / rad, longitude: lng2 / rad };
}
