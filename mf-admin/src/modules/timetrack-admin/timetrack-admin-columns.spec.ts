import type { TimetrackCustomer, TimetrackTkRegion } from '@agecheck/contracts';
import { chf, TIMETRACK_ADMIN_COLUMNS, type TimetrackColumnContext } from './timetrack-admin-columns';

// Checklist A.8: each of the four kinds lists its own fields; prices as CHF with two decimals (B§7 L163, the
// invoices); a customer names its region and its kind.

const context: TimetrackColumnContext = {
  regionName: (id) => (id === 'r-1' ? 'Seeland' : undefined),
  kindName: (kind) => `kind:${kind}`,
};
const ids = (tab: keyof typeof TIMETRACK_ADMIN_COLUMNS) =>
  TIMETRACK_ADMIN_COLUMNS[tab].map((column) => column.id);

describe('the columns of /admin/timetrack', () => {
  it.each([
    ['customers', ['name', 'vst', 'region', 'kind']],
    ['regions', ['order', 'name', 'vstort', 'referenz', 'kst', 'priceNormal', 'priceSonntag']],
    ['valoraRegions', ['name', 'nvl', 'referenz', 'kst', 'priceNormal', 'priceAdditional']],
    [
      'tkRegions',
      ['name', 'api', 'region', 'referenz', 'kst', 'priceNormal', 'priceZusatz', 'conditionDays'],
    ],
  ] as const)('%s lists %j', (tab, columns) => {
    expect(ids(tab)).toEqual(columns);
  });

  it.each([
    ['r-1', 'Seeland'],
    ['r-gone', '–'],
  ])("a customer of region %s shows '%s'", (region, shown) => {
    const customer = {
      _id: 'c',
      name: 'Migros',
      vst: 1,
      region,
      kind: 'kasse',
    } as unknown as TimetrackCustomer;
    const values = TIMETRACK_ADMIN_COLUMNS.customers.map((column) => column.value(customer, context));
    expect(values).toEqual(['Migros', 1, shown, 'kind:kasse']);
  });

  it.each([
    [80, '80.00'],
    [12.5, '12.50'],
    [undefined, ''], // a zusatz outside coop
  ])('the price %p is written %p', (amount, text) => {
    expect(chf(amount)).toBe(text);
  });

  it('marks only the prices as CHF', () => {
    const priced = TIMETRACK_ADMIN_COLUMNS.tkRegions
      .filter((column) => column.price)
      .map((column) => column.id);
    expect(priced).toEqual(['priceNormal', 'priceZusatz']);
    const region = { price: { normal: 50 } } as TimetrackTkRegion;
    expect(chf(TIMETRACK_ADMIN_COLUMNS.tkRegions[6]?.value(region, context))).toBe('');
  });
});
