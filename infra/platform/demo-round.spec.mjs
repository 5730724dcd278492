import { demoRoundPeriod, demoTargets } from './demo-round.mjs';

describe('the demo round', () => {
  it.each([
    [new Date(2026, 10, 23), { start: '2026-11-01', end: '2026-12-31' }],
    [new Date(2026, 11, 5), { start: '2026-12-01', end: '2027-01-31' }],
    [new Date(2027, 0, 31), { start: '2027-01-01', end: '2027-02-28' }],
  ])('on %s runs from the first of the month to the end of the next', (today, period) => {
    expect(demoRoundPeriod(today)).toEqual(period);
  });

  it('asks every store for alcohol, and some for tobacco and media', () => {
    const targets = [0, 1, 2, 3, 4, 5].map(demoTargets);
    expect(targets.every(({ alk }) => alk > 0)).toBe(true);
    expect(targets.filter(({ tabak }) => tabak > 0)).toHaveLength(3);
    expect(targets.filter(({ media }) => media > 0)).toHaveLength(2);
  });
});
