import type { Timetrack } from '@agecheck/contracts';
import { createEvent, EventBus, IdGenerator, RequestClient } from '@agecheck/nest-common';
import {
  InMemoryEventBus,
  InMemoryRequests,
  newTestService,
  standIn,
  testUser,
} from '@agecheck/nest-common/testing';
import ExcelJS from 'exceljs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemoryJobsQueue } from '../../test/in-memory-jobs.queue';
import { InMemoryTimetrackRowsRepository } from '../../test/in-memory-timetrack-rows.repository';
import { CUSTOMER_ID, customer, region, REGION_ID, storedTimetrack } from '../../test/timetrack-row.fixture';
import { ExportFiles, ExportsDirectory } from '../export-files/export-files';
import { JobsQueue } from '../jobs/jobs.queue';
import { JobsService } from '../jobs/jobs.service';
import { PurchaseExportService } from '../purchase-export/purchase-export.service';
import { FilesLocation } from '../report/files.client';
import { timetrackRowFields } from '../timetrack/timetrack-row';
import { TimetrackExportRecords } from '../timetrack/timetrack-export-records';
import { TimetrackRowsRepository } from '../timetrack/timetrack-rows.repository';
import { TimetrackConsumer } from '../timetrack/timetrack.consumer';
import { TimetrackExportHandler } from './timetrack-export.handler';
import { TimetrackExportService } from './timetrack-export.service';
import { InMemoryExportRunsRepository } from '../../test/in-memory-export-runs.repository';
import { ExportRunsRepository } from '../jobs/export-runs.repository';

// The check for unchecked reports and the time exports (checklist A.7, A.9 #25, #29, #30; R-T17; decision
// 0034): the check answers at once from svc-exports' time-tracking rows, the exports run as jobs and their
// file is downloaded as the other exports' (GET api/exports/jobs/{id}/file).

const admin = testUser('ad1', ['admin']);
const tina = testUser('tk1', ['testkaeufer']);
const dani = testUser('dk1', ['detektiv']);

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'timetrack-export-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const T = '2026-11-25T09:00:00.000Z';
/** Dani's record of November (an id an event's contract accepts). */
const DANI_RECORD = '6d1f0b3a-2c4e-4f5a-9b8c-7d6e5f4a3b03';
const deletedAt = { id: 'event-deleted', occurredAt: new Date('2026-11-26T00:00:00.000Z') };
const savedAt = { id: 'event-saved', occurredAt: new Date('2026-11-26T00:00:00.000Z') };
const RECORDS = [
  // Tina's payout day, not reviewed
  storedTimetrack({ _id: 'tt-1' }),
  // Tina's training, reviewed
  storedTimetrack({
    _id: 'tt-2',
    datum: '2026-11-24',
    kunde: 'Schulung',
    start: '09:00',
    end: '12:00',
    pauseH: 0,
    pauseM: 0,
    pause: 0,
    tk: undefined,
    spesen: undefined,
    reviewed: true,
  }),
  // Dani's detective day at the customer of the region, not reviewed
  storedTimetrack({
    _id: DANI_RECORD,
    typ: 'detektiv',
    kunde: CUSTOMER_ID,
    region: REGION_ID,
    datum: '2026-11-10',
    start: '08:00',
    end: '16:30',
    pauseH: 0,
    pauseM: 30,
    pause: 0.5,
    tk: undefined,
    spesen: { reisen: 10, allgemein: 5.5 },
    userID: 'dk1',
    userName: 'Dani Detektiv',
  }),
  // before the review cut-off (2025-06-01): counts as reviewed
  storedTimetrack({ _id: 'tt-old', datum: '2025-05-20' }),
  // another month
  storedTimetrack({ _id: 'tt-dec', datum: '2026-12-01' }),
  // before the months kept in memory (the test clock's 2026-11-23: from 2026-08-01 on, decision 0039)
  storedTimetrack({ _id: 'tt-july', datum: '2025-07-10' }),
];

