import {
  addDays,
  defaultPeriod,
  isoWeekRange,
  monthRange,
  pastMonths,
  pastWeeks,
  portalYears,
} from './periods';

describe('portal periods (promo-checks spec, sections 5 and 9)', () => {
  it('offers the current year and 9 earlier, newest first', () => {
    expect(portalYears('2026-11-22')).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
  });

  it.each([
    [2026, 2, { from: '2026-02-01', to: '2026-02-28' }],
    [2024, 2, { from: '2024-02-01', to: '2024-02-29' }],
    [2026, 12, { from: '2026-12-01', to: '2026-12-31' }],
  ])('month %i-%i is %j', (year, month, range) => {
    expect(monthRange(year, month)).toEqual(range);
  });

  it('lists only months that have begun, newest first', () => {
    expect(pastMonths(2026, '2026-03-01')).toEqual([3, 2, 1]);
    expect(pastMonths(2025, '2026-03-01')).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(pastMonths(2027, '2026-03-01')).toEqual([]);
  });

  // "Week starts Monday, ISO-style numbering."
  it.each([
    [2026, 1, { from: '2025-12-29', to: '2026-01-04' }],
    [2021, 1, { from: '2021-01-04', to: '2021-01-10' }],
    [2020, 53 - 1, { from: '2020-12-21', to: '2020-12-27' }],
    [2026, 48, { from: '2026-11-23', to: '2026-11-29' }],
  ])('ISO week %i/%i is %j', (year, week, range) => {
    expect(isoWeekRange(year, week)).toEqual(range);
  });

  it('lists only weeks that have begun, newest first, at most 52', () => {
    expect(pastWeeks(2026, '2026-01-12')).toEqual([3, 2, 1]);
    expect(pastWeeks(2025, '2026-01-12')).toHaveLength(52);
    expect(pastWeeks(2025, '2026-01-12')[0]).toBe(52);
  });

  it('defaults to today and tomorrow', () => {
    expect(defaultPeriod('2026-12-31')).toEqual({ from: '2026-12-31', to: '2027-01-01' });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});
