import { randomUUID } from 'node:crypto';
import type {
  JobStarted,
  JobStatus,
  CurrentUser,
  Shopper,
  Timetrack,
  TimetrackCustomer,
  TimetrackInput,
  TimetrackRegion,
  TimetrackUncheckedReports,
  UploadedFile,
} from '@agecheck/contracts';
import { timetrackWorkedHours } from '@agecheck/contracts';
import { timetrackDetectiveRecord } from '@agecheck/contracts/testing';
import { callApi, eventually, testPlatform, tokenFor } from '@agecheck/test-kit';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { readPdf } from './pdf-text';

// The time exports of svc-exports through the gateway (checklist A.7, A.9 #25, #29, #30; decision 0034):
// a demo test buyer saves a record through svc-timetrack (`PUT /api/timetrack/{id}`), svc-exports' read model
// takes it from the event, the check lists it as unchecked, the tt/admin job writes it into a workbook, and
// a month without records answers timetrack.noReports.

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
/** Today as the services see it (same machine, same time zone): the owner may save a record of today. */
const TODAY = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** A test buyer's training of 1.5 h at an hour no other test uses, saved complete. */
function trainingDay(id: string): TimetrackInput {
  return {
    _id: id,
    typ: 'testkaeufer',
    kunde: 'Schulung',
    datum: TODAY,
    start: '05:15',
    end: '06:45',
    pauseH: 0,
    pauseM: 0,
    index: 4,
    beschreibung: 'Schulung für den Export',
  };
}

async function saveTraining(): Promise<string> {
  const id = randomUUID();
  const saved = await callApi(`/api/timetrack/${id}`, {
    token: await tokenFor('testkaeufer'),
    method: 'PUT',
    body: trainingDay(id),
  });
  expect(saved.status).toBe(200);
  return id;
}

/** Starts the export at `path` as `token`'s user: 201 with the job's id. */
async function startExport(path: string, body: object, token: string): Promise<string> {
  const started = await callApi<JobStarted>(path, { token, method: 'POST', body });
  expect(started.status).toBe(201);
  return started.body.jobId;
}

/** Waits until the job has completed, then downloads its file (200). */
async function jobFile(jobId: string, token: string): Promise<Response> {
  await eventually(async () => {
    const status = await callApi<JobStatus>(`/api/exports/jobs/${jobId}`, { token });
    expect(status.body.state).toBe('completed');
  }, 30_000);
  const download = await fetch(`${testPlatform().gatewayUrl}/api/exports/jobs/${jobId}/file`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(download.status).toBe(200);
  return download;
}

/** Starts the export, waits for its job and downloads its file. */
async function exportFile(path: string, body: object, token: string): Promise<Response> {
  return jobFile(await startExport(path, body, token), token);
}

/** A surveillance region made by admin through svc-timetrack, with a customer of it (A.8). */
async function regionWithCustomer(prices: { normal: number; sonntag: number }): Promise<{
  region: TimetrackRegion;
  customer: TimetrackCustomer;
}> {
  const admin = await tokenFor('admin');
  const name = randomUUID().slice(0, 8);
  const region = await callApi<TimetrackRegion>('/api/timetrack/regionen', {
    token: admin,
    method: 'POST',
    body: {
      order: 1,
      name: `Region ${name}`,
      address1: 'Coop Genossenschaft',
      address2: `Postfach ${name}`,
      vstort: 'Bern',
      referenz: `Ref-${name}`,
      lieferadresse: 'Coop Bern, Wareneingang',
      kst: `KST-${name}`,
      price: prices,
    },
  });
  expect(region.status).toBe(201);
  const customer = await callApi<TimetrackCustomer>('/api/timetrack/kunden', {
    token: admin,
    method: 'POST',
    body: { name: `Kunde ${name}`, vst: 4321, region: region.body._id, kind: 'storeCheck' },
  });
  expect(customer.status).toBe(201);
  return { region: region.body, customer: customer.body };
}

let signatures = 0;
/**
 * A signature the demo detective uploads to svc-files (`POST /api/signature`): its stored name. Each one of
 * another shade: the same bytes again would answer the first file's name (decision 0013).
 */
async function signature(): Promise<string> {
  signatures += 1;
  const shade = (0xf0 - signatures).toString(16);
  const background = `#${shade}${shade}${(Date.now() % 256).toString(16).padStart(2, '0')}`;
  const bytes = await sharp({ create: { width: 300, height: 120, channels: 3, background } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'signature.png');
  const response = await fetch(`${testPlatform().gatewayUrl}/api/signature`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor('detektiv')}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as UploadedFile).img;
}

/** A detective's day at the customer, saved complete by the demo detective through svc-timetrack. */
async function saveDetectiveDay(
  at: { region: TimetrackRegion; customer: TimetrackCustomer },
  changes: Partial<TimetrackInput>,
): Promise<string> {
  const id = randomUUID();
  const base = timetrackDetectiveRecord({ _id: id, kunde: at.customer._id, region: at.region._id });
  const saved = await callApi(`/api/timetrack/${id}`, {
    token: await tokenFor('detektiv'),
    method: 'PUT',
    body: { ...base, ...changes, detektiv: { ...base.detektiv, ...changes.detektiv } },
  });
  expect(saved.status).toBe(200);
  return id;
}

const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** The next Sunday from today on (a detective's Sunday: `tag` Sonntag, R-T8), and a weekday from today on. */
const SUNDAY = isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + ((7 - now.getDay()) % 7)));
const WEEKDAY = isoDay(
  new Date(now.getFullYear(), now.getMonth(), now.getDate() + (now.getDay() === 0 ? 1 : 0)),
);
/** The period from today to a week ahead: it holds SUNDAY and WEEKDAY. */
const WEEK = {
  start: TODAY,
  end: isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7)),
};

