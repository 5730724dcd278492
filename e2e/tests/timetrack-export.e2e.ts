import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
import type { Timetrack } from '@agecheck/contracts';
import { timetrackRecordHours } from '@agecheck/contracts';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, recordRequests, signIn } from '../support/browser';
import { shows } from '../support/expect';

// Checklist A-R5 and A.7 (back-office spec, sections 2, 5, 7 and 8; issue 19): /admin/time/export checks the
// unchecked reports of the period before it offers the Excel and payroll exports (B§5 L140), lists them
// (user, date, customer; decision A-C10), and the files it downloads hold the records; the surveillance tab
// asks for the region before the VL signatures.

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const TODAY = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const SWISS_TODAY = `${pad(now.getDate())}.${pad(now.getMonth() + 1)}.${now.getFullYear()}`;

/** The bytes of a download the page started. */
async function bytesOf(download: Promise<Download>): Promise<{ name: string; bytes: Buffer }> {
  const done = await download;
  const path = await done.path();
  return { name: done.suggestedFilename(), bytes: await readFile(path) };
}

async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  return Array.from({ length: sheet.rowCount }, (_, index) =>
    (sheet.getRow(index + 1).values as unknown[]).slice(1),
  );
}

describe('an administrator exports the time records of a period', () => {
  let browser: Browser;
  let page: Page;
  /** The test buyer as the record names them. */
  let buyer: { _id: string; name: string };

  beforeAll(async () => {
    // a test buyer's training of 1.5 h today, saved complete and not reviewed
    const id = randomUUID();
    const saved = await apiAs('testkaeufer', 'PUT', `/api/timetrack/${id}`, {
      _id: id,
      typ: 'testkaeufer',
      kunde: 'Schulung',
      datum: TODAY,
      start: '04:30',
      end: '06:00',
      pauseH: 0,
      pauseM: 0,
      index: 4,
      beschreibung: 'Schulung für den Zeitexport',
    });
    expect(saved.status).toBe(200);
    const record = (await apiAs<Timetrack>('testkaeufer', 'GET', `/api/timetrack/${id}`)).body;
    buyer = { _id: record.userID, name: record.userName ?? record.userID };
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await signIn(page, 'admin', '/admin/time/export');
  });

  afterAll(async () => {
    await browser.close();
  });

  it('offers the Excel and payroll exports only after the check, which lists the unchecked record', async () => {
    await shows(page.getByRole('heading', { name: 'Export Zeiterfassung' }));
    await shows(page.getByRole('tab', { name: 'Testkäufer-Dienst' }));
    // both days required: the labels carry Mantine's asterisk
    for (const label of [/^Von/, /^Bis/]) {
      await page.getByLabel(label).fill(SWISS_TODAY);
      await page.getByLabel(label).press('Escape');
    }
    const excel = page.getByRole('button', { name: 'Excel exportieren' });
    const salary = page.getByRole('button', { name: 'Lohnexport' });
    expect(await excel.isDisabled()).toBe(true);
    expect(await salary.isDisabled()).toBe(true);

    // the read model of svc-exports follows the events: the record appears once its event is applied
    const list = page.getByRole('list', { name: 'Ungeprüfte Rapporte' });
    const item = list.getByText(`${buyer.name} · ${SWISS_TODAY} · Schulung`);
    for (let attempt = 0; attempt < 10 && !(await item.count()); attempt += 1) {
      await page.getByRole('button', { name: 'Ungeprüfte Rapporte prüfen' }).click();
      await list.or(page.getByText('Alle Rapporte sind in dieser Zeitspanne geprüft!')).first().waitFor();
      if (!(await item.count())) await page.waitForTimeout(1_000);
    }
    await shows(page.getByText(/^Achtung! Es wurden? \d+ ungeprüfte/));
    await shows(item.first());
    expect(await excel.isDisabled()).toBe(false);
    expect(await salary.isDisabled()).toBe(false);
  });

  it('downloads the payroll csv with the test buyer’s line: the records and hours of the day', async () => {
    const own = await apiAs<Timetrack[]>('testkaeufer', 'GET', '/api/timetrack/all');
    const today = own.body.filter((record) => record.datum === TODAY);
    // the payroll's hours: a special absence of another test counts its own hours
    const hours = today.reduce((sum, record) => sum + timetrackRecordHours(record), 0);
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Lohnexport' }).click();
    const { name, bytes } = await bytesOf(download);
    expect(name).toBe(`salary_${TODAY}_${TODAY}.csv`);
    const lines = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'Personalnummer;Mitarbeiter/in;Benutzer-ID;Rapporte;Stunden;Auszahlung (CHF);Spesen (CHF)',
    );
    const line = lines.find((cells) => cells.split(';')[2] === buyer._id)?.split(';');
    expect([line?.[1], line?.[2], Number(line?.[3]), Number(line?.[4])]).toEqual([
      buyer.name,
      buyer._id,
      today.length,
      Math.round(hours * 100) / 100,
    ]);
    expect(Number(line?.[4])).toBeGreaterThanOrEqual(1.5);
  });

  it('downloads the Excel workbook holding the record', async () => {
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Excel exportieren' }).click();
    const { name, bytes } = await bytesOf(download);
    expect(name).toBe(`tt-admin_${TODAY}_${TODAY}.xlsx`);
    const rows = await sheetRows(bytes);
    expect(rows[0]?.slice(0, 4)).toEqual(['Mitarbeiter/in', 'Datum', 'Typ', 'Kunde / Region']);
    expect(rows.find((cells) => cells[0] === buyer.name && cells[4] === '04:30')).toEqual([
      buyer.name,
      SWISS_TODAY,
      'Testkäufer',
      'Schulung',
      '04:30',
      '06:00',
      0,
      1.5,
      0,
      0,
      'Ausstehend',
    ]);
  });

  it('the surveillance tab refuses the VL signatures without a region, at the field', async () => {
    await page.getByRole('tab', { name: 'Überwachung' }).click();
    const vl = recordRequests(page, 'POST', '/api/timetrack/export/vl');
    await page.getByRole('button', { name: 'VL-Unterschriften exportieren' }).click();
    const region = page
      .getByRole('textbox', { name: 'Region' })
      .or(page.getByRole('combobox', { name: 'Region' }))
      .first();
    await shows(page.getByText('Pflichtfeld', { exact: true }));
    expect(await region.getAttribute('aria-invalid')).toBe('true');
    expect(vl.urls).toEqual([]);
    vl.stop();
  });
});
