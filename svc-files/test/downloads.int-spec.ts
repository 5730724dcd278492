import {
  MAX_DOWNLOAD_BYTES,
  type Download,
  type DownloadCategory,
  type DownloadInput,
  type DownloadListItem,
  type Page,
  type ProtocolEntry,
  type UploadedDownloadFile,
} from '@agecheck/contracts';
import { callApi, eventually, testPlatform, tokenFor } from '@agecheck/test-kit';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DownloadLinks } from '../src/downloads/download-files';
import { docxBytes, exeBytes, pdfBytes, xlsxBytes } from './download-files';

// Downloads and their categories through the gateway, with real Keycloak tokens, real svc-files, FerretDB and
// the storage directory (checklist D.5; decisions D-C12 and 0042).

type ErrorBody = {
  statusCode: number;
  code: string;
  message: string;
  errors?: { path: string; key: string }[];
};

const unique = () => Math.random().toString(36).slice(2, 10);

function downloadsDir(): string {
  const dir = process.env.AGECHECK_FILES_DIR;
  if (!dir) throw new Error('AGECHECK_FILES_DIR is not set: run the tests through "npm test"');
  return join(dir, 'downloads');
}
const storedFiles = () => (existsSync(downloadsDir()) ? readdirSync(downloadsDir()).length : 0);

