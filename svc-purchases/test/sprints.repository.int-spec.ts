import type { StoredSprintEntry } from '@agecheck/contracts';
import { storedSprintEntry } from '@agecheck/contracts/testing';
import { describeRepositoryContract, type Implementation } from '@agecheck/nest-common/testing';
import { ObjectId } from 'mongodb';
import { SprintsRepository } from '../src/sprints/sprints.repository';
import { InMemorySprintsRepository } from './in-memory-sprints.repository';

// Round entries: the in-memory stand-in of the rounds' unit tests answers as the MongoDB repository on the
// real server: the tester's open entries (field-app spec, section 7), the back office's lists (back-office
// spec, sections 2 to 4), the done counters a repeated or late event cannot move twice (decision 0016), the
// store import's entries (decision 0025).

type Subject = {
  sprints: Implementation<SprintsRepository>;
  /** Puts entries in as they are, with their ids (the interface's insert makes its own). */
  seed: (...entries: StoredSprintEntry[]) => Promise<void>;
};

const id = (n: number) => n.toString(16).padStart(24, '0');
const STORE = { name: 'Coop Bern', street: 'Bahnhofplatz 1', plz: '3011', city: 'Bern' };

/** Entry n of the autumn round (the contract fixture), its store n + 500, two alcohol and one tobacco test. */
function entry(n: number, changes: Partial<StoredSprintEntry> = {}): StoredSprintEntry {
  return storedSprintEntry({
    _id: id(n),
    sprintListID: 'round-1',
    name: 'Runde Herbst',
    storeID: id(500 + n),
    vst: String(1000 + n),
    store: STORE,
    alk: 2,
    tabak: 1,
    ...changes,
  });
}

const ids = (entries: StoredSprintEntry[]) => entries.map((each) => Number.parseInt(each._id, 16));

