import { STORE_IMPORT_COLUMNS } from '@agecheck/contracts';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { reaches, shows } from '../support/expect';
import { choose } from '../support/select';

// Back-office spec, section 2 "Import" and section 7 (decision 0025): a planner imports an Excel workbook of
// stores as a new round through /admin/import, follows the job's progress and result, and finds the round on
// /admin/sprints; a malformed workbook shows its faults by row and column and writes nothing.

/** A canton type no demo store and no other test uses, so the imported stores disturb no other test. */
const TYPE = 'ktzy';
const unique = () => Math.random().toString(36).slice(2, 8);
/** A day from today as the date fields take it (dd.MM.yyyy). */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('.');

type Row = Partial<Record<(typeof STORE_IMPORT_COLUMNS)[number]['header'], string | number>>;

const storeRow = (vst: string, n: number): Row => ({
  VST: vst,
  Name: `Importfiliale ${n}`,
  Strasse: `Importweg ${n}`,
  PLZ: '3011',
  Ort: 'Bern',
  Kanton: 'BE',
  Breitengrad: 46.94 + n / 1000,
  Längengrad: 7.44 + n / 1000,
  Alkohol: 1,
  Tabak: n % 2,
});

/** A real .xlsx workbook with the template's header row and these rows. */
async function workbook(rows: readonly Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Filialen');
  const headers = STORE_IMPORT_COLUMNS.map((column) => column.header);
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(headers.map((header) => row[header] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The store type and the workbook, which both kinds of import take. */
async function fillTypeAndFile(page: Page, file: Buffer): Promise<void> {
  await page
    .getByRole('textbox', { name: 'Filialtyp' })
    .or(page.getByRole('combobox', { name: 'Filialtyp' }))
    .first()
    .fill(TYPE);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'filialen.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
}

async function fillNewRound(page: Page, name: string, file: Buffer): Promise<void> {
  await fillTypeAndFile(page, file);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  for (const [label, day] of [
    [/^Start/, inDays(-1)],
    [/^Ende/, inDays(30)],
  ] as const) {
    await page.getByLabel(label).fill(day);
    await page.getByLabel(label).press('Escape');
  }
  await page.getByRole('button', { name: 'Importieren' }).click();
}

async function storesByVst(vst: string): Promise<number> {
  const found = await apiAs<{ stores?: unknown[] }>('planung', 'GET', `/api/stores/${TYPE}/-/byVST/${vst}`);
  return found.status === 200 ? (found.body.stores?.length ?? 0) : 0;
}

describe('a planner imports stores from a workbook', () => {
  let browser: Browser;
  let page: Page;
  const prefix = `E${unique()}`;
  /** The round the first test imports and the update changes. */
  const roundName = `E2E-Import ${unique()}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser, { viewport: 'desktop' })).newPage();
    await signIn(page, 'planung', '/admin/import');
  });

  afterAll(() => browser.close());

  it('imports a new round, shows the progress and the result, and the round is listed', async () => {
    const name = roundName;
    await shows(page.getByRole('heading', { name: 'Import', exact: true }));
    await fillNewRound(page, name, await workbook([1, 2, 3].map((n) => storeRow(`${prefix}${n}`, n))));

    await shows(page.getByTestId('job-progress'));
    const result = page.getByTestId('import-result');
    await shows(result, 60_000);
    await shows(result.getByText('3 Filialen geschrieben, davon 3 neu.'));
    await shows(result.getByText('3 Filialen in der Runde.'));
    expect(await page.getByTestId('job-progress').textContent()).toBe('Abgeschlossen.');
    expect(await storesByVst(`${prefix}2`)).toBe(1);

    await result.getByRole('link', { name: 'Zu den Runden' }).click();
    await reaches(page, '/admin/sprints');
    await shows(page.getByTestId('sprint-round').filter({ hasText: name }));
  });

  it('shows the faults of a malformed workbook by row and column and creates nothing', async () => {
    const name = `E2E-Fehlimport ${unique()}`;
    await page.goto(new URL('/admin/import', page.url()).toString());
    await shows(page.getByRole('heading', { name: 'Import', exact: true }));
    const bad = await workbook([
      storeRow(`${prefix}x1`, 1),
      { ...storeRow(`${prefix}x2`, 2), PLZ: '30' },
      { ...storeRow(`${prefix}x3`, 3), Kanton: 'XX' },
    ]);
    await fillNewRound(page, name, bad);

    const failed = page.getByTestId('job-failed');
    await shows(failed, 60_000);
    await shows(failed.getByText('Bitte überprüfen Sie die Excel-Liste.'));
    await shows(failed.getByText('Zeile 3, Spalte PLZ: Die PLZ hat nicht vier Ziffern.'));
    await shows(failed.getByText('Zeile 4, Spalte Kanton: Unbekannter Kanton.'));

    expect(await storesByVst(`${prefix}x1`)).toBe(0);
    const rounds = await apiAs<{ name: string }[]>('planung', 'GET', '/api/sprints?archive=false');
    expect(rounds.body.map((round) => round.name)).not.toContain(name);
  });

  it('updates the round: changed targets listed, stores the sheet no longer has removed from it', async () => {
    await page.goto(new URL('/admin/import', page.url()).toString());
    await shows(page.getByRole('heading', { name: 'Import', exact: true }));
    await page.getByText('Update', { exact: true }).click();
    // store 1 left out, store 2 with three alcohol tests instead of one, store 3 as it was
    await fillTypeAndFile(
      page,
      await workbook([{ ...storeRow(`${prefix}2`, 2), Alkohol: 3 }, storeRow(`${prefix}3`, 3)]),
    );
    await choose(page, 'Runde', roundName);
    await page.getByRole('button', { name: 'Importieren' }).click();

    const result = page.getByTestId('import-result');
    await shows(result, 60_000);
    await shows(result.getByText('2 Filialen geschrieben, davon 0 neu.'));
    await shows(result.getByText('2 Filialen in der Runde.'));
    await shows(page.getByTestId('import-updated').getByText(`${prefix}2 Importfiliale 2`));
    await shows(page.getByTestId('import-removed').getByText(`${prefix}1 Importfiliale 1`));
    expect(await page.getByTestId('import-updated').getByRole('listitem').count()).toBe(1);
    expect(await page.getByTestId('import-removed').getByRole('listitem').count()).toBe(1);
  });

  it('downloads the template workbook with the columns an import reads', async () => {
    await page.goto(new URL('/admin/import', page.url()).toString());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Vorlage herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Filialen-Vorlage.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile((await download.path()) as string)) as unknown as ArrayBuffer);
    const headers = (book.worksheets[0]?.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(STORE_IMPORT_COLUMNS.map((column) => column.header));
  });
});
