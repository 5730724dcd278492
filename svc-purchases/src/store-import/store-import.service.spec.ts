import { NEW_STORE_COUNTERS, type StoreImportRow } from '@agecheck/contracts';
import { storeImportStart as start } from '@agecheck/contracts/testing';
import { newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import { InMemorySprintsRepository } from '../../test/in-memory-sprints.repository';
import { InMemoryStoresRepository } from '../../test/in-memory-stores.repository';
import { store, STORE_ID, roundEntry } from '../../test/purchase-save.fixture';
import { SprintsRepository } from '../sprints/sprints.repository';
import { StoreSnapshot } from '../stores/store-snapshot';
import { StoresRepository } from '../stores/stores.repository';
import { StoreImportService } from './store-import.service';

// The store import's side in svc-purchases (back-office spec, sections 2, 7 and 8; decision 0025): the start
// handed to svc-exports' job, and the job's writes of stores and round entries over the in-memory stores and
// rounds. svc-exports' reading of the workbook has its own tests.

const planner = testUser('pl1', ['planung']);

/** A row of the sheet: a coop store in Bern with coordinates and targets, unless changed. */
const row = (changes: Partial<StoreImportRow> = {}): StoreImportRow => ({
  vst: '3001',
  name: 'Coop Bern Wankdorf',
  street: 'Papiermühlestrasse 85',
  plz: '3014',
  city: 'Bern',
  kanton: 'BE',
  latitude: 46.963,
  longitude: 7.465,
  alk: 2,
  tabak: 1,
  media: 0,
  ...changes,
});

function setup() {
  const stores = new InMemoryStoresRepository().add(store(STORE_ID, '1001'));
  const sprints = new InMemorySprintsRepository([roundEntry(STORE_ID)]);
  // the stores in memory that the near-stores query and the store search answer from
  const snapshot = newTestService(StoreSnapshot, [standIn(StoresRepository, stores)]).sut;
  const service = newTestService(StoreImportService, [
    standIn(StoresRepository, stores),
    standIn(SprintsRepository, sprints),
    standIn(StoreSnapshot, snapshot),
  ]);
  service.requests.answer('storeImport.start', () => ({ jobId: 'job-1' }));
  return { ...service, stores, sprints, snapshot };
}

describe('StoreImportService of svc-purchases (decision 0025)', () => {
  describe('the start', () => {
    it('hands a new round’s import to svc-exports’ job for the caller', async () => {
      const { sut, requests } = setup();
      expect(await sut.start('coop', start(), planner)).toEqual({ jobId: 'job-1' });
      expect(requests.sent).toEqual([
        { subject: 'storeImport.start', payload: { type: 'coop', body: start(), owner: 'pl1' } },
      ]);
    });

    it('refuses the update of a round that does not exist, starting nothing', async () => {
      const { sut, requests } = setup();
      await expect(
        sut.start('coop', start({ isUpdate: true, sprintListID: 'unknown' }), planner),
      ).rejects.toMatchObject({ code: 'ROUND_NOT_FOUND', status: 404, key: 'jobs.storeImport.noRound' });
      expect(requests.sent).toEqual([]);
      await expect(
        sut.start('coop', start({ isUpdate: true, sprintListID: 'herbst' }), planner),
      ).resolves.toEqual({ jobId: 'job-1' });
    });

    it('starts an import of stores only without asking for a round', async () => {
      const { sut } = setup();
      await expect(
        sut.start('coop', start({ onlyStores: true, isUpdate: true, sprintListID: 'unknown' }), planner),
      ).resolves.toEqual({ jobId: 'job-1' });
    });
  });

  describe('the stores of a batch', () => {
    it('creates new stores and updates those of the same type and number, and the near-stores see them at once', async () => {
      const { sut, stores, snapshot } = setup();
      expect((await snapshot.storesOf('coop')).map(({ vst }) => vst)).toEqual(['1001']);
      const written = await sut.upsertStores({
        type: 'coop',
        stores: [
          row(),
          row({ vst: '1001', name: 'Coop Bern Bahnhof', street: 'Bahnhofplatz 1', plz: '3011' }),
        ],
      });
      expect(written).toEqual({ created: 1, updated: 1, storeIDs: [expect.any(String), STORE_ID] });
      const [created] = written.storeIDs;
      expect(stores.stores.get(created!)).toMatchObject({
        vst: '3001',
        type: 'coop',
        api: 'coop',
        spamia_type: null,
        geo: { latitude: 46.963, longitude: 7.465 },
        ...NEW_STORE_COUNTERS,
      });
      // the existing store keeps its counters
      expect(stores.stores.get(STORE_ID)).toMatchObject({ name: 'Coop Bern Bahnhof', fullAlk: 1 });
      expect((await snapshot.storesOf('coop')).map(({ vst }) => vst).sort()).toEqual(['1001', '3001']);
    });

    it('writes the same batch twice as once (a job run again after a restart)', async () => {
      const { sut, stores } = setup();
      const first = await sut.upsertStores({ type: 'coop', stores: [row()] });
      const again = await sut.upsertStores({ type: 'coop', stores: [row()] });
      expect(again).toEqual({ created: 0, updated: 1, storeIDs: first.storeIDs });
      expect(stores.stores.size).toBe(2);
    });

    it('leaves a new store without coordinates to the geocoding, searchable but not among the near stores', async () => {
      const { sut, stores, snapshot } = setup();
      await sut.upsertStores({
        type: 'coop',
        stores: [row({ latitude: undefined, longitude: undefined })],
      });
      expect(await stores.countGeocoding()).toEqual({ stores: 2, toGeocode: 1 });
      expect((await snapshot.storesOf('coop')).map(({ vst }) => vst)).toEqual(['1001']);
      expect((await snapshot.searchable()).map(({ store }) => store.vst).sort()).toEqual(['1001', '3001']);
    });

    it('keeps the coordinates of a known store the sheet gives none for, unless the sheet moves it elsewhere', async () => {
      const { sut, stores } = setup();
      const unpositioned = { latitude: undefined, longitude: undefined };
      const same = { vst: '1001', street: 'Bahnhofplatz 1', plz: '3011', city: 'Bern', ...unpositioned };
      await sut.upsertStores({ type: 'coop', stores: [row(same)] });
      expect(stores.stores.get(STORE_ID)?.geo).toEqual({ latitude: 46.948, longitude: 7.4474 });
      await sut.upsertStores({ type: 'coop', stores: [row({ ...same, street: 'Neuengasse 2' })] });
      expect(stores.stores.get(STORE_ID)?.geo).toEqual({});
      expect(await stores.countGeocoding()).toEqual({ stores: 1, toGeocode: 1 });
    });
  });

  describe('the round’s entries', () => {
    const entry = (storeID: string, vst: string, alk: number) => ({
      storeID,
      vst,
      store: { name: `Coop ${vst}`, street: 'Weg 1', plz: '3000', city: 'Bern' },
      alk,
      tabak: 0,
      media: 0,
    });

    it('creates the entries of a new round with its name and dates, unassigned and with nothing done', async () => {
      const { sut, sprints } = setup();
      const round = { name: 'Frühling 2027', start: '2027-03-01', end: '2027-05-31' };
      const answer = await sut.writeRoundEntries({
        sprintListID: 'fruehling',
        round,
        type: 'coop',
        entries: [entry(STORE_ID, '1001', 2)],
      });
      expect(answer).toEqual({ updatedEntries: [] });
      expect(await sprints.findByRound('fruehling')).toEqual([
        expect.objectContaining({
          ...round,
          storeID: STORE_ID,
          alk: 2,
          alkdone: 0,
          userID: null,
          archive: false,
        }),
      ]);
    });

    it('updates a round’s entries by its stored name and dates, naming the entries whose targets changed', async () => {
      const { sut, sprints } = setup();
      const answer = await sut.writeRoundEntries({
        sprintListID: 'herbst',
        type: 'coop',
        entries: [entry(STORE_ID, '1001', 5), entry('0000000000000000000000c9', '1009', 1)],
      });
      expect(answer).toEqual({ updatedEntries: [{ vst: '1001', name: 'Coop 1001' }] });
      expect((await sprints.findByRound('herbst')).map(({ vst, alk, name }) => [vst, alk, name])).toEqual([
        ['1001', 5, 'Herbst 2026'],
        ['1009', 1, 'Herbst 2026'],
      ]);
    });

    it('refuses entries of a round it does not know and is not told about', async () => {
      const { sut, sprints } = setup();
      await expect(
        sut.writeRoundEntries({
          sprintListID: 'unknown',
          type: 'coop',
          entries: [entry(STORE_ID, '1001', 1)],
        }),
      ).rejects.toMatchObject({ code: 'ROUND_NOT_FOUND' });
      expect(await sprints.findByRound('unknown')).toEqual([]);
    });

    it('removes at the end of an update the entries of stores the sheet no longer lists, naming them and the round', async () => {
      const { sut, sprints } = setup();
      await sut.writeRoundEntries({
        sprintListID: 'herbst',
        type: 'coop',
        entries: [entry('0000000000000000000000c9', '1009', 1)],
      });
      expect(
        await sut.finishRound({ sprintListID: 'herbst', storeIDs: ['0000000000000000000000c9'] }),
      ).toEqual({ removedEntries: [{ vst: '1001', name: 'Coop Bern' }], name: 'Herbst 2026' });
      expect((await sprints.findByRound('herbst')).map(({ vst }) => vst)).toEqual(['1009']);
      expect(await sut.finishRound({ sprintListID: 'unknown', storeIDs: [] })).toEqual({
        removedEntries: [],
        name: null,
      });
    });
  });
});
