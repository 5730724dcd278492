import { areaForPath } from './areas';

describe('area of a path', () => {
  it.each([
    ['/dashboard', 'mf-field'],
    ['/shopper', 'mf-field'],
    ['/shopper/detail', 'mf-field'],
    ['/purchases/open', 'mf-field'],
    ['/purchase-online/order', 'mf-field'],
    ['/time/new', 'mf-field'],
    ['/downloads', 'mf-field'],
    ['/downloads/add', 'mf-admin'],
    ['/promochecks/list', 'mf-promo'],
    ['/portal', 'mf-portal'],
    ['/portal/complaints', 'mf-portal'],
    ['/admin/shopper', 'mf-admin'],
    ['/admin/promochecks/promogefaess', 'mf-admin'],
    ['/organization/overview', 'mf-admin'],
    ['/settings', undefined],
    ['/shoppers', undefined],
    ['/timeline', undefined],
    ['/', undefined],
  ])('%s belongs to %s', (path, area) => {
    expect(areaForPath(path)).toBe(area);
  });
});
