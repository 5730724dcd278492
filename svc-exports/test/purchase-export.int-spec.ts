import type {
  JobStarted,
  JobStatus,
  Purchase,
  PurchaseExportRequest,
  PurchaseInputDraft,
} from '@agecheck/contracts';
import { callApi, eventually, testDatabase, testPlatform, tokenFor } from '@agecheck/test-kit';
import ExcelJS from 'exceljs';
import { demoPurchaseCopy } from './demo-purchase-copy';
import { crashAndRestart } from './service-process';

// The purchases-overview export as a job over svc-exports' purchase rows (back-office spec, section 2: "CSV
// and Excel export"; decision 0020): started through the gateway, polled to its end, downloaded and read.
// The demo data's six purchases of the test buyer are the rows (saved through svc-purchases at start).

const purchases = testDatabase('purchases');

const columns: PurchaseExportRequest['columns'] = [
  { key: 'date', label: 'Datum' },
  { key: 'vst', label: 'VST' },
  { key: 'userName', label: 'Benutzer' },
  { key: 'regulationsRespected', label: 'Bestimmungen eingehalten' },
  { key: 'status', label: 'Status' },
];

async function exportOf(body: Omit<PurchaseExportRequest, 'lang'> & { lang?: string }) {
  const token = await tokenFor('planung');
  const started = await callApi<JobStarted>('/api/purchases/export/overview', {
    token,
    method: 'POST',
    body,
  });
  expect(started.status).toBe(201);
  const status = await eventually(async () => {
    const answer = await callApi<JobStatus>(`/api/exports/jobs/${started.body.jobId}`, { token });
    expect(answer.body.state).toBe('completed');
    return answer.body;
  }, 30_000);
  const file = await fetch(`${testPlatform().gatewayUrl}/api/exports/jobs/${started.body.jobId}/file`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(file.status).toBe(200);
  return { status, file, jobId: started.body.jobId };
}

/** The demo purchases svc-purchases holds, which the export must list. */
async function demoPurchases(): Promise<Purchase[]> {
  return purchases
    .collection<Purchase>('purchases')
    .find({ date: { $exists: true }, deletedAt: { $exists: false } })
    .toArray();
}

describe('the purchases-overview export', () => {
  it('writes the purchases of the range with the chosen columns into an Excel workbook', async () => {
    const expected = await demoPurchases();
    const dates = expected.map((purchase) => purchase.date as string).sort();
    const body = { start: dates[0] as string, end: dates.at(-1) as string, format: 'xlsx' as const, columns };
    // the read model follows the events: wait until it holds every purchase of the range
    const { status, file } = await eventually(async () => {
      const done = await exportOf(body);
      expect(done.status.progress.done).toBeGreaterThanOrEqual(expected.length);
      return done;
    }, 30_000);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.headers.get('content-disposition')).toContain(`Testkaeufe_${body.start}_${body.end}.xlsx`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await file.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = (n: number) => (sheet?.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(columns.map((column) => column.label));
    expect(sheet?.rowCount).toBe(1 + (status.progress.total as number));
    const vsts = Array.from({ length: sheet!.rowCount - 1 }, (_, index) => values(index + 2)[1]);
    for (const purchase of expected) expect(vsts).toContain(purchase.vst);
    // dd.MM.yyyy, newest first as the grid and its CSV (issue 17, item 20); yes/no and the status in German
    expect(values(2)[0]).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    expect(values(2)[0]).toBe(body.end.split('-').reverse().join('.'));
    expect(values(sheet!.rowCount)[0]).toBe(body.start.split('-').reverse().join('.'));
    const outcomes = vsts.map((_, index) => values(index + 2)[3]);
    expect(outcomes).toEqual(expect.arrayContaining(['Nein']));
  });

  it('writes CSV for Excel (BOM, semicolons) in the language asked', async () => {
    const { file } = await exportOf({
      start: '2000-01-01',
      end: '2100-12-31',
      format: 'csv',
      columns,
      lang: 'fr',
    });
    expect(file.headers.get('content-type')).toContain('text/csv');
    const text = Buffer.from(await file.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFFDatum;VST;Benutzer;Bestimmungen eingehalten;Status\r\n')).toBe(true);
    expect(text).toMatch(/;Non;/);
  });

  // Issue 17, item 3: a tester's remark or a column label beginning like a formula stays text in the CSV.
  it('writes a remark and a column label that begin like a formula as text (OWASP: a leading apostrophe)', async () => {
    const day = '2026-02-04';
    const buyer = await tokenFor('testkaeufer');
    const remark = '=HYPERLINK("http://example.invalid","klick")';
    const purchase = await demoPurchaseCopy(buyer, 'avec', { date: day, time: '09:30', remarks: remark });
    const saved = await callApi(`/api/purchases/${purchase._id}`, {
      token: buyer,
      method: 'PUT',
      body: purchase,
    });
    expect(saved.status).toBe(200);
    const formulaColumns = [
      { key: 'vst' as const, label: '@VST' },
      { key: 'remarks' as const, label: '+Bemerkungen' },
    ];
    const lines = await eventually(async () => {
      const { file } = await exportOf({ start: day, end: day, format: 'csv', columns: formulaColumns });
      const text = Buffer.from(await file.arrayBuffer()).toString('utf8');
      const rows = text.slice(1).trim().split('\r\n');
      expect(rows).toHaveLength(2);
      return rows;
    }, 30_000);
    expect(lines).toEqual([
      "'@VST;'+Bemerkungen",
      `${purchase.vst};"'=HYPERLINK(""http://example.invalid"",""klick"")"`,
    ]);
    await callApi(`/api/purchases/${purchase._id}`, { token: buyer, method: 'DELETE' });
  });

  it('refuses a range that ends before it starts and no columns, and lets only planners start one', async () => {
    const token = await tokenFor('planung');
    const backwards = await callApi<{ errors: { key: string }[] }>('/api/purchases/export/overview', {
      token,
      method: 'POST',
      body: { start: '2026-11-20', end: '2026-11-01', format: 'xlsx', columns },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.map((error) => error.key)).toContain('purchase.list.rangeErr');
    const none = await callApi<{ errors: { key: string }[] }>('/api/purchases/export/overview', {
      token,
      method: 'POST',
      body: { start: '2026-11-01', end: '2026-11-20', format: 'xlsx', columns: [] },
    });
    expect(none.body.errors.map((error) => error.key)).toContain('util.selectOne');
    const buyer = await callApi('/api/purchases/export/overview', {
      token: await tokenFor('testkaeufer'),
      method: 'POST',
      body: { start: '2026-11-01', end: '2026-11-20', format: 'xlsx', columns },
    });
    expect(buyer.status).toBe(403);
  });

  it('gives a planner’s export to an admin too (the job’s starter or an admin may read it)', async () => {
    const { jobId } = await exportOf({ start: '2000-01-01', end: '2100-12-31', format: 'csv', columns });
    const other = await fetch(`${testPlatform().gatewayUrl}/api/exports/jobs/${jobId}/file`, {
      headers: { authorization: `Bearer ${await tokenFor('admin')}` },
    });
    expect(other.status).toBe(200);
  });

  it('follows saves and deletes as they happen, and still has them after a restart of svc-exports', async () => {
    // a day of its own: the export of that day holds this test's purchase alone
    const day = '2026-02-03';
    const buyer = await tokenFor('testkaeufer');
    const purchase: PurchaseInputDraft = await demoPurchaseCopy(buyer, 'avec', { date: day, time: '11:45' });
    const saved = await callApi(`/api/purchases/${purchase._id}`, {
      token: buyer,
      method: 'PUT',
      body: purchase,
    });
    expect(saved.status).toBe(200);
    const csvOfDay = async () => {
      const { file } = await exportOf({ start: day, end: day, format: 'csv', columns });
      return Buffer.from(await file.arrayBuffer())
        .toString('utf8')
        .trim()
        .split('\r\n')
        .slice(1);
    };
    const line = `03.02.2026;${purchase.vst};Tim Testkäufer;Nein;abgeschlossen`;
    // the records in memory learn of the save from its event
    await eventually(async () => expect(await csvOfDay()).toEqual([line]), 30_000);

    // a new process loads them from its read model
    await crashAndRestart('svc-exports');
    expect(await csvOfDay()).toEqual([line]);

    const deleted = await callApi(`/api/purchases/${purchase._id}`, { token: buyer, method: 'DELETE' });
    expect(deleted.status).toBe(204);
    await eventually(async () => expect(await csvOfDay()).toEqual([]), 30_000);
  }, 120_000);
});
