import { ApiError } from '@agecheck/ui';
import { exportFailureOf, exportPeriodErrors, timetrackExportTabOf, validPeriod } from './timetrack-export';

// The choices of /admin/time/export (checklist A.7; B§5 L140: "start and end required"; B§8 L198).

describe('the period of the time exports (B§5 L140)', () => {
  it.each([
    ['both days', { start: '2026-11-01', end: '2026-11-30' }, {}, true],
    ['one day', { start: '2026-11-27', end: '2026-11-27' }, {}, true],
    ['no start', { start: null, end: '2026-11-30' }, { start: 'common:util.required' }, false],
    ['no end', { start: '2026-11-01', end: null }, { end: 'common:util.required' }, false],
    [
      'neither',
      { start: null, end: null },
      { start: 'common:util.required', end: 'common:util.required' },
      false,
    ],
    [
      'the end before the start',
      { start: '2026-11-02', end: '2026-11-01' },
      { end: 'common:timetrack.rangeErr' },
      false,
    ],
  ])('%s', (_, period, errors, valid) => {
    expect(exportPeriodErrors(period)).toEqual(errors);
    expect(validPeriod(period)).toEqual(valid ? period : undefined);
  });
});

describe('the tab', () => {
  it.each([
    ['surveillance', 'surveillance'],
    ['shopper', 'shopper'],
    [null, 'shopper'],
    ['other', 'shopper'],
  ])('%s opens %s', (value, tab) => expect(timetrackExportTabOf(value)).toBe(tab));
});

describe("what 'Es ist ein Fehler aufgetreten: {status or text}' names (B§8 L198)", () => {
  const known = (key: string) => key === 'timetrack.regionNotFound';
  it('the text of a known key, else the status, else the error’s text', () => {
    expect(exportFailureOf(new ApiError(404, { message: 'timetrack.regionNotFound' }), known)).toBe(
      'timetrack.regionNotFound',
    );
    expect(exportFailureOf(new ApiError(503, { message: 'Service Unavailable' }), known)).toBe('503');
    expect(exportFailureOf(new Error('offline'), known)).toBe('offline');
  });
});
