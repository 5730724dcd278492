import { normalizeForSearch, queryWords } from './store-search';

// field-app spec, section 7 and issue 7: the store search is case- and accent-insensitive.
describe.each([
  ['Zürich', 'zurich'],
  ['GENÈVE', 'geneve'],
  ['Bahnhofstrasse 12', 'bahnhofstrasse 12'],
  ['Coop Pronto St. Gallen-West', 'coop pronto st gallen west'],
  ['Via San Gottardo', 'via san gottardo'],
  ['  Neuchâtel  ', 'neuchatel'],
])('normalized %j', (text, normalized) => {
  it(`is ${normalized}`, () => expect(normalizeForSearch(text)).toBe(normalized));
});

it('takes each word of a query once, and none from punctuation alone', () => {
  expect(queryWords('  Zürich zurich HB ')).toEqual(['zurich', 'hb']);
  expect(queryWords(' - ')).toEqual([]);
});