describeRepositoryContract<Subject>(
  'SprintsRepository',
  {
    inMemory: () => {
      const sprints = new InMemorySprintsRepository();
      return {
        sprints,
        seed: async (...entries) => void entries.forEach((e) => sprints.entries.set(e._id, { ...e })),
      };
    },
    mongo: async (db) => {
      const sprints = new SprintsRepository(db);
      await sprints.onModuleInit();
      const seed = async (...entries: StoredSprintEntry[]) => {
        await db
          .collection('sprints')
          .insertMany(entries.map(({ _id, ...fields }) => ({ _id: new ObjectId(_id), ...fields })));
      };
      return { sprints, seed };
    },
  },
  {
    'an entry is found by its id as stored; an unknown or malformed id finds nothing': async ({
      sprints,
      seed,
    }) => {
      await seed(entry(1));
      expect(await sprints.findById(id(1))).toEqual(entry(1));
      expect(await sprints.findById(id(2))).toBeUndefined();
      expect(await sprints.findById('not-an-id')).toBeUndefined();
    },

    'a tester’s open entries: theirs, active, not ended before today, by end, number, then id': async ({
      sprints,
      seed,
    }) => {
      await seed(
        entry(1, { end: '2026-12-31', vst: '1' }),
        entry(4, { vst: '5' }),
        entry(3, { vst: '5' }),
        entry(2, { vst: '2' }),
        entry(5, { userID: 'tk2' }),
        entry(6, { archive: true }),
        entry(7, { end: '2026-11-22' }),
        entry(8, { end: '2026-11-23', vst: '9' }),
      );
      expect(ids(await sprints.findActiveByUser('tk1', '2026-11-23'))).toEqual([8, 2, 3, 4, 1]);
      expect(await sprints.findActiveByUser('tk3', '2026-11-23')).toEqual([]);
    },

    'a store’s entries, newest round first, then by id': async ({ sprints, seed }) => {
      const storeID = id(900);
      await seed(
        entry(3, { storeID, start: '2026-10-01' }),
        entry(2, { storeID, start: '2026-11-01', sprintListID: 'round-2' }),
        entry(1, { storeID, start: '2026-11-01' }),
        entry(4),
      );
      expect(ids(await sprints.findByStore(storeID))).toEqual([1, 2, 3]);
      expect(ids(await sprints.findByStores([storeID, id(504)])).sort()).toEqual([1, 2, 3, 4]);
      expect(await sprints.findByStores([])).toEqual([]);
    },

    'the active or archived entries by round start, round, number, then id': async ({ sprints, seed }) => {
      await seed(
        entry(1, { sprintListID: 'b', vst: '1' }),
        entry(2, { sprintListID: 'a', vst: '2' }),
        entry(4, { sprintListID: 'a', vst: '1' }),
        entry(3, { sprintListID: 'a', vst: '1' }),
        entry(5, { start: '2026-12-01', sprintListID: 'z' }),
        entry(6, { archive: true }),
      );
      expect(ids(await sprints.findByArchive(false))).toEqual([5, 3, 4, 2, 1]);
      expect(ids(await sprints.findByArchive(true))).toEqual([6]);
    },

    'a round’s entries by number, then id; its name and period; archived and restored whole': async ({
      sprints,
      seed,
    }) => {
      await seed(
        entry(3, { vst: '2' }),
        entry(2, { vst: '2' }),
        entry(1, { vst: '10' }),
        entry(4, { sprintListID: 'x' }),
      );
      expect(ids(await sprints.findByRound('round-1'))).toEqual([1, 2, 3]);
      expect(await sprints.findRound('round-1')).toEqual({
        name: 'Runde Herbst',
        start: '2026-11-01',
        end: '2026-11-30',
      });
      expect(await sprints.findRound('none')).toBeUndefined();
      expect(await sprints.setArchive('round-1', true)).toBe(3);
      expect(ids(await sprints.findByArchive(true))).toEqual([1, 2, 3]);
      expect(await sprints.setArchive('none', true)).toBe(0);
    },

    'an entry is assigned, removed alone or with its round': async ({ sprints, seed }) => {
      await seed(entry(1), entry(2), entry(3, { sprintListID: 'x' }));
      expect(await sprints.assign(id(1), null)).toBe(true);
      expect(await sprints.assign(id(9), 'tk2')).toBe(false);
      expect(await sprints.findById(id(1))).toEqual(entry(1, { userID: null }));
      await sprints.removeEntry(id(2));
      expect(ids(await sprints.findByRound('round-1'))).toEqual([1]);
      await sprints.removeRound('round-1');
      expect(await sprints.findByRound('round-1')).toEqual([]);
      expect(ids(await sprints.findByRound('x'))).toEqual([3]);
    },

    'an inserted entry is found by the id it answers': async ({ sprints }) => {
      const { _id: _ignored, ...fields } = entry(1);
      const inserted = await sprints.insertEntry(fields);
      expect(await sprints.findById(inserted)).toEqual({ ...fields, _id: inserted });
    },

    'a purchase is counted once in an entry, and taken out only where it is counted': async ({
      sprints,
      seed,
    }) => {
      await seed(entry(1), entry(2, { storeID: entry(1).storeID, archive: true }));
      await sprints.count(id(1), 'p1', 'Alkohol');
      await sprints.count(id(1), 'p1', 'Alkohol');
      await sprints.count(id(1), 'p1', 'Tabak');
      await sprints.count(id(1), 'p2', 'Tabak');
      expect(await sprints.findById(id(1))).toMatchObject({ alkdone: 1, tabakdone: 1, mediadone: 0 });
      expect(await sprints.findCounted('p1')).toEqual({
        entry: entry(1, { alkdone: 1, tabakdone: 1 }),
        testType: 'Alkohol',
      });
      expect(await sprints.findCounted('p9')).toBeUndefined();
      await sprints.uncount(id(1), 'p1', 'Tabak');
      await sprints.uncount(id(2), 'p1', 'Alkohol');
      expect(await sprints.findById(id(1))).toMatchObject({ alkdone: 1, tabakdone: 1 });
      await sprints.uncount(id(1), 'p1', 'Alkohol');
      await sprints.uncount(id(1), 'p1', 'Alkohol');
      expect(await sprints.findById(id(1))).toMatchObject({ alkdone: 0, tabakdone: 1 });
      expect(await sprints.findCounted('p1')).toBeUndefined();
    },

    'a store’s done counters are the sums over its entries in active rounds': async ({ sprints, seed }) => {
      const storeID = id(900);
      await seed(
        entry(1, { storeID, alkdone: 2, tabakdone: 1 }),
        entry(2, { storeID, alkdone: 1, mediadone: 3 }),
        entry(3, { storeID, alkdone: 5, archive: true }),
        entry(4, { alkdone: 7 }),
      );
      expect(await sprints.doneCountersOf(storeID)).toEqual({ alkDone: 3, tabakDone: 1, mediaDone: 3 });
      expect(await sprints.doneCountersOf(id(999))).toEqual({ alkDone: 0, tabakDone: 0, mediaDone: 0 });
    },

    'the time of a purchase’s newest event only moves forward': async ({ sprints }) => {
      expect(await sprints.lastEventAt('p1')).toBeUndefined();
      await sprints.recordEventAt('p1', '2026-11-23T09:05:00.000Z');
      await sprints.recordEventAt('p1', '2026-11-23T09:00:00.000Z');
      await sprints.recordEventAt('p1', '2026-11-23T09:05:00.000Z');
      expect(await sprints.lastEventAt('p1')).toBe('2026-11-23T09:05:00.000Z');
      await sprints.recordEventAt('p1', '2026-11-23T09:10:00.000Z');
      expect(await sprints.lastEventAt('p1')).toBe('2026-11-23T09:10:00.000Z');
    },

    'the import writes a round’s entries: new ones start empty, changed targets are answered': async ({
      sprints,
      seed,
    }) => {
      await seed(entry(1, { alkdone: 1, userID: 'tk2' }), entry(2));
      const round = { name: 'Runde Winter', start: '2026-12-01', end: '2026-12-31' };
      const moved = { ...STORE, name: 'Coop Neu' };
      const changed = await sprints.upsertEntries(
        {
          sprintListID: 'round-1',
          type: 'coop',
          entries: [
            { storeID: entry(1).storeID, vst: '1001', store: moved, alk: 3, tabak: 1, media: 0 },
            { storeID: entry(2).storeID, vst: '1002', store: STORE, alk: 2, tabak: 1, media: 0 },
            { storeID: id(777), vst: '77', store: STORE, alk: 1, tabak: 0, media: 0 },
          ],
        },
        round,
      );
      expect(changed).toEqual([{ vst: '1001', name: 'Coop Neu' }]);
      expect(await sprints.findById(id(1))).toEqual(
        entry(1, { ...round, store: moved, alk: 3, alkdone: 1, userID: 'tk2' }),
      );
      const [added] = (await sprints.findByRound('round-1')).filter((each) => each.storeID === id(777));
      expect(added).toEqual({
        _id: added?._id,
        sprintListID: 'round-1',
        storeID: id(777),
        type: 'coop',
        archive: false,
        ...round,
        vst: '77',
        store: STORE,
        alk: 1,
        tabak: 0,
        media: 0,
        alkdone: 0,
        tabakdone: 0,
        mediadone: 0,
        userID: null,
      });
    },

    'the import removes the round’s entries of the stores the sheet no longer lists': async ({
      sprints,
      seed,
    }) => {
      await seed(entry(1), entry(2), entry(3), entry(4, { sprintListID: 'x' }));
      const removed = await sprints.removeEntriesExcept('round-1', [entry(2).storeID]);
      expect(removed.sort((a, b) => (a.vst < b.vst ? -1 : 1))).toEqual([
        { vst: '1001', name: 'Coop Bern' },
        { vst: '1003', name: 'Coop Bern' },
      ]);
      expect(ids(await sprints.findByRound('round-1'))).toEqual([2]);
      expect(ids(await sprints.findByRound('x'))).toEqual([4]);
    },
  },
);
