import { rotatedSize, scaledSize, turnClockwise } from './image-edit';

describe('image editor geometry (field-app spec, section 9: image width 1600 px, 2000 px for receipts)', () => {
  it.each([
    [4000, 3000, 1600, { width: 1600, height: 1200 }],
    [3000, 4000, 2000, { width: 2000, height: 2667 }],
    [1200, 900, 1600, { width: 1200, height: 900 }],
  ])('%i × %i at most %i wide is %o', (width, height, maxWidth, expected) => {
    expect(scaledSize(width, height, maxWidth)).toEqual(expected);
  });

  it('turns a quarter clockwise and back to 0 after four turns', () => {
    expect(turnClockwise(0)).toBe(90);
    expect(turnClockwise(270)).toBe(0);
  });

  it.each([
    [0, { width: 4000, height: 3000 }],
    [90, { width: 3000, height: 4000 }],
    [180, { width: 4000, height: 3000 }],
  ] as const)('a 4000 × 3000 photo turned %i° is %o', (rotation, expected) => {
    expect(rotatedSize(4000, 3000, rotation)).toEqual(expected);
  });
});