async function sheetRows(bytes: ArrayBuffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  return Array.from({ length: sheet.rowCount }, (_, index) =>
    (sheet.getRow(index + 1).values as unknown[]).slice(1),
  );
}

describe('the time exports through the gateway', () => {
  it('the check lists a record just saved as unchecked, with user, date and customer', async () => {
    const id = await saveTraining();
    const admin = await tokenFor('admin');
    const answer = await eventually(async () => {
      const check = await callApi<TimetrackUncheckedReports>('/api/timetrack/check/tt', {
        token: admin,
        method: 'POST',
        body: { start: TODAY, end: TODAY },
      });
      expect(check.status).toBe(200);
      expect(check.body.items.map((item) => item._id)).toContain(id);
      return check.body;
    }, 30_000);
    expect(answer.count).toBeGreaterThanOrEqual(1);
    expect(answer.items.find((item) => item._id === id)).toMatchObject({
      typ: 'testkaeufer',
      datum: TODAY,
      kunde: 'Schulung',
      complete: true,
    });
  });

  it('the tt/admin job ends with a workbook holding the record', async () => {
    await saveTraining();
    const admin = await tokenFor('admin');
    const swissToday = TODAY.split('-').reverse().join('.');
    const { file, rows } = await eventually(async () => {
      const download = await exportFile(
        '/api/timetrack/export/tt/admin',
        { start: TODAY, end: TODAY, type: 'testkaeufer' },
        admin,
      );
      const read = await sheetRows(await download.arrayBuffer());
      expect(read.some((row) => row[3] === 'Schulung' && row[4] === '05:15')).toBe(true);
      return { file: download, rows: read };
    }, 30_000);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.headers.get('content-disposition')).toContain(`tt-admin_${TODAY}_${TODAY}.xlsx`);
    expect(rows[0]).toEqual([
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
    ]);
    const row = rows.find((cells) => cells[3] === 'Schulung' && cells[4] === '05:15');
    expect(row?.slice(1)).toEqual([
      swissToday,
      'Testkäufer',
      'Schulung',
      '05:15',
      '06:45',
      0,
      1.5,
      0,
      0,
      'Ausstehend',
    ]);
  });

  it('tt/user for a month without records answers 404 timetrack.noReports', async () => {
    const answer = await callApi('/api/timetrack/export/tt/user', {
      token: await tokenFor('testkaeufer'),
      method: 'POST',
      body: { start: '2024-02-01', end: '2024-02-29' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'NO_REPORTS', message: 'timetrack.noReports' });
  });

  it('tt/user for the month of a record starts a job whose file its user downloads', async () => {
    await saveTraining();
    const token = await tokenFor('testkaeufer');
    const month = TODAY.slice(0, 7);
    const last = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
    const body = { start: `${month}-01`, end: `${month}-${pad(last)}` };
    const jobId = await eventually(() => startExport('/api/timetrack/export/tt/user', body, token), 30_000);
    const download = await jobFile(jobId, token);
    expect(download.headers.get('content-disposition')).toContain(`tt-user_${body.start}_${body.end}.xlsx`);
    const rows = await sheetRows(await download.arrayBuffer());
    expect(rows.some((row) => row[3] === 'Schulung' && row[4] === '05:15')).toBe(true);
  });

  it('the jtk job lists a payout with the shopper, the hours paid, the payout and the signature', async () => {
    const buyer = await tokenFor('testkaeufer');
    const shopper = await callApi<Shopper>('/api/shoppers', {
      token: buyer,
      method: 'POST',
      body: {
        nachname: `Lohn${randomUUID().slice(0, 6)}`,
        vorname: 'Lea',
        date: `${now.getFullYear() - 16}-01-01`,
        gender: 'w',
        address: { street: 'Bahnhofstrasse 1', zip: '3011', city: 'Bern' },
      },
    });
    expect(shopper.status).toBe(201);
    const id = randomUUID();
    const saved = await callApi(`/api/timetrack/${id}`, {
      token: buyer,
      method: 'PUT',
      body: {
        ...trainingDay(id),
        kunde: 'Testkäufe Jugendschutz',
        start: '09:00',
        end: '17:00',
        pauseH: 1,
        tk: {
          obj: { _id: shopper.body._id },
          start: '10:00',
          end: '13:00',
          pauseH: 0,
          pauseM: 30,
          auszahlung: 35,
          signature: 'sig-tk.jpg',
        },
      },
    });
    expect(saved.status).toBe(200);
    const admin = await tokenFor('admin');
    const rows = await eventually(async () => {
      const download = await exportFile(
        '/api/timetrack/export/jtk',
        { start: TODAY, end: TODAY, sort: 'date' },
        admin,
      );
      expect(download.headers.get('content-disposition')).toContain(`jtk_${TODAY}_${TODAY}.xlsx`);
      const read = await sheetRows(await download.arrayBuffer());
      expect(read.some((row) => row[0] === shopper.body.name)).toBe(true);
      return read;
    }, 30_000);
    expect(rows.find((row) => row[0] === shopper.body.name)?.slice(2)).toEqual([
      TODAY.split('-').reverse().join('.'),
      2.5,
      35,
      'Ja',
    ]);
  });

  it('the salary csv of a day equals the test buyer’s records of it, and a record saved after an export is in the next', async () => {
    const buyer = await tokenFor('testkaeufer');
    const admin = await tokenFor('admin');
    const me = await callApi<CurrentUser>('/api/users/me', { token: buyer });
    /** The test buyer's line of the salary csv of today, once it equals the records svc-timetrack holds. */
    const salaryLine = () =>
      eventually(async () => {
        const own = await callApi<Timetrack[]>('/api/timetrack/all', { token: buyer });
        const today = own.body.filter((record) => record.datum === TODAY);
        const hours = today.reduce(
          (sum, record) =>
            sum + timetrackWorkedHours(record.start ?? '00:00', record.end ?? '00:00', record.pause ?? 0),
          0,
        );
        const payout = today.reduce((sum, record) => sum + (record.tk?.auszahlung ?? 0), 0);
        const download = await exportFile(
          '/api/timetrack/export/salary',
          { start: TODAY, end: TODAY },
          admin,
        );
        expect(download.headers.get('content-disposition')).toContain(`salary_${TODAY}_${TODAY}.csv`);
        const text = Buffer.from(await download.arrayBuffer()).toString('utf8');
        expect(text.startsWith('\uFEFFPersonalnummer;Mitarbeiter/in;Benutzer-ID;Rapporte;Stunden;')).toBe(
          true,
        );
        const line = text.split('\r\n').find((cells) => cells.split(';')[2] === me.body._id);
        const [, , , reports, hoursCell, payoutCell] = (line ?? '').split(';');
        expect([Number(reports), Number(hoursCell), Number(payoutCell)]).toEqual([
          today.length,
          Math.round(hours * 100) / 100,
          Math.round(payout * 100) / 100,
        ]);
        return { reports: Number(reports), hours: Number(hoursCell) };
      }, 30_000);
    await saveTraining();
    const before = await salaryLine();
    await saveTraining();
    const after = await salaryLine();
    // other tests may save records of the test buyer meanwhile: at least the one saved here was added
    expect(after.reports).toBeGreaterThanOrEqual(before.reports + 1);
    expect(after.hours).toBeGreaterThanOrEqual(before.hours + 1.5 - 0.001);
  });

  describe('the surveillance exports of a region (vl, bill, stats)', () => {
    // Region A pays 80.00 an hour on weekdays and 120.00 on Sundays; the detective works a weekday there
    // (08:00–16:30 with 45 min pause: 7.75 h) and a Sunday (10:00–14:00: 4 h), both signed, and a weekday
    // in region B (7.75 h at 90.00).
    let a: { region: TimetrackRegion; customer: TimetrackCustomer };
    let b: { region: TimetrackRegion; customer: TimetrackCustomer };
    beforeAll(async () => {
      a = await regionWithCustomer({ normal: 80, sonntag: 120 });
      b = await regionWithCustomer({ normal: 90, sonntag: 135 });
      await saveDetectiveDay(a, { datum: WEEKDAY, detektiv: { signature: await signature() } });
      await saveDetectiveDay(a, {
        datum: SUNDAY,
        start: '10:00',
        end: '14:00',
        pauseH: 0,
        pauseM: 0,
        detektiv: { ladendiebe: 5, signature: await signature() },
      });
      await saveDetectiveDay(b, { datum: WEEKDAY });
    }, 60_000);

    it('vl without a region answers 400 util.required at the region', async () => {
      const answer = await callApi<{ errors: unknown[] }>('/api/timetrack/export/vl', {
        token: await tokenFor('admin'),
        method: 'POST',
        body: WEEK,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ path: 'region', key: 'util.required' }]);
    });

    it('vl lists only the region’s detective records, each with its signature', async () => {
      const admin = await tokenFor('admin');
      const { file, pdf } = await eventually(async () => {
        const download = await exportFile(
          '/api/timetrack/export/vl',
          { ...WEEK, region: a.region._id },
          admin,
        );
        const read = await readPdf(Buffer.from(await download.arrayBuffer()));
        expect(read.pages.join(' ')).toContain('Ladendiebe: 5');
        return { file: download, pdf: read };
      }, 30_000);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toContain(`vl_${WEEK.start}_${WEEK.end}.pdf`);
      const text = pdf.pages.join(' ');
      expect(text).toContain(`VL-Unterschriften ${a.region.name}`);
      expect(text.split(`${a.customer.name} (4321)`).length - 1).toBe(2);
      expect(text).not.toContain(b.customer.name);
      // both signatures drawn, read from svc-files by the job
      expect(pdf.images.reduce((sum, count) => sum + count, 0)).toBe(2);
    });

    it('vl of a region svc-exports does not hold answers 404 timetrack.regionNotFound', async () => {
      const answer = await callApi('/api/timetrack/export/vl', {
        token: await tokenFor('admin'),
        method: 'POST',
        body: { ...WEEK, region: '65f0c0ffee000000000dead0' },
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ message: 'timetrack.regionNotFound' });
    });

    it('the bill of the region totals hours × the weekday or Sunday price of its records', async () => {
      const admin = await tokenFor('admin');
      const text = await eventually(async () => {
        const download = await exportFile(
          '/api/timetrack/export/bill',
          { ...WEEK, region: a.region._id },
          admin,
        );
        expect(download.headers.get('content-disposition')).toContain(`bill_${WEEK.start}_${WEEK.end}.pdf`);
        const read = (await readPdf(Buffer.from(await download.arrayBuffer()))).pages.join(' ');
        // 7.75 h × 80.00 + 4 h × 120.00
        expect(read).toContain(`Total (CHF): ${(7.75 * 80 + 4 * 120).toFixed(2)}`);
        return read;
      }, 30_000);
      expect(text).toContain(`Rechnung ${a.region.name}`);
      expect(text).toContain('Total Stunden: 11.75');
      expect(text).toContain('620.00');
      expect(text).toContain('480.00');
      for (const line of [
        'Coop Genossenschaft',
        a.region.address2!,
        `Referenz: ${a.region.referenz}`,
        `Kostenstelle: ${a.region.kst}`,
        `Lieferadresse: ${a.region.lieferadresse}`,
      ])
        expect(text).toContain(line);
      expect(text).not.toContain(b.region.name);
    });

    it('the bill without a region holds one invoice per region, each on its own page', async () => {
      const admin = await tokenFor('admin');
      const pages = await eventually(async () => {
        const download = await exportFile('/api/timetrack/export/bill', WEEK, admin);
        const read = (await readPdf(Buffer.from(await download.arrayBuffer()))).pages;
        expect(read.some((page) => page.includes(`Rechnung ${b.region.name}`))).toBe(true);
        expect(read.some((page) => page.includes(`Rechnung ${a.region.name}`))).toBe(true);
        return read;
      }, 30_000);
      const pageOfB = pages.find((page) => page.includes(`Rechnung ${b.region.name}`))!;
      expect(pageOfB).toContain(`Total (CHF): ${(7.75 * 90).toFixed(2)}`);
      expect(pageOfB).not.toContain(a.region.name);
    });

    it('the statistics of the region sum its records, hours and expenses per customer kind', async () => {
      const admin = await tokenFor('admin');
      const rows = await eventually(async () => {
        const download = await exportFile(
          '/api/timetrack/export/stats',
          { ...WEEK, region: a.region._id },
          admin,
        );
        expect(download.headers.get('content-disposition')).toContain(`stats_${WEEK.start}_${WEEK.end}.xlsx`);
        const read = await sheetRows(await download.arrayBuffer());
        expect(read[1]?.[2]).toBe(2);
        return read;
      }, 30_000);
      expect(rows).toEqual([
        ['Region', 'Kundenart', 'Rapporte', 'Stunden', 'Spesen (CHF)'],
        [a.region.name, 'Ladenkontrolle', 2, 11.75, 0],
      ]);
    });
  });
});
