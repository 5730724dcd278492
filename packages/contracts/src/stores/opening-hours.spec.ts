import type { OpeningPeriod } from './store.schema';
import { isOpeningRange, periodsOfWeekdays, openingHoursByWeekday, openingStatus } from './opening-hours';

const week = (days: number[], open: string, close: string): OpeningPeriod[] =>
  days.map((day) => ({ open: { day, time: open }, close: { day, time: close } }));
/** A petrol-station shop: every day 06:00 to 01:00 of the next day. */
const overMidnight: OpeningPeriod[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  open: { day, time: '0600' },
  close: { day: (day + 1) % 7, time: '0100' },
}));
/** A supermarket: Monday to Friday 08:00 to 19:00, Saturday 08:00 to 17:00, closed on Sunday. */
const supermarket = [...week([1, 2, 3, 4, 5], '0800', '1900'), ...week([6], '0800', '1700')];
/** A village shop with a lunch break on Monday. */
const lunchBreak = [...week([1], '0800', '1200'), ...week([1], '1330', '1830')];
const alwaysOpen: OpeningPeriod[] = [{ open: { day: 0, time: '0000' } }];

const open = (day: number, time: string) => ({
  open: true,
  closed: false,
  text: 'stores.opening.openUntil',
  day,
  time,
});
const closed = (day: number, time: string) => ({
  open: false,
  closed: true,
  text: 'stores.opening.opensAt',
  day,
  time,
});

// field-app spec, "Near stores": "Opening status is worked out from opening-hours periods"; section 3:
// opening {open, closed, text}. Instants are UTC; Zürich is UTC+1 in winter and UTC+2 in summer time
// (2026: from Sunday 29 March 02:00 to Sunday 25 October 03:00).
describe.each([
  ['a supermarket on a Monday morning (10:00)', supermarket, '2026-11-23T09:00:00Z', open(1, '19:00')],
  ['a supermarket one minute before opening', supermarket, '2026-11-23T06:59:00Z', closed(1, '08:00')],
  ['a supermarket at the minute it opens', supermarket, '2026-11-23T07:00:00Z', open(1, '19:00')],
  [
    'a supermarket at the minute it closes on Saturday',
    supermarket,
    '2026-11-28T16:00:00Z',
    closed(1, '08:00'),
  ],
  ['a supermarket on Sunday (a closed day)', supermarket, '2026-11-22T11:00:00Z', closed(1, '08:00')],
  ['a supermarket Friday night', supermarket, '2026-11-27T21:00:00Z', closed(6, '08:00')],
  ['a petrol station after midnight (Tuesday 00:30)', overMidnight, '2026-11-23T23:30:00Z', open(2, '01:00')],
  [
    'a petrol station Sunday 00:30 (Saturday’s period)',
    overMidnight,
    '2026-11-21T23:30:00Z',
    open(0, '01:00'),
  ],
  ['a petrol station at 03:00', overMidnight, '2026-11-24T02:00:00Z', closed(2, '06:00')],
  ['a petrol station Saturday 23:00', overMidnight, '2026-11-28T22:00:00Z', open(0, '01:00')],
  ['a shop in its lunch break', lunchBreak, '2026-11-23T11:30:00Z', closed(1, '13:30')],
  ['a shop after its lunch break', lunchBreak, '2026-11-23T12:45:00Z', open(1, '18:30')],
  ['a shop open one day a week, the day after', lunchBreak, '2026-11-24T09:00:00Z', closed(1, '08:00')],
  ['a supermarket at 08:30 summer time (06:30 UTC)', supermarket, '2026-03-30T06:30:00Z', open(1, '19:00')],
  [
    'a supermarket at 07:30 winter time the week before',
    supermarket,
    '2026-03-23T06:30:00Z',
    closed(1, '08:00'),
  ],
  [
    'a supermarket at 07:30 winter time after the change back',
    supermarket,
    '2026-10-26T06:30:00Z',
    closed(1, '08:00'),
  ],
  ['a supermarket at 19:30 summer time on Friday', supermarket, '2026-10-23T17:30:00Z', closed(6, '08:00')],
  [
    'a petrol station at 01:30 just before the switch to summer time',
    overMidnight,
    '2026-03-29T00:30:00Z',
    closed(0, '06:00'),
  ],
  [
    'a petrol station at 06:00 on the first day of summer time',
    overMidnight,
    '2026-03-29T04:00:00Z',
    open(1, '01:00'),
  ],
  [
    'a store open around the clock',
    alwaysOpen,
    '2026-11-22T03:00:00Z',
    { open: true, closed: false, text: 'stores.opening.alwaysOpen' },
  ],
  [
    'a store without opening hours',
    [],
    '2026-11-23T09:00:00Z',
    { open: false, closed: false, text: 'stores.opening.unknown' },
  ],
  [
    'a store without place data',
    undefined,
    '2026-11-23T09:00:00Z',
    { open: false, closed: false, text: 'stores.opening.unknown' },
  ],
])('%s', (_case, periods, instant, expected) => {
  it(`is ${expected.text}${'time' in expected ? ` (${expected.day} ${expected.time})` : ''}`, () =>
    expect(openingStatus(periods, new Date(instant))).toEqual(expected));
});

