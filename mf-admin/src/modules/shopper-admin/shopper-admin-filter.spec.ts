import { filterFromParams, filterToParams, listQueryOf, pageCount } from './shopper-admin-filter';

describe('shopper administration filter', () => {
  it.each([
    ['', { q: '', userID: null, page: 1 }],
    ['q=%20Muster%20&userID=u1&page=3', { q: 'Muster', userID: 'u1', page: 3 }],
    ['page=0', { q: '', userID: null, page: 1 }],
    ['page=abc&userID=', { q: '', userID: null, page: 1 }],
  ])('reads ?%s', (search, filter) => {
    expect(filterFromParams(new URLSearchParams(search))).toEqual(filter);
  });

  it('writes only what differs from the defaults', () => {
    expect(filterToParams({ q: '', userID: null, page: 1 })).toEqual({});
    expect(filterToParams({ q: 'Anna', userID: 'u1', page: 2 })).toEqual({
      q: 'Anna',
      userID: 'u1',
      page: '2',
    });
  });

  it.each([
    [
      { q: '', userID: null, page: 1 },
      { page: 1, pageSize: 25 },
    ],
    [
      { q: 'Muster', userID: 'u1', page: 2 },
      { q: 'Muster', userID: 'u1', page: 2, pageSize: 25 },
    ],
  ])('asks the server for %j with %j', (filter, query) => {
    expect(listQueryOf(filter)).toEqual(query);
  });

  it.each([
    [0, 1],
    [25, 1],
    [26, 2],
    [100, 4],
  ])('%i shoppers make %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});
