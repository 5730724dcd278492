import type { StoredSprintEntry } from '@agecheck/contracts';
import { storedSprintEntry } from '@agecheck/contracts/testing';
import { newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import ExcelJS from 'exceljs';
import { InMemorySprintsRepository } from '../../test/in-memory-sprints.repository';
import { InMemoryStoresRepository } from '../../test/in-memory-stores.repository';
import { StoresRepository } from '../stores/stores.repository';
import { SprintCounter, type PurchaseChange } from './sprint-counter';
import { SprintsRepository } from './sprints.repository';
import { SprintsService } from './sprints.service';

const buyer = testUser('tk1', ['testkaeufer']);
const planner = testUser('pl1', ['planung']);
const admin = testUser('ad1', ['admin']);

const STORE = '0000000000000000000000b1';
const entry = (id: string, change: Partial<StoredSprintEntry> = {}): StoredSprintEntry =>
  storedSprintEntry({
    _id: id.padStart(24, 'a'),
    storeID: STORE,
    store: { name: 'Coop Bern Bahnhof', street: 'Bahnhofplatz 1', plz: '3011', city: 'Bern' },
    alk: 2,
    tabak: 1,
    ...change,
  });

function setup(entries: StoredSprintEntry[]) {
  const repository = new InMemorySprintsRepository(entries);
  const stores = new InMemoryStoresRepository();
  const { sut, clock } = newTestService(SprintsService, [standIn(SprintsRepository, repository)]);
  const { sut: counter } = newTestService(SprintCounter, [
    standIn(SprintsRepository, repository),
    standIn(StoresRepository, stores),
  ]);
  return { sut, counter, clock, repository, stores };
}

const saved = (
  change: Partial<NonNullable<PurchaseChange['purchase']>> = {},
  at = '2026-11-23T10:00:00.000Z',
) => ({
  purchaseId: 'p-1',
  at,
  storeID: STORE,
  purchase: { storeID: STORE, testType: 'Alkohol', date: '2026-11-23', delayed: false, ...change },
});

describe('SprintsService: the open list (field-app spec, section 7; back-office spec, sections 2 to 4)', () => {
  it('answers the test buyer’s running, unfinished entries with their progress, by round end and store number', async () => {
    const { sut } = setup([
      entry('2', { vst: '2002', end: '2026-12-31' }),
      entry('1'),
      entry('3', { vst: '0999', alkdone: 2, tabakdone: 1 }), // done
      entry('4', { archive: true }),
      entry('5', { userID: 'tk2' }),
      entry('6', { start: '2026-12-01', end: '2026-12-31' }), // not started
    ]);
    const open = await sut.openByUser(buyer, 'tk1');
    expect(open.map((item) => item.vst)).toEqual(['1001', '2002']);
    expect(open[0]).toMatchObject({
      anzTK: 3,
      doneTK: 0,
      done: false,
      progress: { Alkohol: { target: 2, done: 0, open: 2 }, Tabak: { target: 1, done: 0, open: 1 } },
    });
  });

  it('answers an empty list, not an error, when the user has no open entries', async () => {
    await expect(setup([]).sut.openByUser(buyer, 'tk1')).resolves.toEqual([]);
  });

  it.each([
    ['a test buyer asking for another user', 'refused', buyer, 'tk2'],
    ['a planner asking for a test buyer', 'answered', planner, 'tk1'],
    ['an administrator asking for a test buyer', 'answered', admin, 'tk1'],
  ])('%s is %s', async (_case, outcome, who, userID) => {
    const { sut } = setup([entry('1')]);
    if (outcome === 'refused')
      await expect(sut.openByUser(who, userID)).rejects.toMatchObject({ code: 'SPRINT_FORBIDDEN' });
    else await expect(sut.openByUser(who, userID)).resolves.toHaveLength(1);
  });

  it('exports the open list as a workbook with store, address, type, targets and done per type', async () => {
    const { sut } = setup([entry('1', { alkdone: 1 })]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await sut.exportOpenByUser(buyer, { userID: 'tk1', lang: 'fr' })) as unknown as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Filiale',
      'Nom',
      'Adresse',
      'Type',
      'Tournée',
      'Fin',
      'Alcool objectif',
      'Alcool effectués',
      'Tabac objectif',
      'Tabac effectués',
      'Médias objectif',
      'Médias effectués',
    ]);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      '1001',
      'Coop Bern Bahnhof',
      'Bahnhofplatz 1, 3011 Bern',
      'coop',
      'Herbst 2026',
      '2026-11-30',
      2,
      1,
      1,
      0,
      0,
      0,
    ]);
  });

  it('refuses the export of an empty list with open_purchases.noPurchases (field-app spec, section 8)', async () => {
    await expect(setup([]).sut.exportOpenByUser(buyer, { userID: 'tk1', lang: 'de' })).rejects.toMatchObject({
      code: 'SPRINT_NO_OPEN_PURCHASES',
      key: 'open_purchases.noPurchases',
    });
  });
});

