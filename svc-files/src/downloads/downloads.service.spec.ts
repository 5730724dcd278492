import { MAX_DOWNLOAD_BYTES, type DownloadInput } from '@agecheck/contracts';
import { newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exeBytes, pdfBytes, xlsxBytes } from '../../test/download-files';
import { InMemoryDownloadsRepository } from '../../test/in-memory-downloads.repository';
import { FileLinks } from '../images/file-links';
import type { Upload } from '../images/multipart-upload';
import { DownloadFileStore, DownloadLinks } from './download-files';
import { DownloadsRepository } from './downloads.repository';
import { DownloadsService } from './downloads.service';

// Downloads and their categories over the in-memory stand-ins (checklist D.5; decision 0042).

const admin = testUser('ad1', ['admin', 'planung']);
const tester = testUser('tk1', ['testkaeufer']);
const detective = testUser('de1', ['detektiv']);
const names = { de: 'Merkblätter', fr: 'Fiches', it: 'Schede' };

const upload = (bytes: Buffer): Upload => ({
  fields: {},
  bytes,
  sha256: createHash('sha256').update(bytes).digest('hex'),
});

let dir: string;
beforeEach(() => (dir = join(mkdtempSync(join(tmpdir(), 'svc-files-')), 'downloads')));
afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

function setup() {
  const repository = new InMemoryDownloadsRepository();
  const links = new DownloadLinks('test-secret-of-at-least-32-characters', 600);
  const service = newTestService(DownloadsService, [
    standIn(DownloadsRepository, repository),
    standIn(DownloadFileStore, new DownloadFileStore(dir)),
    standIn(DownloadLinks, links),
  ]);
  return { ...service, repository, links };
}

/** A category and a download in it for the given roles, uploaded and saved as admin. */
async function withDownload(sut: DownloadsService, roles: DownloadInput['roles'], name = 'Merkblatt') {
  const category = await sut.createCategory(admin, { names });
  const { file } = await sut.upload(upload(pdfBytes(name)));
  const download = await sut.create(admin, { category: category._id, roles, name, file });
  return { category, download };
}

const query = (url: string) => {
  const search = new URL(url, 'http://localhost').searchParams;
  return { expires: search.get('expires') ?? undefined, signature: search.get('signature') ?? undefined };
};
const nameOf = (url: string) => new URL(url, 'http://localhost').pathname.split('/').pop() ?? '';

describe('DownloadsService: uploads checked by content (checklist D.5: pdf, xlsx, docx, png/jpg, at most 20 MB)', () => {
  it('stores a workbook under a new name with the extension its content gives', async () => {
    const { sut } = setup();
    const { file } = await sut.upload(upload(xlsxBytes()));
    expect(file).toBe('000000000000000000000001.xlsx');
    expect(await readFile(join(dir, file))).toEqual(xlsxBytes());
  });

  it('refuses an executable (whatever its name) with downloads.fileType, storing nothing', async () => {
    const { sut } = setup();
    await expect(sut.upload(upload(exeBytes()))).rejects.toMatchObject({
      code: 'DOWNLOAD_FILE_TYPE',
      status: 400,
    });
  });

  it('refuses a byte more than 20 MB with downloads.tooLarge, and takes exactly 20 MB', async () => {
    const { sut } = setup();
    const exactly = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_DOWNLOAD_BYTES - pdfBytes().length)]);
    await expect(sut.upload(upload(Buffer.concat([exactly, Buffer.alloc(1)])))).rejects.toMatchObject({
      code: 'DOWNLOAD_TOO_LARGE',
    });
    expect((await sut.upload(upload(exactly))).file).toMatch(/\.pdf$/);
  });
});