async function setup() {
  const queue = new InMemoryJobsQueue();
  const rows = new InMemoryTimetrackRowsRepository();
  for (const record of RECORDS)
    await rows.upsertRecordIfNewer(record._id, timetrackRowFields(record, false, T));
  await rows.upsertCustomerIfNewer(customer._id, { customer, deleted: false, version: T });
  await rows.upsertRegionIfNewer(`region:${region._id}`, {
    kind: 'region',
    region,
    deleted: false,
    version: T,
  });
  const ids = standIn(IdGenerator, new IdGenerator());
  const bus = new InMemoryEventBus();
  // one replica: the read model's consumer and the records in memory follow the same stream (decision 0039)
  const stream = [standIn(TimetrackRowsRepository, rows), standIn(EventBus, bus)];
  await newTestService(TimetrackConsumer, stream).sut.onApplicationBootstrap();
  const records = newTestService(TimetrackExportRecords, stream).sut;
  const jobs = newTestService(JobsService, [
    standIn(JobsQueue, queue),
    standIn(ExportRunsRepository, new InMemoryExportRunsRepository()),
    ids,
  ]).sut;
  const files = new ExportFiles(new ExportsDirectory(dir));
  // the gateway's identity: Tina carries a personnel number (B§3 L103), Dani none
  const requests = new InMemoryRequests().answer('identity.users.personnel', ({ ids }) =>
    ids.includes('tk1') ? [{ _id: 'tk1', pNr: 'P-0042' }] : [],
  );
  const shared = [
    standIn(RequestClient, requests),
    standIn(JobsService, jobs),
    standIn(ExportFiles, files),
    ...stream,
    standIn(TimetrackExportRecords, records),
    // svc-files is not asked here: the VL signatures are read in timetrack-export.int-spec.ts
    standIn(FilesLocation, new FilesLocation('http://127.0.0.1:9')),
    ids,
  ];
  newTestService(TimetrackExportHandler, shared).sut.onModuleInit();
  jobs.startWorker();
  const downloads = newTestService(PurchaseExportService, shared).sut;
  return { ...newTestService(TimetrackExportService, shared), queue, rows, bus, downloads };
}

