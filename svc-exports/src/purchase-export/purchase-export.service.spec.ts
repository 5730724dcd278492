import type { PurchaseExportRequest } from '@agecheck/contracts';
import { EventBus, IdGenerator } from '@agecheck/nest-common';
import { InMemoryEventBus, newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import ExcelJS from 'exceljs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemoryJobsQueue } from '../../test/in-memory-jobs.queue';
import { InMemoryPurchaseRowsRepository } from '../../test/in-memory-purchase-rows.repository';
import { failedTestRow } from '../../test/purchase-row.fixture';
import { ExportFiles, ExportsDirectory } from '../export-files/export-files';
import { JobsQueue } from '../jobs/jobs.queue';
import { JobsService } from '../jobs/jobs.service';
import type { PurchaseRow } from '../purchases/purchase-row';
import { PurchaseRowsRepository } from '../purchases/purchase-rows.repository';
import { PurchaseExportHandler } from './purchase-export.handler';
import { PurchaseExportService } from './purchase-export.service';
import { InMemoryExportRunsRepository } from '../../test/in-memory-export-runs.repository';
import { ExportRunsRepository } from '../jobs/export-runs.repository';

// The purchases overview's export (back-office spec, section 2: "CSV and Excel export"; section 9: dd.MM.yyyy;
// issue 17, item 20: newest first, as the grid; decisions 0020 and 0022): started as a job for the planner,
// written from svc-exports' purchase rows with the grid's columns and labels, downloaded once finished.

const planner = testUser('pl1', ['planung']);
const otherPlanner = testUser('pl2', ['planung']);
const admin = testUser('ad1', ['admin']);

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'purchase-export-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const ROWS: PurchaseRow[] = [
  failedTestRow({ _id: 'p-20', date: '2026-11-20', time: '10:15' }),
  failedTestRow({
    _id: 'p-22',
    date: '2026-11-22',
    time: '08:05',
    regulationsRespected: true,
    reasonTMP: undefined,
    reason: undefined,
    name: 'Coop Zug; Metalli',
    done: true,
  }),
  failedTestRow({
    _id: 'p-21',
    date: '2026-11-21',
    time: '17:40',
    shopper: undefined,
    shopperAge: undefined,
  }),
  // outside the range, and deleted
  failedTestRow({ _id: 'p-19', date: '2026-11-19' }),
  failedTestRow({ _id: 'p-gone', date: '2026-11-21', deleted: true }),
];

function setup() {
  const queue = new InMemoryJobsQueue();
  const rows = new InMemoryPurchaseRowsRepository();
  for (const row of ROWS) rows.rows.set(row._id, row);
  // real UUIDs: an export's file is named by one
  const ids = standIn(IdGenerator, new IdGenerator());
  const jobs = newTestService(JobsService, [
    standIn(JobsQueue, queue),
    standIn(ExportRunsRepository, new InMemoryExportRunsRepository()),
    ids,
  ]).sut;
  const files = new ExportFiles(new ExportsDirectory(dir));
  const shared = [
    standIn(JobsService, jobs),
    standIn(ExportFiles, files),
    standIn(PurchaseRowsRepository, rows),
    standIn(EventBus, new InMemoryEventBus()),
    ids,
  ];
  newTestService(PurchaseExportHandler, shared).sut.onModuleInit();
  jobs.startWorker();
  return { ...newTestService(PurchaseExportService, shared), queue };
}

const request = (changes: Partial<PurchaseExportRequest> = {}): PurchaseExportRequest => ({
  start: '2026-11-20',
  end: '2026-11-22',
  format: 'csv',
  lang: 'de',
  columns: [
    { key: 'date', label: 'Datum' },
    { key: 'time', label: 'Zeit' },
    { key: 'name', label: 'Filiale' },
    { key: 'regulationsRespected', label: 'Eingehalten' },
    { key: 'shopper', label: 'Testkäufer/in' },
    { key: 'status', label: 'Status' },
  ],
  ...changes,
});

async function bytesOf(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
}

describe('PurchaseExportService (back-office spec, section 2; decisions 0020 and 0022)', () => {
  it('writes the range’s purchases newest first as CSV for Excel: the grid’s labels, Swiss dates, texts', async () => {
    const { sut, queue } = setup();
    const { jobId } = await sut.start(planner, request());
    await queue.runAll();
    const file = await sut.download(planner, jobId);
    expect(file.fileName).toBe('Testkaeufe_2026-11-20_2026-11-22.csv');
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect((await bytesOf(file.bytes)).toString('utf8')).toBe(
      [
        '\uFEFFDatum;Zeit;Filiale;Eingehalten;Testkäufer/in;Status',
        '22.11.2026;08:05;"Coop Zug; Metalli";Ja;Meier Lea;kontrolliert',
        '21.11.2026;17:40;Coop Bern Bahnhof;Nein;;abgeschlossen',
        '20.11.2026;10:15;Coop Bern Bahnhof;Nein;Meier Lea;abgeschlossen',
        '',
      ].join('\r\n'),
    );
  });

  it('writes an Excel workbook with one sheet of the same rows, in the language asked for', async () => {
    const { sut, queue } = setup();
    const columns = [
      { key: 'date', label: 'Date' },
      { key: 'regulationsRespected', label: 'Respecté' },
      { key: 'shopperAge', label: 'Âge' },
    ] as const;
    const { jobId } = await sut.start(
      planner,
      request({ format: 'xlsx', lang: 'fr', columns: [...columns] }),
    );
    await queue.runAll();
    const file = await sut.download(planner, jobId);
    expect(file.fileName).toBe('Testkaeufe_2026-11-20_2026-11-22.xlsx');
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(file.bytes)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Testkäufe');
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['Date', 'Respecté', 'Âge'],
      ['22.11.2026', 'Oui', 16],
      // an empty cell is no cell
      ['21.11.2026', 'Non'],
      ['20.11.2026', 'Non', 16],
    ]);
  });

  it('reports the rows written and the file name in the job’s result', async () => {
    const { sut, queue } = setup();
    const { jobId } = await sut.start(planner, request({ start: '2026-11-21', end: '2026-11-21' }));
    await queue.runAll();
    expect(queue.jobs.get(jobId)).toMatchObject({
      state: 'completed',
      progress: { done: 1, total: 1 },
      result: { fileName: 'Testkaeufe_2026-11-21_2026-11-21.csv', rows: 1 },
    });
  });

  it('answers a download before the job has finished as not ready', async () => {
    const { sut } = setup();
    const { jobId } = await sut.start(planner, request());
    await expect(sut.download(planner, jobId)).rejects.toMatchObject({ code: 'EXPORT_NOT_READY' });
  });

  it('gives the file to the planner who started it and to admins; to another planner it does not exist', async () => {
    const { sut, queue } = setup();
    const { jobId } = await sut.start(planner, request());
    await queue.runAll();
    const file = await sut.download(admin, jobId);
    expect((await bytesOf(file.bytes)).toString('utf8')).toContain('20.11.2026;10:15');
    await expect(sut.download(otherPlanner, jobId)).rejects.toMatchObject({ status: 404 });
  });

  it('answers the download of a file no longer kept (7 days, decision 0022) as not ready', async () => {
    const { sut, queue } = setup();
    const { jobId } = await sut.start(planner, request());
    await queue.runAll();
    rmSync(dir, { recursive: true, force: true });
    await expect(sut.download(planner, jobId)).rejects.toMatchObject({ code: 'EXPORT_NOT_READY' });
  });
});