describe('DownloadsService: who sees a download (canSeeDownload, D-C12)', () => {
  it('lists to a tester the downloads for testers, each with a signed link to its bytes', async () => {
    const { sut } = setup();
    const { download } = await withDownload(sut, ['testkaeufer']);
    const [item, ...rest] = await sut.list(tester);
    expect(rest).toEqual([]);
    expect(item).toMatchObject(download);
    expect(item?.url).toMatch(
      /^\/api\/downloads\/file\/[0-9a-f]{24}\.pdf\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
    const opened = await sut.openSigned(nameOf(item!.url), query(item!.url));
    expect(opened).toMatchObject({ type: 'application/pdf', length: pdfBytes('Merkblatt').length });
    expect(Buffer.concat(await opened.stream.toArray())).toEqual(pdfBytes('Merkblatt'));
  });

  it('lists nothing to a detective for a download for testers, and everything to admin', async () => {
    const { sut } = setup();
    await withDownload(sut, ['testkaeufer']);
    expect(await sut.list(detective)).toEqual([]);
    expect(await sut.list(admin)).toHaveLength(1);
  });

  it('refuses a link whose time is up, or that was changed, with downloads.linkExpired (403)', async () => {
    const { sut, clock } = setup();
    await withDownload(sut, ['testkaeufer']);
    const [item] = await sut.list(tester);
    const url = item!.url;
    const otherName = nameOf(url).replace(/\.pdf$/, '.xlsx');
    await expect(sut.openSigned(otherName, query(url))).rejects.toMatchObject({
      code: 'DOWNLOAD_LINK_EXPIRED',
    });
    clock.set(new Date(clock.now().getTime() + 11 * 60_000));
    await expect(sut.openSigned(nameOf(url), query(url))).rejects.toMatchObject({
      code: 'DOWNLOAD_LINK_EXPIRED',
      status: 403,
    });
  });

  it('does not take an image link for a download: each route signs its own links', async () => {
    const { sut, links } = setup();
    await withDownload(sut, ['testkaeufer']);
    const [item] = await sut.list(tester);
    const name = nameOf(item!.url);
    const imageLink = new FileLinks('test-secret-of-at-least-32-characters', 600).linkTo(
      name,
      new Date(2026, 10, 23, 10),
    );
    expect(links.linkTo(name, new Date(2026, 10, 23, 10))).not.toEqual(imageLink);
    await expect(sut.openSigned(name, query(imageLink))).rejects.toMatchObject({
      code: 'DOWNLOAD_LINK_EXPIRED',
    });
  });
});

describe('DownloadsService: categories and downloads (B§2 L81, B§5 L138)', () => {
  it('publishes each write whole, and changes a download', async () => {
    const { sut, repository } = setup();
    const { category, download } = await withDownload(sut, ['testkaeufer']);
    const changed = await sut.update(admin, download._id, { ...download, roles: ['detektiv'] });
    await sut.remove(admin, download._id);
    await sut.removeCategory(admin, category._id);
    expect(repository.events.map((event) => [event.subject, event.data, event.actor.id])).toEqual([
      ['platform.downloadCategory.saved', { category, created: true }, 'ad1'],
      ['platform.download.saved', { download, created: true }, 'ad1'],
      ['platform.download.saved', { download: changed, created: false }, 'ad1'],
      ['platform.download.deleted', { download: changed }, 'ad1'],
      ['platform.downloadCategory.deleted', { category }, 'ad1'],
    ]);
    expect(await sut.listCategories()).toEqual([]);
  });

  it('does not delete a category that holds downloads (409 downloads.categoryInUse)', async () => {
    const { sut } = setup();
    const { category } = await withDownload(sut, ['testkaeufer']);
    await expect(sut.removeCategory(admin, category._id)).rejects.toMatchObject({
      code: 'DOWNLOAD_CATEGORY_IN_USE',
      status: 409,
    });
    expect(await sut.listCategories()).toEqual([category]);
  });

  it('refuses a download in a category that does not exist, or with a file never uploaded', async () => {
    const { sut } = setup();
    const { category, download } = await withDownload(sut, ['testkaeufer']);
    await expect(
      sut.create(admin, { ...download, category: 'ffffffffffffffffffffffff' }),
    ).rejects.toMatchObject({ code: 'DOWNLOAD_CATEGORY_UNKNOWN' });
    await expect(
      sut.create(admin, { ...download, category: category._id, file: 'ffffffffffffffffffffffff.pdf' }),
    ).rejects.toMatchObject({ code: 'DOWNLOAD_FILE_UNKNOWN' });
  });

  it('answers 404 for a change or delete of a download or category that does not exist', async () => {
    const { sut } = setup();
    const { download } = await withDownload(sut, ['testkaeufer']);
    const missing = 'ffffffffffffffffffffffff';
    await expect(sut.update(admin, missing, download)).rejects.toMatchObject({ status: 404 });
    await expect(sut.remove(admin, missing)).rejects.toMatchObject({ status: 404 });
    await expect(sut.updateCategory(admin, missing, { names })).rejects.toMatchObject({ status: 404 });
    await expect(sut.removeCategory(admin, missing)).rejects.toMatchObject({ status: 404 });
  });
});
