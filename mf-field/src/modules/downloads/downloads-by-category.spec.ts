import { downloadsByCategory } from './downloads-by-category';

// F§2 L51: "/downloads: downloads grouped by category"; F§3 L111: category names de/fr/it.
describe('downloadsByCategory', () => {
  const categories = [
    { _id: 'c1', names: { de: 'Merkblätter', fr: 'Fiches', it: 'Schede' } },
    { _id: 'c2', names: { de: 'Formulare', fr: 'Formulaires', it: 'Moduli' } },
    { _id: 'c3', names: { de: 'Leer', fr: 'Vide', it: 'Vuoto' } },
  ];
  const downloads = [
    { _id: 'd1', category: 'c2' },
    { _id: 'd2', category: 'c1' },
    { _id: 'd3', category: 'c2' },
    { _id: 'd4', category: 'gone' },
  ];

  it.each([
    ['de', ['Merkblätter', 'Formulare']],
    ['fr', ['Fiches', 'Formulaires']],
    ['it', ['Schede', 'Moduli']],
  ] as const)('names the groups in %s, in the categories’ order, without empty ones', (language, names) => {
    expect(downloadsByCategory(categories, downloads, language).map((group) => group.name)).toEqual(names);
  });

  it('puts each download under its category and leaves out those of a category that is gone', () => {
    expect(
      downloadsByCategory(categories, downloads, 'de').map((group) => group.downloads.map(({ _id }) => _id)),
    ).toEqual([['d2'], ['d1', 'd3']]);
  });
});