/** A multipart upload of a download file through the gateway, as the admin screen sends it. */
async function upload<T = UploadedDownloadFile>(
  bytes: Buffer,
  { user = 'admin', filename = 'Merkblatt.pdf' } = {},
): Promise<{ status: number; body: T }> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), filename);
  const response = await fetch(`${testPlatform().gatewayUrl}/api/downloads/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(user)}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function newCategory(): Promise<DownloadCategory> {
  const tag = unique();
  const answer = await callApi<DownloadCategory>('/api/download/categories', {
    token: await tokenFor('admin'),
    method: 'POST',
    body: { names: { de: `Merkblätter ${tag}`, fr: `Fiches ${tag}`, it: `Schede ${tag}` } },
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

async function newDownload(roles: DownloadInput['roles'], bytes = pdfBytes(unique())) {
  const category = await newCategory();
  const { status, body } = await upload(bytes);
  expect(status).toBe(201);
  const answer = await callApi<Download>('/api/downloads', {
    token: await tokenFor('admin'),
    method: 'POST',
    body: { category: category._id, roles, name: `Merkblatt ${unique()}`, file: body.file },
  });
  expect(answer.status).toBe(201);
  return { category, download: answer.body, bytes };
}

async function listAs(user: string): Promise<DownloadListItem[]> {
  const answer = await callApi<DownloadListItem[]>('/api/downloads', { token: await tokenFor(user) });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The bytes behind a link, fetched as a browser does: without a token. */
const fetchLink = (url: string) => fetch(new URL(url, testPlatform().gatewayUrl));

describe('downloads through the gateway (checklist D.5)', () => {
  it('lets a tester list and fetch a download for testers; a detective does not see it; admin sees it', async () => {
    const { download, bytes } = await newDownload(['testkaeufer']);

    const item = (await listAs('testkaeufer')).find(({ _id }) => _id === download._id);
    expect(item).toMatchObject(download);
    const response = await fetchLink(item!.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+, immutable$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);

    expect((await listAs('detektiv')).map(({ _id }) => _id)).not.toContain(download._id);
    expect((await listAs('admin')).map(({ _id }) => _id)).toContain(download._id);
  });

  it('gives a tester neither the list entry nor the bytes of a download for detectives', async () => {
    const { download } = await newDownload(['detektiv']);
    expect((await listAs('testkaeufer')).map(({ _id }) => _id)).not.toContain(download._id);
    const withoutLink = await fetch(`${testPlatform().gatewayUrl}/api/downloads/file/${download.file}`, {
      headers: { authorization: `Bearer ${await tokenFor('testkaeufer')}` },
    });
    expect(withoutLink.status).toBe(403);
    expect(((await withoutLink.json()) as ErrorBody).message).toBe('downloads.linkExpired');
  });

  it('refuses a link whose time is up, or whose signature was changed, with 403 downloads.linkExpired', async () => {
    const { download } = await newDownload(['testkaeufer']);
    const secret = process.env.AGECHECK_FILES_LINK_SECRET;
    if (!secret) throw new Error('AGECHECK_FILES_LINK_SECRET is not set: run the tests through "npm test"');
    const links = new DownloadLinks(secret, 30);
    const valid = links.linkTo(download.file, new Date());
    expect((await fetchLink(valid)).status).toBe(200);
    const expired = links.linkTo(download.file, new Date(Date.now() - 60 * 60_000));
    const forged = valid.replace(
      /signature=(.)/,
      (_m, first: string) => `signature=${first === 'a' ? 'b' : 'a'}`,
    );
    for (const link of [expired, forged]) {
      const refused = await fetchLink(link);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as ErrorBody).message).toBe('downloads.linkExpired');
    }
  });

  it.each([
    ['a workbook', xlsxBytes(), 'Liste.xlsx', /\.xlsx$/],
    ['a Word document', docxBytes(), 'Brief.docx', /\.docx$/],
  ])('stores %s by its content', async (_case, bytes, filename, name) => {
    const answer = await upload(bytes, { filename });
    expect(answer.status).toBe(201);
    expect(answer.body.file).toMatch(name);
  });

  it.each<[string, () => Buffer, string]>([
    ['a .pdf that is really an executable', exeBytes, 'downloads.fileType'],
    [
      'a byte more than 20 MB',
      () => Buffer.concat([pdfBytes(), Buffer.alloc(MAX_DOWNLOAD_BYTES + 1 - pdfBytes().length)]),
      'downloads.tooLarge',
    ],
    ['30 MB', () => Buffer.concat([pdfBytes(), Buffer.alloc(30 * 1024 * 1024)]), 'downloads.tooLarge'],
  ])('refuses %s with 400 %s and stores nothing', async (_case, bytes, key) => {
    const before = storedFiles();
    const answer = await upload<ErrorBody>(bytes(), { filename: 'Merkblatt.pdf' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(key);
    expect(storedFiles()).toBe(before);
  });

  it('lets only admin upload, write and delete', async () => {
    expect((await upload(pdfBytes(), { user: 'testkaeufer' })).status).toBe(403);
    expect((await upload(pdfBytes(), { user: 'planung' })).status).toBe(403);
    const { download } = await newDownload(['testkaeufer']);
    const remove = await callApi(`/api/downloads/${download._id}`, {
      token: await tokenFor('planung'),
      method: 'DELETE',
    });
    expect(remove.status).toBe(403);
  });

  it('refuses the admin role (400 downloads.adminRole) and a file never uploaded', async () => {
    const category = await newCategory();
    const { body } = await upload(pdfBytes());
    const adminRole = await callApi<ErrorBody>('/api/downloads', {
      token: await tokenFor('admin'),
      method: 'POST',
      body: { category: category._id, roles: ['admin'], name: 'Intern', file: body.file },
    });
    expect(adminRole.status).toBe(400);
    expect(adminRole.body.errors).toContainEqual({ path: 'roles.0', key: 'downloads.adminRole' });
    const unknown = await callApi<ErrorBody>('/api/downloads', {
      token: await tokenFor('admin'),
      method: 'POST',
      body: { category: category._id, roles: ['detektiv'], name: 'X', file: 'ffffffffffffffffffffffff.pdf' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('downloads.unknownFile');
  });

  it('does not delete a category that holds downloads (409); once it is empty it goes', async () => {
    const { category, download } = await newDownload(['testkaeufer']);
    const token = await tokenFor('admin');
    const inUse = await callApi<ErrorBody>(`/api/download/categories/${category._id}`, {
      token,
      method: 'DELETE',
    });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('downloads.categoryInUse');
    expect((await callApi(`/api/downloads/${download._id}`, { token, method: 'DELETE' })).status).toBe(204);
    expect(
      (await callApi(`/api/download/categories/${category._id}`, { token, method: 'DELETE' })).status,
    ).toBe(204);
    const categories = await callApi<DownloadCategory[]>('/api/download/categories', {
      token: await tokenFor('testkaeufer'),
    });
    expect(categories.body.map(({ _id }) => _id)).not.toContain(category._id);
  });

  it('writes every change into the protocol', async () => {
    const { download } = await newDownload(['testkaeufer']);
    await eventually(async () => {
      const answer = await callApi<Page<ProtocolEntry>>(
        `/api/protocols/?module=platform&type=download.saved&pageSize=200`,
        { token: await tokenFor('admin') },
      );
      expect(answer.body.items.map((entry) => entry.params)).toContainEqual(
        expect.objectContaining({ name: download.name }),
      );
    });
  });
});
