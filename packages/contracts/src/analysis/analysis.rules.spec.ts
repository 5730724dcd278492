import { markerColourOf, withMinutesSincePrevious, type MarkerColour } from './analysis.rules';

// back-office spec, section 9: "Map marker colours by minutes since the previous purchase: under 20 green,
// under 40 orange, otherwise red; analysis map shows red markers for open items"
describe.each<[string, Parameters<typeof markerColourOf>[0], MarkerColour]>([
  ['under 20 green (0 minutes)', { open: false, minutesSincePrevious: 0 }, 'green'],
  ['under 20 green (19 minutes)', { open: false, minutesSincePrevious: 19 }, 'green'],
  ['under 40 orange (20 minutes)', { open: false, minutesSincePrevious: 20 }, 'orange'],
  ['under 40 orange (39 minutes)', { open: false, minutesSincePrevious: 39 }, 'orange'],
  ['otherwise red (40 minutes)', { open: false, minutesSincePrevious: 40 }, 'red'],
  ['otherwise red (3 hours)', { open: false, minutesSincePrevious: 180 }, 'red'],
  [
    'the first purchase of the day (no previous one)',
    { open: false, minutesSincePrevious: undefined },
    'green',
  ],
  ['red markers for open items', { open: true }, 'red'],
])('markerColourOf: %s', (_clause, marker, colour) => {
  it(`is ${colour}`, () => expect(markerColourOf(marker)).toBe(colour));
});

describe('withMinutesSincePrevious', () => {
  it('orders a day by time and gives each purchase the minutes since the previous one', () => {
    const day = withMinutesSincePrevious([
      { _id: 'c', time: '11:05' },
      { _id: 'a', time: '09:10' },
      { _id: 'b', time: '09:25' },
    ]);
    expect(day).toEqual([
      { _id: 'a', time: '09:10' },
      { _id: 'b', time: '09:25', minutesSincePrevious: 15 },
      { _id: 'c', time: '11:05', minutesSincePrevious: 100 },
    ]);
  });

  it('puts a purchase without a time last, without an interval', () => {
    const day = withMinutesSincePrevious([{ _id: 'x' }, { _id: 'a', time: '08:00' }]);
    expect(day).toEqual([{ _id: 'a', time: '08:00' }, { _id: 'x' }]);
  });
});
