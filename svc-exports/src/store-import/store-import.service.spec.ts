import type { StoreType } from '@agecheck/contracts';
import { storeImportStart } from '@agecheck/contracts/testing';
import { IdGenerator } from '@agecheck/nest-common';
import { newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import { InMemoryJobsQueue } from '../../test/in-memory-jobs.queue';
import { InMemoryStoreUploadsRepository } from '../../test/in-memory-store-uploads.repository';
import { storeWorkbook, validRow } from '../../test/store-workbook';
import { JobsQueue } from '../jobs/jobs.queue';
import { JobsService } from '../jobs/jobs.service';
import { StoreImportHandler } from './store-import.handler';
import { StoreImportService } from './store-import.service';
import { StoreUploadsRepository } from './store-uploads.repository';
import { InMemoryExportRunsRepository } from '../../test/in-memory-export-runs.repository';
import { ExportRunsRepository } from '../jobs/export-runs.repository';

// The store import in svc-exports (back-office spec, sections 2, 7 and 8; decisions 0025 and 0029): the
// upload kept for its import, the start of the job (the same import asked twice answers the running job),
// and the job's result over the in-memory queue and uploads, svc-purchases answering its requests.

const planner = 'pl1';

function setup() {
  const queue = new InMemoryJobsQueue();
  const uploads = new InMemoryStoreUploadsRepository();
  // real UUIDs: the upload's id and a new round's id are UUIDs the job's payload schema checks
  const ids = standIn(IdGenerator, new IdGenerator());
  const jobs = newTestService(JobsService, [
    standIn(JobsQueue, queue),
    standIn(ExportRunsRepository, new InMemoryExportRunsRepository()),
    ids,
  ]).sut;
  const handler = newTestService(StoreImportHandler, [
    standIn(JobsService, jobs),
    standIn(StoreUploadsRepository, uploads),
  ]);
  handler.sut.onModuleInit();
  jobs.startWorker();
  // svc-purchases' side: every store new, with an id of its number
  const written: { type: StoreType; vsts: string[] }[] = [];
  handler.requests
    .answer('storeImport.upsertStores', ({ type, stores }) => {
      written.push({ type, vsts: stores.map(({ vst }) => vst) });
      return { created: stores.length, updated: 0, storeIDs: stores.map(({ vst }) => `id-${vst}`) };
    })
    .answer('storeImport.writeRoundEntries', () => ({ updatedEntries: [] }))
    .answer('storeImport.finishRound', () => ({ removedEntries: [], name: 'Herbst 2026' }));
  const service = newTestService(StoreImportService, [
    standIn(JobsService, jobs),
    standIn(StoreUploadsRepository, uploads),
    ids,
  ]);
  const status = (jobId: string) => jobs.status(jobId, testUser(planner, ['planung']));
  return { sut: service.sut, queue, uploads, written, status, requests: handler.requests };
}

/** The start of a new round's import of the upload `file`, with the changes given. */
const newRound = (file: string, changes: Parameters<typeof storeImportStart>[0] = {}) =>
  storeImportStart({ file, ...changes });

describe('StoreImportService of svc-exports (decision 0025)', () => {
  describe('the upload', () => {
    it('keeps a workbook under a new id for its import', async () => {
      const { sut, uploads } = setup();
      const workbook = await storeWorkbook([validRow(1)]);
      const { file } = await sut.upload(workbook);
      expect(file).toMatch(/^[0-9a-f-]{36}$/);
      expect(await uploads.find(file)).toEqual(workbook);
    });

    it('refuses what is not a workbook at once, keeping nothing', async () => {
      const { sut, uploads } = setup();
      await expect(sut.upload(Buffer.from('PK\u0003\u0004 kein Arbeitsblatt'))).rejects.toMatchObject({
        code: 'NOT_WORKBOOK',
        status: 400,
      });
      expect(uploads.uploads.size).toBe(0);
    });
  });

  describe('the start', () => {
    it('gives a new round its id when the job starts, and none to an import of stores only', async () => {
      const { sut, queue, uploads } = setup();
      const { file } = await sut.upload(await storeWorkbook([validRow(1)]));
      const round = await sut.start({ type: 'coop', body: newRound(file), owner: planner });
      expect(queue.jobs.get(round.jobId)?.data).toEqual({
        owner: planner,
        payload: { ...newRound(file), type: 'coop', sprintListID: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      });
      await uploads.keep('1b6c1f7e-2a4d-4c1e-9f3a-5d6e7f8a9b0c', await storeWorkbook([validRow(2)]));
      const storesOnly = await sut.start({
        type: 'coop',
        body: { file: '1b6c1f7e-2a4d-4c1e-9f3a-5d6e7f8a9b0c', onlyStores: true, isUpdate: false },
        owner: planner,
      });
      expect(queue.jobs.get(storesOnly.jobId)?.data.payload).not.toHaveProperty('sprintListID');
    });

    it('updates the round the body names', async () => {
      const { sut, queue } = setup();
      const { file } = await sut.upload(await storeWorkbook([validRow(1)]));
      const { jobId } = await sut.start({
        type: 'coop',
        body: { file, onlyStores: false, isUpdate: true, sprintListID: 'herbst' },
        owner: planner,
      });
      expect(queue.jobs.get(jobId)?.data.payload).toMatchObject({ sprintListID: 'herbst', isUpdate: true });
    });
  });

  // The form sent twice, each time with its own upload of the same workbook, starts one import.
  describe('the same import asked again while it runs', () => {
    it('answers the running job for the same owner, store type, form and workbook bytes', async () => {
      const { sut, queue } = setup();
      const workbook = await storeWorkbook([validRow(1), validRow(2)]);
      const first = await sut.upload(workbook);
      const second = await sut.upload(workbook);
      expect(second.file).not.toBe(first.file);
      const started = await sut.start({ type: 'coop', body: newRound(first.file), owner: planner });
      const again = await sut.start({ type: 'coop', body: newRound(second.file), owner: planner });
      expect(again).toEqual(started);
      expect(queue.jobs.size).toBe(1);
    });

    it.each([
      ['another owner', { owner: 'pl2' }],
      ['another store type', { type: 'kiosk' as const }],
      ['another round name', { body: { name: 'Sommer 2027' } }],
      ['another workbook', { workbook: [validRow(3)] }],
    ])('starts a second job for %s', async (_case, change) => {
      const { sut, queue } = setup();
      const rows = [validRow(1), validRow(2)];
      const first = await sut.upload(await storeWorkbook(rows));
      const second = await sut.upload(await storeWorkbook('workbook' in change ? change.workbook : rows));
      const started = await sut.start({ type: 'coop', body: newRound(first.file), owner: planner });
      const other = await sut.start({
        type: 'type' in change ? change.type : 'coop',
        body: newRound(second.file, 'body' in change ? change.body : {}),
        owner: 'owner' in change ? change.owner : planner,
      });
      expect(other.jobId).not.toBe(started.jobId);
      expect(queue.jobs.size).toBe(2);
    });

    it('starts the import again once the first has ended', async () => {
      const { sut, queue } = setup();
      const { file } = await sut.upload(await storeWorkbook([validRow(1)]));
      const first = await sut.start({ type: 'coop', body: newRound(file), owner: planner });
      await queue.runAll();
      const second = await sut.start({ type: 'coop', body: newRound(file), owner: planner });
      expect(second.jobId).not.toBe(first.jobId);
    });
  });

  describe('the job it starts', () => {
    it('writes the stores and reports how many came without coordinates for the geocoding', async () => {
      const { sut, queue, written, status } = setup();
      const { Breitengrad: _latitude, Längengrad: _longitude, ...unpositioned } = validRow(2);
      const { file } = await sut.upload(await storeWorkbook([validRow(1), unpositioned, validRow(3)]));
      const { jobId } = await sut.start({ type: 'coop', body: newRound(file), owner: planner });
      await queue.runAll();
      expect(written).toEqual([{ type: 'coop', vsts: ['T1', 'T2', 'T3'] }]);
      expect(await status(jobId)).toMatchObject({
        state: 'completed',
        progress: { done: 3, total: 3 },
        result: { created: 3, updated: 3, entries: 3, toGeocode: 1, removedEntries: [] },
      });
    });

    it('fails with the sheet’s faults, writing nothing, when a row does not pass its checks', async () => {
      const { sut, queue, written, status } = setup();
      const { file } = await sut.upload(await storeWorkbook([validRow(1), { ...validRow(2), PLZ: '80' }]));
      const { jobId } = await sut.start({ type: 'coop', body: newRound(file), owner: planner });
      await queue.runAll();
      expect(written).toEqual([]);
      expect(await status(jobId)).toMatchObject({
        state: 'failed',
        error: {
          key: 'jobs.storeImport.checkSheet',
          faults: [expect.objectContaining({ row: 3, key: 'jobs.storeImport.plz' })],
        },
      });
    });
  });
});
