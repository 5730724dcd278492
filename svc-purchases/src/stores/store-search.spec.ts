import { queryWords, type Store } from '@agecheck/contracts';
import { searchableStores, storeSearchPage } from './store-search';

// field-app spec, section 7 ("/search") and issue 7: every query word begins a word of the store's name, shop
// name, number, street or city, case- and accent-insensitive; 50 a page by name (decision 0015). An empty
// query is refused before (storeSearchSchema, 'search.noQuery').

type SearchFields = Pick<Store, '_id' | 'name' | 'vst' | 'street' | 'city'> &
  Partial<Pick<Store, 'shopName'>>;
const stores: Array<SearchFields & Partial<Pick<Store, 'api'>>> = [
  { _id: 's1', api: 'coop', name: 'Coop Zürich HB', vst: '1234', street: 'Bahnhofplatz 1', city: 'Zürich' },
  {
    _id: 's2',
    api: 'avec',
    name: 'avec Zürich Stadelhofen',
    vst: '2001',
    street: 'Stadelhoferstrasse 8',
    city: 'Zürich',
  },
  {
    _id: 's3',
    api: 'coop',
    name: 'Coop Genève Cornavin',
    vst: '1235',
    street: 'Place de Cornavin 2',
    city: 'Genève',
  },
  { _id: 's4', api: 'coop', name: 'Coop Bern Bahnhof', vst: '1300', street: 'Bahnhofplatz 10', city: 'Bern' },
  {
    _id: 's5',
    name: 'Kiosk Wankdorf',
    shopName: 'Valora Mövenpick',
    vst: '77',
    street: 'Papiermühle 1',
    city: 'Bern',
  },
];
const searchable = searchableStores(stores as Store[]);
const search = (query: string, page = 1, pageSize = 50) =>
  storeSearchPage(searchable, { words: queryWords(query) }, page, pageSize).map((store) => store._id);

describe('the store search (field-app spec, "/search")', () => {
  it.each([
    ['a word of the city', 'zurich', ['s2', 's1']],
    ['a word of the city with its accent', 'Zürich', ['s2', 's1']],
    ['the beginning of a word, in capitals and with accents', 'GENÈ', ['s3']],
    ['the word without the accent the store has', 'geneve', ['s3']],
    ['a word of the street', 'bahnhofp', ['s4', 's1']],
    ['the store number', '1234', ['s1']],
    ['the beginning of the store number', '123', ['s3', 's1']],
    ['a word of the shop name', 'movenpick', ['s5']],
    ['every word, each found in another field', 'coop bahn', ['s4', 's1']],
    ['several words in one field and the number', 'kiosk wank 77', ['s5']],
    ['two words beginning the same word of the store', 'zur zurich', ['s2', 's1']],
    ['words joined by punctuation', 'St.-Gallen', []],
    ['a word no store has beside one it has', 'coop lugano', []],
    ['a word that only ends a store word', 'hof', []],
    ['a word across two store words', 'coopzurich', []],
    ['punctuation alone (no words)', ' - ', []],
  ])('finds by %s (%j), ordered by name', (_case, query, ids) => {
    expect(search(query)).toEqual(ids);
  });

  it('orders by the name without case and accents, then by id', () => {
    const twins = searchableStores([
      { ...stores[0], _id: 'b', name: 'Coop Ölten' },
      { ...stores[0], _id: 'a', name: 'coop olten' },
      { ...stores[0], _id: 'c', name: 'Coop Aarau' },
    ] as Store[]);
    expect(storeSearchPage(twins, { words: ['coop'] }, 1, 50).map((store) => store._id)).toEqual([
      'c',
      'a',
      'b',
    ]);
  });

  it('answers a page of the matches at a time, the last one shorter, then none', () => {
    expect(search('coop', 1, 2)).toEqual(['s4', 's3']);
    expect(search('coop', 2, 2)).toEqual(['s1']);
    expect(search('coop', 3, 2)).toEqual([]);
  });

  it('finds a stored document without a number or street by the fields it has', () => {
    const partial = searchableStores([{ _id: 'p', name: 'Coop Partial' }] as Store[]);
    expect(storeSearchPage(partial, { words: ['partial'] }, 1, 50).map((store) => store._id)).toEqual(['p']);
  });

  // back-office spec, section 5: "Store search needs a query or a store API".
  it.each([
    ['the type alone lists every store of the type', '', 'coop', ['s4', 's3', 's1']],
    ['the type and words', 'zurich', 'coop', ['s1']],
    ['a type no store has', '', 'loro', []],
  ])('with a store type: %s', (_case, query, api, ids) => {
    expect(storeSearchPage(searchable, { words: queryWords(query), api }, 1, 50).map((s) => s._id)).toEqual(
      ids,
    );
  });
});
