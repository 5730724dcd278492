import { openingHoursByWeekday, navigationUrl } from './opening-hours';

describe('opening hours per weekday (field-app spec, section 2: "store detail (... opening hours per weekday ...)")', () => {
  it('lists each day from Monday with its ranges, over midnight on the opening day, closed days empty', () => {
    const days = openingHoursByWeekday([
      { open: { day: 1, time: '0800' }, close: { day: 1, time: '1200' } },
      { open: { day: 1, time: '1330' }, close: { day: 1, time: '1830' } },
      { open: { day: 5, time: '0600' }, close: { day: 6, time: '0100' } },
    ]);
    expect([...days.keys()]).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(days.get(1)).toEqual(['08:00–12:00', '13:30–18:30']);
    expect(days.get(5)).toEqual(['06:00–01:00']);
    expect(days.get(0)).toEqual([]);
  });

  it('shows a period without a close as open all day', () => {
    expect(openingHoursByWeekday([{ open: { day: 0, time: '0000' } }]).get(0)).toEqual(['00:00–24:00']);
  });

  it('links the navigation to the store position', () => {
    expect(navigationUrl(47.37, 8.54)).toBe('https://www.google.com/maps/dir/?api=1&destination=47.37,8.54');
  });
});
