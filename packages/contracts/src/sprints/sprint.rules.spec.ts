import { isOpenEntryOf, sprintCountOf, sprintEntryView, type CountablePurchase } from './sprint.rules';
import { storedSprintEntry } from './sprint.fixtures';
import type { StoredSprintEntry } from './sprint.schema';

const entry = (change: Partial<StoredSprintEntry> = {}): StoredSprintEntry =>
  storedSprintEntry({ sprintListID: 'round-1', vst: '1234', ...change });

describe('round entries (back-office spec, sections 2 to 4)', () => {
  // "A store entry counts as done when done plus recorded purchases reach the sum of targets." (section 2, Rounds)
  it.each([
    ['nothing done of 2 alcohol', { alk: 2 }, {}, false, 2, 0],
    ['2 of 2 alcohol done', { alk: 2, alkdone: 2 }, {}, true, 2, 2],
    ['1 done plus 1 recorded purchase of 2', { alk: 2, alkdone: 1 }, { Alkohol: 1 }, true, 2, 2],
    ['alcohol and tobacco, only alcohol done', { alk: 1, tabak: 1, alkdone: 1 }, {}, false, 2, 1],
    [
      'every type done',
      { alk: 1, tabak: 2, media: 1, alkdone: 1, tabakdone: 2, mediadone: 1 },
      {},
      true,
      4,
      4,
    ],
    // the rule sums over the types: a surplus of one type reaches the sum, while doneTK counts per type
    ['3 alcohol against 2 alcohol and 1 tobacco', { alk: 2, tabak: 1, alkdone: 3 }, {}, true, 3, 2],
    ['no targets at all', {}, {}, true, 0, 0],
  ])('%s: done %s (anzTK %i, doneTK %i)', (_case, change, recorded, done, anzTK, doneTK) => {
    expect(sprintEntryView(entry(change), recorded)).toMatchObject({ done, anzTK, doneTK });
  });

  it('shows target, done and open per test type', () => {
    expect(sprintEntryView(entry({ alk: 3, alkdone: 1, media: 1, mediadone: 2 })).progress).toEqual({
      Alkohol: { target: 3, done: 1, open: 2 },
      Tabak: { target: 0, done: 0, open: 0 },
      Medien: { target: 1, done: 2, open: 0 },
    });
  });

  // section 4: "active to archived and back through the archive flag"; the open list holds what is still to do
  it.each([
    ['assigned, running, not done', {}, 'tk1', '2026-11-15', true],
    ['on its first day', {}, 'tk1', '2026-11-01', true],
    ['on its last day', {}, 'tk1', '2026-11-30', true],
    ['before the round starts', {}, 'tk1', '2026-10-31', false],
    ['after the round ended', {}, 'tk1', '2026-12-01', false],
    ['archived', { archive: true }, 'tk1', '2026-11-15', false],
    ['assigned to someone else', {}, 'tk2', '2026-11-15', false],
    ['unassigned', { userID: null }, 'tk1', '2026-11-15', false],
    ['done', { alkdone: 1 }, 'tk1', '2026-11-15', false],
  ])('an entry %s is open for the user: %s', (_case, change, userID, today, open) => {
    expect(isOpenEntryOf(sprintEntryView(entry({ alk: 1, ...change })), userID, today)).toBe(open);
  });
});

describe('where a purchase counts toward a round (issue 7: "a saved purchase updates the round’s counters")', () => {
  const november = entry();
  const october = entry({
    _id: '0000000000000000000000a2',
    sprintListID: 'round-0',
    start: '2026-10-01',
    end: '2026-10-31',
  });
  const archived = entry({ _id: '0000000000000000000000a3', sprintListID: 'round-x', archive: true });
  const purchase: CountablePurchase = {
    storeID: november.storeID,
    testType: 'Alkohol',
    date: '2026-11-10',
    delayed: false,
  };

  it.each([
    ['a completed alcohol test in the running round', {}, { entryId: november._id, testType: 'Alkohol' }],
    ['a tobacco test', { testType: 'Tabak' }, { entryId: november._id, testType: 'Tabak' }],
    ['a media test', { testType: 'Medien' }, { entryId: november._id, testType: 'Medien' }],
    [
      'a test dated in the earlier round',
      { date: '2026-10-20' },
      { entryId: october._id, testType: 'Alkohol' },
    ],
    ['a test naming its round', { sprintListID: 'round-0' }, { entryId: october._id, testType: 'Alkohol' }],
    ['a test naming an unknown round', { sprintListID: 'round-9' }, null],
    ['a delayed (zurückgestellt) test', { delayed: true }, null],
    ['a lottery test (no target type)', { testType: 'Lose' }, null],
    ['a money-game test', { testType: 'Geldspiele' }, null],
    ['a test outside every round', { date: '2026-12-05' }, null],
  ])('%s counts at %o', (_case, change, expected) => {
    expect(sprintCountOf({ ...purchase, ...change }, [archived, october, november])).toEqual(expected);
  });

  it('a deleted purchase counts nowhere', () => {
    expect(sprintCountOf(null, [november])).toBeNull();
  });
});
