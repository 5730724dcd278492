import { randomUUID } from 'node:crypto';
import type { JobStarted, JobStatus } from '@agecheck/contracts';
import ExcelJS from 'exceljs';
import { callApi, testDatabase, testPlatform, tokenFor } from '@agecheck/test-kit';
import { timetrackRowFields, type TimetrackRow } from '../src/timetrack/timetrack-row';
import { crashAndRestart } from './service-process';
import { storedTimetrack } from './timetrack-row.fixture';

// Issue 19, "Must show": "an export job whose worker is killed completes after the restart, once". The
// month of March 2019 is this test's own: its records are put into svc-exports' read model directly (the
// restart loads them into memory, decision 0039), enough of them that the kill comes while the job writes.

const MONTH = { start: '2019-03-01', end: '2019-03-31' };
const COUNT = 30_000;
const VERSION = '2019-04-01T00:00:00.000Z';
let admin: string;

const rows = testDatabase('exports', async () => {
  await rows.deleteMany({ datum: { $gte: MONTH.start, $lte: MONTH.end } });
}).collection<TimetrackRow>('timetracks');

const job = (id: string) => callApi<JobStatus>(`/api/exports/jobs/${id}`, { token: admin });

async function until(id: string, done: (status: JobStatus) => boolean, ms = 180_000): Promise<JobStatus> {
  const deadline = Date.now() + ms;
  for (;;) {
    const { body } = await job(id);
    if (done(body)) return body;
    if (Date.now() > deadline) throw new Error(`job ${id}: ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  admin = await tokenFor('admin');
  const documents = Array.from({ length: COUNT }, (_, index) => {
    const record = storedTimetrack({
      _id: randomUUID(),
      datum: `2019-03-${String(1 + (index % 28)).padStart(2, '0')}`,
      userID: `restart-${index % 50}`,
      userName: `Restart ${index % 50}`,
    });
    return { _id: record._id, ...timetrackRowFields(record, false, VERSION) };
  });
  for (let at = 0; at < documents.length; at += 1_000)
    await rows.insertMany(documents.slice(at, at + 1_000) as TimetrackRow[]);
  // a new process loads them into memory from its read model
  await crashAndRestart('svc-exports');
}, 300_000);

describe('a time export whose svc-exports is killed while it writes', () => {
  it('completes after the restart, once, with every record of the month', async () => {
    const started = await callApi<JobStarted>('/api/timetrack/export/tt/admin', {
      token: admin,
      method: 'POST',
      body: MONTH,
    });
    expect(started.status).toBe(201);
    const { jobId } = started.body;
    const midway = await until(jobId, (status) => status.progress.done > 0 || status.state !== 'waiting');
    expect(midway.state).toBe('active');
    expect(midway.progress.done).toBeLessThan(COUNT);

    await crashAndRestart('svc-exports');
    const ended = await until(jobId, (status) => status.state === 'completed' || status.state === 'failed');
    expect(ended.state).toBe('completed');
    expect(ended.result).toMatchObject({ fileName: 'tt-admin_2019-03-01_2019-03-31.xlsx', rows: COUNT });
    // written once: the header and each record of the month one row, none twice
    const file = await fetch(`${testPlatform().gatewayUrl}/api/exports/jobs/${jobId}/file`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    expect(workbook.worksheets[0]?.rowCount).toBe(COUNT + 1);
  }, 400_000);
});