describe('SprintCounter: purchase events move the done counters exactly once (issue 7)', () => {
  const counters = (
    { repository, stores }: { repository: InMemorySprintsRepository; stores: InMemoryStoresRepository },
    id = '1',
  ) => {
    const { alkdone, tabakdone, mediadone } = repository.entries.get(
      id.padStart(24, 'a'),
    ) as StoredSprintEntry;
    return { alkdone, tabakdone, mediadone, store: stores.doneCounters.get(STORE) };
  };

  it('counts a completed purchase once in the round and on the store, even when the event comes twice', async () => {
    const { counter, repository, stores } = setup([entry('1')]);
    await counter.apply(saved());
    await counter.apply(saved());
    expect(counters({ repository, stores })).toEqual({
      alkdone: 1,
      tabakdone: 0,
      mediadone: 0,
      store: { alkDone: 1, tabakDone: 0, mediaDone: 0 },
    });
  });

  it('counts a purchase saved again once, and moves it when its test type changes', async () => {
    const { counter, repository, stores } = setup([entry('1')]);
    await counter.apply(saved({}, '2026-11-23T10:00:00.000Z'));
    await counter.apply(saved({}, '2026-11-23T10:05:00.000Z'));
    await counter.apply(saved({ testType: 'Tabak' }, '2026-11-23T10:10:00.000Z'));
    expect(counters({ repository, stores })).toMatchObject({ alkdone: 0, tabakdone: 1 });
  });

  it.each([
    ['deleted', { purchase: null }],
    ['saved again as delayed', { purchase: saved({ delayed: true }).purchase }],
    ['changed to a lottery test', { purchase: saved({ testType: 'Lose' }).purchase }],
  ])('moves the count back when the purchase is %s', async (_case, change) => {
    const { counter, repository, stores } = setup([entry('1')]);
    await counter.apply(saved());
    await counter.apply({ ...saved(), at: '2026-11-23T11:00:00.000Z', ...change });
    expect(counters({ repository, stores })).toEqual({
      alkdone: 0,
      tabakdone: 0,
      mediadone: 0,
      store: { alkDone: 0, tabakDone: 0, mediaDone: 0 },
    });
  });

  it('ignores an older event arriving after a newer one (the delete stays a delete)', async () => {
    const { counter, repository, stores } = setup([entry('1')]);
    await counter.apply(saved({}, '2026-11-23T10:00:00.000Z'));
    await counter.apply({ ...saved(), purchase: null, at: '2026-11-23T11:00:00.000Z' });
    await counter.apply(saved({}, '2026-11-23T10:00:00.000Z'));
    expect(counters({ repository, stores })).toMatchObject({ alkdone: 0 });
  });

  it('does not count a delayed purchase until it is completed', async () => {
    const { counter, repository, stores } = setup([entry('1')]);
    await counter.apply(saved({ delayed: true }, '2026-11-23T10:00:00.000Z'));
    expect(counters({ repository, stores })).toMatchObject({ alkdone: 0 });
    await counter.apply(saved({}, '2026-11-23T10:30:00.000Z'));
    expect(counters({ repository, stores })).toMatchObject({ alkdone: 1 });
  });

  it('moves the count to the round the purchase names when it changes round', async () => {
    const { counter, repository, stores } = setup([entry('1'), entry('2', { sprintListID: 'winter' })]);
    await counter.apply(saved());
    await counter.apply(saved({ sprintListID: 'winter' }, '2026-11-23T10:30:00.000Z'));
    expect(counters({ repository, stores }, '1')).toMatchObject({ alkdone: 0 });
    expect(counters({ repository, stores }, '2')).toMatchObject({ alkdone: 1, store: { alkDone: 1 } });
  });
});