async function bytesOf(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function sheetOf(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  return Array.from({ length: sheet.rowCount }, (_, index) =>
    (sheet.getRow(index + 1).values as unknown[]).slice(1),
  );
}

const november = { start: '2026-11-01', end: '2026-11-30', lang: 'de' as const };

describe('the check for unchecked reports (R-T17, B§7 L164, A-C10)', () => {
  it('answers how many records of the period are not reviewed, with user, date and customer', async () => {
    const { sut } = await setup();
    const answer = await sut.check(november);
    expect(answer.count).toBe(2);
    expect(answer.items).toEqual([
      {
        _id: DANI_RECORD,
        userID: 'dk1',
        userName: 'Dani Detektiv',
        datum: '2026-11-10',
        typ: 'detektiv',
        kunde: CUSTOMER_ID,
        complete: true,
      },
      expect.objectContaining({
        _id: 'tt-1',
        userID: 'tk1',
        datum: '2026-11-23',
        kunde: 'Testkäufe Jugendschutz',
      }),
    ]);
  });

  it('selects the type, and counts nothing before the cut-off 2025-06-01', async () => {
    const { sut } = await setup();
    expect((await sut.check({ ...november, type: 'detektiv' })).items.map((item) => item._id)).toEqual([
      DANI_RECORD,
    ]);
    expect(await sut.check({ start: '2025-05-01', end: '2025-05-31', lang: 'de' })).toEqual({
      count: 0,
      items: [],
    });
  });
});

describe('a period before the months kept in memory (decision 0039)', () => {
  it('is read from the read model, with the same answer', async () => {
    const { sut } = await setup();
    const july = { start: '2025-07-01', end: '2025-07-31', lang: 'de' as const };
    expect(await sut.check(july)).toEqual({
      count: 1,
      items: [expect.objectContaining({ _id: 'tt-july', datum: '2025-07-10', userID: 'tk1' })],
    });
    // a period that starts before the window and ends in it is read from the read model too, whole
    const ids = (await sut.check({ start: '2025-07-01', end: '2026-11-30', lang: 'de' })).items.map(
      (item) => item._id,
    );
    expect(ids).toEqual(['tt-july', DANI_RECORD, 'tt-1']);
  });
});

describe('tt/admin: the records of the period as xlsx (B§7 L163)', () => {
  it('writes a row per record with the columns a payroll clerk needs, named <type>_<start>_<end>.xlsx', async () => {
    const { sut, queue, downloads } = await setup();
    const { jobId } = await sut.startAdmin(admin, november);
    await queue.runAll();
    expect(queue.jobs.get(jobId)).toMatchObject({ state: 'completed', progress: { done: 3, total: 3 } });
    const file = await downloads.download(admin, jobId);
    expect(file.fileName).toBe('tt-admin_2026-11-01_2026-11-30.xlsx');
    expect(file.contentType).toContain('spreadsheetml');
    expect(await sheetOf(await bytesOf(file.bytes))).toEqual([
      [
        'Mitarbeiter/in',
        'Datum',
        'Typ',
        'Kunde / Region',
        'Beginn',
        'Ende',
        'Pause (h)',
        'Stunden',
        'Auszahlung (CHF)',
        'Spesen (CHF)',
        'Geprüft',
      ],
      [
        'Dani Detektiv',
        '10.11.2026',
        'Detektiv',
        'Warenhaus Bern / Region Bern',
        '08:00',
        '16:30',
        0.5,
        8,
        0,
        15.5,
        'Ausstehend',
      ],
      [
        'Tina Test',
        '23.11.2026',
        'Testkäufer',
        'Testkäufe Jugendschutz',
        '09:00',
        '17:00',
        1,
        7,
        35,
        20.4,
        'Ausstehend',
      ],
      ['Tina Test', '24.11.2026', 'Testkäufer', 'Schulung', '09:00', '12:00', 0, 3, 0, 0, 'Geprüft'],
    ]);
  });

  it.each([
    ['fr', 'Collaborateur/trice'],
    ['it', 'Collaboratore/trice'],
  ] as const)('writes its headers in the reader’s language (%s)', async (lang, first) => {
    const { sut, queue, downloads } = await setup();
    const { jobId } = await sut.startAdmin(admin, { ...november, lang });
    await queue.runAll();
    const [headers] = await sheetOf(await bytesOf((await downloads.download(admin, jobId)).bytes));
    expect(headers?.[0]).toBe(first);
  });

  it('selects one type', async () => {
    const { sut, queue } = await setup();
    const { jobId } = await sut.startAdmin(admin, { ...november, type: 'detektiv' });
    await queue.runAll();
    expect(queue.jobs.get(jobId)).toMatchObject({ state: 'completed', result: { rows: 1 } });
  });
});

describe('tt/user: the caller’s own month as xlsx (B§7 L165, F§7 L216)', () => {
  it('writes only the caller’s records of the month', async () => {
    const { sut, queue, downloads } = await setup();
    const { jobId } = await sut.startUser(tina, { ...november, userID: 'dk1' });
    await queue.runAll();
    const file = await downloads.download(tina, jobId);
    expect(file.fileName).toBe('tt-user_2026-11-01_2026-11-30.xlsx');
    const rows = await sheetOf(await bytesOf(file.bytes));
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Tina Test', 'Tina Test']);
    await expect(downloads.download(dani, jobId)).rejects.toMatchObject({ status: 404 });
  });

  it('lets an administrator export another user’s month', async () => {
    const { sut, queue } = await setup();
    const { jobId } = await sut.startUser(admin, { ...november, userID: 'dk1' });
    await queue.runAll();
    expect(queue.jobs.get(jobId)).toMatchObject({ state: 'completed', result: { rows: 1 } });
  });

  it('answers a month without records with 404 timetrack.noReports, starting no job', async () => {
    const { sut, queue } = await setup();
    await expect(
      sut.startUser(dani, { start: '2026-10-01', end: '2026-10-31', lang: 'de' }),
    ).rejects.toMatchObject({
      status: 404,
      code: 'NO_REPORTS',
    });
    expect(queue.jobs.size).toBe(0);
  });

  it('fails the job with timetrack.noReports when the records are deleted before it runs', async () => {
    const { sut, queue, bus } = await setup();
    const { jobId } = await sut.startUser(dani, november);
    const record = RECORDS.find(({ _id }) => _id === DANI_RECORD) as Timetrack;
    await bus.deliver([
      createEvent('timetrack.record.deleted', { record }, { id: 'admin', name: 'Admin' }, deletedAt),
    ]);
    await queue.runAll();
    const job = queue.jobs.get(jobId);
    expect(job?.state).toBe('failed');
    expect(JSON.parse(job?.failedReason ?? '{}')).toEqual({ key: 'timetrack.noReports' });
  });
});

describe('jtk: the payouts to the young test buyers (A.7: shopper, hours, payout, signature; sort options)', () => {
  const mia = storedTimetrack({
    _id: '6d1f0b3a-2c4e-4f5a-9b8c-7d6e5f4a3b0a',
    datum: '2026-11-05',
    userID: 'tk2',
    userName: 'Anna Andere',
    tk: {
      obj: { _id: '65f0c0ffee00000000005002', name: 'Zürcher Mia', date: '2011-02-01' },
      start: '14:00',
      end: '16:00',
      pauseH: 0,
      pauseM: 0,
      pause: 0,
      auszahlung: 26,
    },
  });

  async function payouts(sort?: 'shopper' | 'user' | 'date') {
    const { sut, queue, bus, downloads } = await setup();
    await bus.deliver([
      createEvent(
        'timetrack.record.saved',
        { record: mia, created: true },
        { id: 'tk2', name: 'Anna Andere' },
        savedAt,
      ),
    ]);
    const { jobId } = await sut.startPayouts(admin, { ...november, ...(sort ? { sort } : {}) });
    await queue.runAll();
    const file = await downloads.download(admin, jobId);
    expect(file.fileName).toBe('jtk_2026-11-01_2026-11-30.xlsx');
    return sheetOf(await bytesOf(file.bytes));
  }

  it('lists each payout with shopper, user, date, hours paid, payout and whether it is signed, by shopper', async () => {
    expect(await payouts()).toEqual([
      [
        'Testkäufer/in (jugendlich)',
        'Mitarbeiter/in',
        'Datum',
        'Stunden',
        'Auszahlung (CHF)',
        'Unterschrift',
      ],
      ['Meier Lea', 'Tina Test', '23.11.2026', 2.5, 35, 'Ja'],
      ['Zürcher Mia', 'Anna Andere', '05.11.2026', 2, 26, 'Nein'],
    ]);
  });

  it('sorts by the user who paid or by date when asked', async () => {
    expect((await payouts('user')).slice(1).map((row) => row[0])).toEqual(['Zürcher Mia', 'Meier Lea']);
    expect((await payouts('date')).slice(1).map((row) => row[2])).toEqual(['05.11.2026', '23.11.2026']);
  });
});

describe('salary: the payroll csv of the period (B§7 L163, B§3 L103; decision 0034)', () => {
  it('writes one line per user, after the personnel number of the user profile, whose totals equal the sums of their records, named salary_<start>_<end>.csv', async () => {
    const { sut, queue, downloads } = await setup();
    const { jobId } = await sut.startSalary(admin, november);
    await queue.runAll();
    const file = await downloads.download(admin, jobId);
    expect(file.fileName).toBe('salary_2026-11-01_2026-11-30.csv');
    expect(file.contentType).toContain('text/csv');
    const text = (await bytesOf(file.bytes)).toString('utf8');
    expect(text.split('\r\n')).toEqual([
      '\uFEFFPersonalnummer;Mitarbeiter/in;Benutzer-ID;Rapporte;Stunden;Auszahlung (CHF);Spesen (CHF)',
      // 8.5 h − 0.5 h; travel 10 + general 5.5
      ';Dani Detektiv;dk1;1;8;0;15.5',
      // 7 h + 3 h; Lea's 35; travel 12.4 + meal 8; her personnel number
      'P-0042;Tina Test;tk1;2;10;35;20.4',
      '',
    ]);
  });
});
