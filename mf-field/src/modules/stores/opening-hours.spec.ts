import { navigationUrl, WEEKDAYS_FROM_MONDAY } from './opening-hours';

describe('store detail (field-app spec, section 2: "opening hours per weekday, phone, navigation link")', () => {
  it('lists the weekdays from Monday (section 9: the week starts Monday)', () => {
    expect(WEEKDAYS_FROM_MONDAY).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('links the navigation to the store position', () => {
    expect(navigationUrl(47.37, 8.54)).toBe('https://www.google.com/maps/dir/?api=1&destination=47.37,8.54');
  });
});
