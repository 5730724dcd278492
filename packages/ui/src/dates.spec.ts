import { formatDate, formatDateTime, formatTime, localeOf, parseSwissDate } from './dates';

describe('date display (field-app spec, section 9: "dd.MM.yyyy, HH:mm")', () => {
  it.each([
    ['2010-05-04', '04.05.2010'],
    ['1999-12-31', '31.12.1999'],
    [new Date(2026, 0, 2, 7, 5), '02.01.2026'],
    ['not a date', ''],
    ['', ''],
    [undefined, ''],
  ])('formatDate(%p) is %p', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each([
    ['7:05', '07:05'],
    ['17:30:00', '17:30'],
    [new Date(2026, 0, 2, 7, 5), '07:05'],
    [null, ''],
  ])('formatTime(%p) is %p', (value, expected) => {
    expect(formatTime(value)).toBe(expected);
  });

  it('joins date and time', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 14, 3))).toBe('22.11.2026 14:03');
  });

  it.each([
    ['de', 'de-CH'],
    ['fr', 'fr-CH'],
    ['it', 'it-CH'],
    ['en', 'de-CH'],
  ])('the locale of %s is %s', (language, locale) => {
    expect(localeOf(language)).toBe(locale);
  });
});

describe('parseSwissDate', () => {
  it.each([
    ['04.05.2010', '2010-05-04'],
    ['4.5.2010', '2010-05-04'],
    [' 31/12/1999 ', '1999-12-31'],
    ['2010-05-04', '2010-05-04'],
    ['29.02.2024', '2024-02-29'],
    ['29.02.2023', null],
    ['31.04.2020', null],
    ['04.05.10', null],
    ['gestern', null],
    ['', null],
  ])('%p reads as %p', (input, expected) => {
    expect(parseSwissDate(input)).toBe(expected);
  });
});
