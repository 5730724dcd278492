import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { ExportFiles, ExportsDirectory } from './export-files';

// Decision 0020: an export's file waits in the exports directory for its download, whole or not at all,
// for 7 days (as long as the finished job, decision 0022).
const ID = '0b6c1f7e-2a4d-4c1e-9f3a-5d6e7f8a9b0c';
const now = new Date('2026-11-24T10:00:00Z');
let dir: string;
let files: ExportFiles;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'export-files-'));
  files = new ExportFiles(new ExportsDirectory(dir));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function textOf(bytes: AsyncIterable<Buffer> | undefined): Promise<string | undefined> {
  if (!bytes) return undefined;
  const parts: Buffer[] = [];
  for await (const part of bytes) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
}

describe('the files of finished exports', () => {
  it('gives the file back once it is written whole, and nothing before', async () => {
    const out = await files.create(ID, now);
    out.write('Datum;VST\r\n');
    expect(await files.read(ID)).toBeUndefined();
    await pipeline(Readable.from(['20.11.2026;1001\r\n']), out);
    expect(await textOf(await files.read(ID))).toBe('Datum;VST\r\n20.11.2026;1001\r\n');
  });

  it('replaces an earlier attempt at the same file (a job run again after a restart)', async () => {
    await pipeline(Readable.from(['first']), await files.create(ID, now));
    await pipeline(Readable.from(['second']), await files.create(ID, now));
    expect(await textOf(await files.read(ID))).toBe('second');
  });

  it('leaves nothing of a file whose writing failed', async () => {
    const out = await files.create(ID, now);
    out.write('half');
    out.destroy(new Error('the job failed'));
    await expect(finished(out)).rejects.toThrow('the job failed');
    expect(await files.read(ID)).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('removes files older than 7 days when the next export starts', async () => {
    const old = '1b6c1f7e-2a4d-4c1e-9f3a-5d6e7f8a9b0c';
    const recent = '2b6c1f7e-2a4d-4c1e-9f3a-5d6e7f8a9b0c';
    writeFileSync(join(dir, old), 'old');
    writeFileSync(join(dir, recent), 'recent');
    const eightDaysAgo = new Date(now.getTime() - 8 * 86_400_000);
    const sixDaysAgo = new Date(now.getTime() - 6 * 86_400_000);
    utimesSync(join(dir, old), eightDaysAgo, eightDaysAgo);
    utimesSync(join(dir, recent), sixDaysAgo, sixDaysAgo);
    await pipeline(Readable.from(['new']), await files.create(ID, now));
    expect(readdirSync(dir).sort()).toEqual([ID, recent].sort());
  });

  it.each(['../etc/passwd', 'x', `${ID}/..`, ''])(
    'reads and writes nothing but an id it made: %j',
    async (id) => {
      expect(await files.read(id)).toBeUndefined();
      await expect(files.create(id, now)).rejects.toThrow('not an export file id');
    },
  );
});
