import { WORKBOOK_LIMITS, type WorkbookLimits } from '@agecheck/contracts';
import { storeWorkbook, validRow, workbookBomb } from '../../test/store-workbook';
import { checkWorkbook } from './workbook-check';

// Issue 17: a 109 KB workbook that unpacked to 100 MB was read, and raised svc-exports' memory by 120 MB.
// What a workbook may unpack to is checked before exceljs reads it (decision 0025, WORKBOOK_LIMITS).

const limits = (changes: Partial<WorkbookLimits>): WorkbookLimits => ({ ...WORKBOOK_LIMITS, ...changes });

/** Sets the uncompressed size the central directory declares for `fileName` (a size that lies). */
function understate(zip: Buffer, fileName: string, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = copy.indexOf('PK\x01\x02'); at >= 0; at = copy.indexOf('PK\x01\x02', at + 4)) {
    const nameLength = copy.readUInt16LE(at + 28);
    if (copy.toString('utf8', at + 46, at + 46 + nameLength) === fileName) copy.writeUInt32LE(size, at + 24);
  }
  return copy;
}

describe('checking a workbook before it is read', () => {
  it('refuses a generated bomb: less than 1 MB that unpacks to 100 MB', async () => {
    const bomb = await workbookBomb(4_000, 25_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await checkWorkbook(bomb)).toBe('unpackedTooLarge');
  }, 30_000);

  it('reads a workbook within the limits, and a sheet of 10 000 stores', async () => {
    expect(await checkWorkbook(await storeWorkbook([validRow(1), validRow(2)]))).toBeUndefined();
    expect(await checkWorkbook(await workbookBomb(10_000, 20))).toBeUndefined();
  }, 30_000);

  it.each([
    ['more rows than allowed', limits({ rows: 3 }), 'tooManyRows'],
    ['a cell further right than allowed', limits({ columns: 10 }), 'tooManyColumns'],
    ['more cells than allowed', limits({ cells: 30 }), 'tooManyCells'],
    ['more files than allowed', limits({ entries: 3 }), 'tooManyEntries'],
    ['more unpacked bytes than allowed', limits({ unpackedBytes: 2_000 }), 'unpackedTooLarge'],
  ] as const)('refuses %s', async (_case, given, refusal) => {
    const workbook = await storeWorkbook([validRow(1), validRow(2), validRow(3)]);
    expect(await checkWorkbook(workbook, given)).toBe(refusal);
  });

  it('refuses an archive whose directory understates what an entry unpacks to', async () => {
    const workbook = await storeWorkbook([validRow(1), validRow(2)]);
    expect(await checkWorkbook(understate(workbook, 'xl/worksheets/sheet1.xml', 10))).toBe('notWorkbook');
    expect(await checkWorkbook(understate(workbook, 'xl/styles.xml', 10))).toBe('notWorkbook');
  });

  it('refuses what is no ZIP archive', async () => {
    expect(await checkWorkbook(Buffer.from('VST;Name\n1;A'))).toBe('notWorkbook');
  });
});
