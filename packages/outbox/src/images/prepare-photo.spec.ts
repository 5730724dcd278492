import { drawSize, isBlank, MAX_CANVAS_PIXELS } from './prepare-photo';

// Issue 7 and field-app spec, section 9: photos 1600 px wide, receipts 2000 px; OFFLINE.md point 4: canvases
// under 16.7 megapixels, a blank result refused.
describe('the size a photo is drawn at', () => {
  it.each([
    ['a 12 MP photo (4000 × 3000) as an image', 4000, 3000, 1600, { width: 1600, height: 1200 }],
    ['a 12 MP photo as a receipt', 4000, 3000, 2000, { width: 2000, height: 1500 }],
    ['a portrait photo (3000 × 4000)', 3000, 4000, 1600, { width: 1600, height: 2133 }],
    ['a small photo stays as it is', 800, 600, 1600, { width: 800, height: 600 }],
    [
      'a long receipt (2000 × 12000) under the canvas limit',
      2000,
      12000,
      2000,
      { width: 1672, height: 10033 },
    ],
  ])('%s', (_case, width, height, maxWidth, expected) => {
    const size = drawSize(width, height, maxWidth);
    expect(size).toEqual(expected);
    expect(size.width * size.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
  });
});

describe('a blank photo', () => {
  const pixels = (...colours: number[][]) => new Uint8ClampedArray(colours.flatMap((c) => [...c, 255]));
  it.each([
    ['all black', pixels([0, 0, 0], [0, 0, 0], [0, 0, 0]), true],
    ['all white with noise within tolerance', pixels([255, 255, 255], [253, 254, 255]), true],
    ['a photo with detail', pixels([0, 0, 0], [120, 80, 40], [255, 255, 255]), false],
  ])('%s: %s', (_case, rgba, blank) => {
    expect(isBlank(rgba)).toBe(blank);
  });
});
