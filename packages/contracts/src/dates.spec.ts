import { addDays, parseIsoDate, toIsoDate, toSwissDate } from './dates';

describe('ISO dates (yyyy-MM-dd, field-app spec, section 9: dates travel as calendar dates)', () => {
  it.each([
    [new Date(2026, 1, 3, 23, 59), '2026-02-03'],
    [new Date(2026, 11, 31, 0, 0), '2026-12-31'],
    [new Date(2024, 1, 29, 12, 0), '2024-02-29'],
  ])('%s is the calendar day %s', (date, expected) => {
    expect(toIsoDate(date)).toBe(expected);
  });

  it.each([
    ['2026-11-22', -5840, '2010-11-26'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-29', 0, '2026-03-29'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each(['2026-1-01', '22.11.2026', '', '2026-11-22T10:00'])('refuses %j', (text) => {
    expect(() => parseIsoDate(text)).toThrow(RangeError);
  });
});

// Field-app spec, section 9, and back-office spec, section 9: dates as dd.MM.yyyy.
describe('toSwissDate', () => {
  it.each([
    ['2026-11-23', '23.11.2026'],
    ['2024-02-29', '29.02.2024'],
    ['2026-1-3', ''],
    ['23.11.2026', ''],
    ['', ''],
  ])('%j as %j', (isoDate, swiss) => expect(toSwissDate(isoDate)).toBe(swiss));
});
