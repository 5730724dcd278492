import { normalizeForSearch, queryWords, searchTermsOf } from './store-search';

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

it('finds a store by the words of its name, number, street and city, each once', () => {
  expect(
    searchTermsOf({ name: 'Coop Zürich HB', vst: '1234', street: 'Bahnhofplatz 1', city: 'Zürich' }),
  ).toEqual(['coop', 'zurich', 'hb', '1234', 'bahnhofplatz', '1']);
  expect(queryWords('  Zürich zurich HB ')).toEqual(['zurich', 'hb']);
  expect(queryWords(' - ')).toEqual([]);
});