describe('opening hours per weekday (store-detail dialog, field-app spec, section 2)', () => {
  it('lists each day’s ranges from Sunday, closed days empty, a range over midnight on its opening day', () => {
    const days = openingHoursByWeekday([...lunchBreak].reverse().concat(overMidnight.slice(6)));
    expect(days).toEqual([
      [],
      [
        { open: '08:00', close: '12:00' },
        { open: '13:30', close: '18:30' },
      ],
      [],
      [],
      [],
      [],
      [{ open: '06:00', close: '01:00' }],
    ]);
  });
  it('answers every day around the clock for a store always open and nothing without hours', () => {
    expect(openingHoursByWeekday(alwaysOpen)[3]).toEqual([{ open: '00:00', close: '24:00' }]);
    expect(openingHoursByWeekday(undefined).flat()).toEqual([]);
  });
});

// back-office spec, section 2, "Stores": the edit dialog's "opening hours ... weekdays", written back as periods.
describe('opening periods from the ranges per weekday (the store edit dialog)', () => {
  const closed: { open: string; close: string }[] = [];
  it.each([
    [
      'a day range',
      [closed, [{ open: '08:00', close: '19:00' }], closed, closed, closed, closed, closed],
      [{ open: { day: 1, time: '0800' }, close: { day: 1, time: '1900' } }],
    ],
    [
      'a range past midnight closes the next day; Saturday night closes on Sunday',
      [closed, closed, closed, closed, closed, closed, [{ open: '18:00', close: '02:00' }]],
      [{ open: { day: 6, time: '1800' }, close: { day: 0, time: '0200' } }],
    ],
    [
      '24:00 is the next day’s 00:00',
      [[{ open: '06:00', close: '24:00' }], closed, closed, closed, closed, closed, closed],
      [{ open: { day: 0, time: '0600' }, close: { day: 1, time: '0000' } }],
    ],
    [
      'every day 00:00 to 24:00 is always open',
      Array.from({ length: 7 }, () => [{ open: '00:00', close: '24:00' }]),
      [{ open: { day: 0, time: '0000' } }],
    ],
  ])('%s', (_case, days, periods) => {
    expect(periodsOfWeekdays(days)).toEqual(periods);
  });

  it('gives back the periods it was shown (openingHoursByWeekday and back)', () => {
    const periods = [
      { open: { day: 1, time: '0800' }, close: { day: 1, time: '1200' } },
      { open: { day: 1, time: '1330' }, close: { day: 1, time: '1900' } },
      { open: { day: 5, time: '0600' }, close: { day: 6, time: '0100' } },
    ];
    expect(periodsOfWeekdays(openingHoursByWeekday(periods))).toEqual(periods);
    const always = [{ open: { day: 0, time: '0000' } }];
    expect(periodsOfWeekdays(openingHoursByWeekday(always))).toEqual(always);
  });

  it.each([
    [{ open: '08:00', close: '19:00' }, true],
    [{ open: '00:00', close: '24:00' }, true],
    [{ open: '8:00', close: '19:00' }, false],
    [{ open: '24:00', close: '19:00' }, false],
    [{ open: '08:00', close: '' }, false],
  ])('takes %j as a range: %s', (range, valid) => {
    expect(isOpeningRange(range)).toBe(valid);
  });
});
