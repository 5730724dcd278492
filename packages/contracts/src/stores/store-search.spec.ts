import {
  normalizeForSearch,
  queryWords,
  searchTermsOf,
  SEARCH_KEY_LENGTH,
  storeSearchIndex,
  storeSearchPage,
} from './store-search';

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

describe('the store search index (field-app spec, "/search"; decision 0015)', () => {
  const stores = [
    { _id: 's1', name: 'Coop Zürich HB', vst: '1234', street: 'Bahnhofplatz 1', city: 'Zürich' },
    {
      _id: 's2',
      name: 'avec Zürich Stadelhofen',
      vst: '2001',
      street: 'Stadelhoferstrasse 8',
      city: 'Zürich',
    },
    { _id: 's3', name: 'Coop Genève Cornavin', vst: '1235', street: 'Place de Cornavin 2', city: 'Genève' },
    { _id: 's4', name: 'Coop Bern Bahnhof', vst: '1300', street: 'Bahnhofplatz 10', city: 'Bern' },
  ];
  const index = new Map(storeSearchIndex(stores).map((key) => [key._id, key.entries]));
  const search = (query: string, page = 1, pageSize = 50) =>
    storeSearchPage(queryWords(query), index, page, pageSize);

  it('keys every word under its first one, two and three letters', () => {
    expect(index.get('z')?.map(({ word, storeID }) => `${word}@${storeID}`)).toEqual([
      'zurich@s1',
      'zurich@s2',
    ]);
    expect(index.get('bah')?.map(({ word, storeID }) => `${word}@${storeID}`)).toEqual([
      'bahnhofplatz@s1',
      'bahnhof@s4',
      'bahnhofplatz@s4',
    ]);
    expect(index.get('hb')).toEqual([{ word: 'hb', storeID: 's1', sortName: 'coop zurich hb' }]);
    expect(index.has('bahn')).toBe(false);
    expect([...index.keys()].every((key) => key.length <= SEARCH_KEY_LENGTH)).toBe(true);
  });

  it.each([
    ['a word of the city', 'zurich', ['s2', 's1']],
    ['the beginning of a word, in capitals and with accents', 'GENÈ', ['s3']],
    ['a longer word than the key', 'bahnhofp', ['s4', 's1']],
    ['the store number', '1234', ['s1']],
    ['every word, each found in another field', 'coop bahn', ['s4', 's1']],
    ['two words beginning the same word of the store', 'zur zurich', ['s2', 's1']],
    ['a word no store has', 'coop lugano', []],
    ['a word that only ends a store word', 'hof', []],
  ])('finds by %s (%j), ordered by name', (_case, query, ids) => {
    expect(search(query)).toEqual(ids);
  });

  it('answers a page of the matches at a time, the last one shorter', () => {
    expect(search('coop', 1, 2)).toEqual(['s4', 's3']);
    expect(search('coop', 2, 2)).toEqual(['s1']);
    expect(search('coop', 3, 2)).toEqual([]);
  });
});
