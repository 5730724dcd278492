import { duplicateStoresOf, foundOf, isPurchaseOfEntry, sprintRoundOf } from './sprint-admin.rules';
import { sprintEntryView } from './sprint.rules';
import { storedSprintEntry } from './sprint.fixtures';
import type { StoredSprintEntry } from './sprint.schema';

const entry = (id: string, change: Partial<StoredSprintEntry> = {}) =>
  sprintEntryView(
    storedSprintEntry({
      _id: id.padStart(24, '0'),
      storeID: `store-${id}`,
      vst: `10${id}`,
      store: { name: 'Coop', street: 'Weg 1', plz: '3000', city: 'Bern' },
      userID: null,
      ...change,
    }),
  );

describe('a round of the list (back-office spec, section 4: "Round completion compares doneTK with anzTK; progress percent is done divided by total")', () => {
  it.each([
    ['nothing done', [entry('1', { alk: 2 }), entry('2', { tabak: 2 })], 0, 4, 0, false, 0],
    ['one of four done', [entry('1', { alk: 2, alkdone: 1 }), entry('2', { tabak: 2 })], 1, 4, 25, false, 0],
    [
      'two of three done: 66 %, rounded down',
      [entry('1', { alk: 2, alkdone: 2 }), entry('2', { media: 1 })],
      2,
      3,
      66,
      false,
      1,
    ],
    [
      'all done',
      [entry('1', { alk: 1, alkdone: 1 }), entry('2', { media: 1, mediadone: 1 })],
      2,
      2,
      100,
      true,
      2,
    ],
    // doneTK counts each type up to its target: a surplus of alcohol tests does not fill a tobacco target
    ['surplus of one type', [entry('1', { alk: 1, tabak: 1, alkdone: 3 })], 1, 2, 50, false, 1],
    ['no targets at all: complete', [entry('1')], 0, 0, 100, true, 1],
  ])(
    '%s: %i of %i, %i %%, complete %s, %i stores done',
    (_case, entries, doneTK, anzTK, percent, complete, done) => {
      expect(sprintRoundOf(entries)).toMatchObject({ doneTK, anzTK, percent, complete, storesDone: done });
    },
  );

  it('takes the round’s fields and handle from its oldest entry, and lists its store types once', () => {
    const round = sprintRoundOf([
      entry('3', { type: 'spamia' }),
      entry('1', { type: 'eov' }),
      entry('2', { type: 'spamia' }),
    ]);
    expect(round).toMatchObject({
      sprintID: '000000000000000000000001',
      sprintListID: 'herbst',
      name: 'Herbst 2026',
      stores: 3,
      types: ['eov', 'spamia'],
    });
  });
});

describe('the duplicates notice (back-office spec, section 2: "a notice for duplicates")', () => {
  it.each([
    ['every store once', [entry('1'), entry('2')], []],
    ['a store twice', [entry('1'), entry('2'), entry('3', { storeID: 'store-1', vst: '101' })], ['101']],
    [
      'two stores twice, named once each, sorted',
      [
        entry('2'),
        entry('1'),
        entry('3', { storeID: 'store-2', vst: '102' }),
        entry('4', { storeID: 'store-1', vst: '101' }),
        entry('5', { storeID: 'store-1', vst: '101' }),
      ],
      ['101', '102'],
    ],
  ])('%s: %o', (_case, entries, duplicates) => {
    expect(duplicateStoresOf(entries)).toEqual(duplicates);
  });
});

describe('purchases found for a round entry (back-office spec, section 2: "done, found and target")', () => {
  const herbst = entry('1');
  it.each([
    ['naming the round', { sprintListID: 'herbst', date: '2026-12-24' }, true],
    ['naming another round', { sprintListID: 'winter', date: '2026-11-10' }, false],
    ['naming none, dated in the period', { date: '2026-11-10' }, true],
    ['naming none, on the first day', { date: '2026-11-01' }, true],
    ['naming none, on the last day', { date: '2026-11-30' }, true],
    ['naming none, dated after the period', { date: '2026-12-01' }, false],
    ['naming none, without a date (delayed)', {}, false],
    ['at another store', { storeID: 'store-9', sprintListID: 'herbst' }, false],
  ])('a purchase %s: %s', (_case, change, expected) => {
    expect(isPurchaseOfEntry({ storeID: 'store-1', ...change }, herbst)).toBe(expected);
  });

  it('counts them per test type with targets, delayed ones too, and not Lose or Geldspiele', () => {
    const at = (testType?: string) => ({ storeID: 'store-1', sprintListID: 'herbst', testType });
    expect(foundOf(herbst, [at('Alkohol'), at('Alkohol'), at('Medien'), at('Lose'), at()])).toEqual({
      Alkohol: 2,
      Tabak: 0,
      Medien: 1,
    });
  });
});
