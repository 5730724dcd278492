import type { AuthUser } from '@agecheck/nest-common';
import { newTestService, standIn } from '@agecheck/nest-common/testing';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZodValidationException } from 'nestjs-zod';
import sharp from 'sharp';
import { InMemoryFilesRepository } from '../../test/in-memory-files.repository';
import { HEIC_BYTES, phonePhoto, signaturePng } from '../../test/photos';
import { FileLinks } from './file-links';
import { FileStore } from './file-store';
import { FilesRepository } from './files.repository';
import { ImagesService } from './images.service';
import type { Upload } from './multipart-upload';

const caller = (id: string, roles: AuthUser['roles']): AuthUser => ({
  id,
  username: id,
  name: id,
  email: '',
  roles,
});
const buyer = caller('tk1', ['testkaeufer']);
const otherBuyer = caller('tk2', ['testkaeufer']);
const planner = caller('pl1', ['planung']);

const upload = (bytes: Buffer, fields: Record<string, string> = {}): Upload => ({
  fields,
  bytes,
  sha256: createHash('sha256').update(bytes).digest('hex'),
});

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'svc-files-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function setup() {
  const repository = new InMemoryFilesRepository();
  const service = newTestService(ImagesService, [
    standIn(FilesRepository, repository),
    standIn(FileStore, new FileStore(dir)),
    standIn(FileLinks, new FileLinks('test-secret-of-at-least-32-characters', 600)),
  ]);
  const stored = async (name: string) => sharp(await readFile(join(dir, name))).metadata();
  return { ...service, repository, stored, files: () => readdirSync(dir) };
}

describe('ImagesService: uploads (field-app spec, sections 5 and 9: "resized to width 1600 px (2000 px for receipts) and renamed as jpg")', () => {
  it.each([
    ['a report image', {}, 1600],
    ['a receipt (kind=receipt)', { kind: 'receipt' }, 2000],
  ])(
    'stores %s of a 3000 px photo as a JPEG %i px wide, answering its name and the sha256 received',
    async (_case, fields, width) => {
      const { sut, stored, files } = setup();
      const photo = upload(await phonePhoto(3000, 2000), fields);
      const { file, created } = await sut.uploadImage(buyer, photo);
      expect(created).toBe(true);
      expect(file).toEqual({ img: '000000000000000000000001.jpg', sha256: photo.sha256 });
      expect(files()).toEqual([file.img]);
      expect(await stored(file.img)).toMatchObject({
        format: 'jpeg',
        width,
        height: Math.round((2000 * width) / 3000),
      });
    },
  );

  it('turns a photo as its EXIF orientation says and stores no EXIF at all (no GPS position)', async () => {
    const { sut, stored } = setup();
    // a phone held upright writes a landscape sensor image with orientation 6 (turn 90° clockwise)
    const { file } = await sut.uploadImage(buyer, upload(await phonePhoto(2400, 1800, 6)));
    const meta = await stored(file.img);
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1600, height: 2133 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('keeps a smaller image at its size and puts a transparent signature on white', async () => {
    const { sut, stored, files } = setup();
    const { file } = await sut.uploadSignature(buyer, upload(await signaturePng()));
    expect(await stored(file.img)).toMatchObject({
      format: 'jpeg',
      width: 600,
      height: 200,
      hasAlpha: false,
    });
    const corner = await sharp(join(dir, files()[0] as string))
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect([...corner].every((channel) => channel > 245)).toBe(true);
  });

  it.each([
    ['a text file', Buffer.from('Kassenzettel, bitte nicht knicken'), 'FILE_NOT_AN_IMAGE'],
    ['an empty file', Buffer.alloc(0), 'FILE_NOT_AN_IMAGE'],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF'), 'FILE_NOT_AN_IMAGE'],
    [
      'an SVG (not a photo format)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      'FILE_NOT_AN_IMAGE',
    ],
    ['a JPEG cut off in the middle', undefined, 'FILE_NOT_AN_IMAGE'],
    ['an iPhone HEIC photo', HEIC_BYTES, 'FILE_HEIC'],
  ])('refuses %s with %s and stores nothing', async (_case, bytes, code) => {
    const { sut, repository, files } = setup();
    const content = bytes ?? (await phonePhoto(800, 600)).subarray(0, 4000);
    await expect(sut.uploadImage(buyer, upload(content))).rejects.toMatchObject({ code });
    expect(repository.files).toEqual([]);
    expect(files()).toEqual([]);
  });

  it.each([
    ['an unknown kind', { kind: 'selfie' }],
    ['a purchase id with a path in it', { purchaseID: '../../etc' }],
    ['an unknown field', { userID: 'tk2' }],
  ])('refuses %s in the fields with field errors and stores nothing', async (_case, fields) => {
    const { sut, files } = setup();
    await expect(sut.uploadImage(buyer, upload(await phonePhoto(100, 100), fields))).rejects.toBeInstanceOf(
      ZodValidationException,
    );
    expect(files()).toEqual([]);
  });

  it('stores the same bytes for the same purchase once (a retried upload), for another purchase again', async () => {
    const { sut, repository, files, requests } = setup();
    requests.answer('purchaseOwner.get', () => null);
    const photo = await phonePhoto(1000, 800);
    const first = await sut.uploadImage(buyer, upload(photo, { purchaseID: 'p1' }));
    const retry = await sut.uploadImage(buyer, upload(photo, { purchaseID: 'p1' }));
    const other = await sut.uploadImage(buyer, upload(photo, { purchaseID: 'p2' }));
    expect(retry).toEqual({ file: first.file, created: false });
    expect(other.created).toBe(true);
    expect(other.file.img).not.toBe(first.file.img);
    expect(repository.files).toHaveLength(2);
    expect(files()).toHaveLength(2);
  });
});

// Issue 17, item 5: "A receipt can be uploaded tagged with another user's purchaseID. Refuse a purchase id that
// is not the caller's."
describe('ImagesService: an upload names only a purchase of the caller (issue 17, item 5)', () => {
  const OWNERS: Record<string, string> = { 'p-tk1': 'tk1', 'p-tk2': 'tk2' };
  it.each([
    ['the caller’s own purchase', buyer, 'p-tk1', true],
    ['a purchase not saved yet (photos go out before their report)', buyer, 'p-new', true],
    ['another tester’s purchase', buyer, 'p-tk2', false],
    ['another tester’s purchase, as the other tester', otherBuyer, 'p-tk2', true],
    ['a tester’s purchase, as a planner (control)', planner, 'p-tk1', true],
  ])('%s: stored %s', async (_case, user, purchaseID, stored) => {
    const { sut, repository, files, requests } = setup();
    requests.answer('purchaseOwner.get', ({ id }) => (OWNERS[id] ? { userID: OWNERS[id] } : null));
    const receipt = upload(await phonePhoto(400, 300), { kind: 'receipt', purchaseID });
    if (stored) {
      expect((await sut.uploadImage(user, receipt)).created).toBe(true);
      expect(repository.files).toHaveLength(1);
    } else {
      await expect(sut.uploadImage(user, receipt)).rejects.toMatchObject({ code: 'FILE_PURCHASE_FORBIDDEN' });
      await expect(
        sut.uploadSignature(user, upload(await signaturePng(), { purchaseID })),
      ).rejects.toMatchObject({ code: 'FILE_PURCHASE_FORBIDDEN' });
      expect(repository.files).toEqual([]);
      expect(files()).toEqual([]);
    }
  });
});

describe('ImagesService: links (decision 0013: files only with a token or a short-lived signed link)', () => {
  async function storedPhoto() {
    const context = setup();
    const { file } = await context.sut.uploadImage(buyer, upload(await phonePhoto(200, 100)));
    return { ...context, name: file.img, id: file.img.replace('.jpg', '') };
  }
  const queryOf = (imageUrl: string) => {
    const url = new URL(imageUrl, 'http://x');
    return {
      path: url.pathname,
      query: {
        expires: url.searchParams.get('expires') ?? '',
        signature: url.searchParams.get('signature') ?? '',
      },
    };
  };

  it('links the uploader and the back office to a file, by name and by kind and id; others get 404', async () => {
    const { sut, name, id } = await storedPhoto();
    const own = await sut.linkByName(buyer, name);
    expect(own.imageUrl).toMatch(
      new RegExp(`^/api/images/file/${name}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
    expect(await sut.linkByName(planner, name)).toEqual(own);
    expect(await sut.linkById(buyer, 'image', id)).toEqual(own);
    await expect(sut.linkByName(otherBuyer, name)).rejects.toMatchObject({ code: 'FILE_NOT_FOUND' });
    await expect(sut.linkById(buyer, 'receipt', id)).rejects.toMatchObject({ code: 'FILE_NOT_FOUND' });
    await expect(sut.linkById(buyer, 'pdf', id)).rejects.toMatchObject({ code: 'FILE_NOT_FOUND' });
    await expect(sut.linkByName(buyer, '../secret.jpg')).rejects.toMatchObject({ code: 'FILE_NOT_FOUND' });
  });

  it('serves the bytes behind a link until it expires, and never with a changed signature or name', async () => {
    const { sut, clock, name } = await storedPhoto();
    const { path, query } = queryOf((await sut.linkByName(buyer, name)).imageUrl);
    expect(path).toBe(`/api/images/file/${name}`);

    const served = await sut.openSigned(name, query);
    const chunks: Buffer[] = [];
    for await (const chunk of served.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(await readFile(join(dir, name)));
    expect(served.length).toBe(Buffer.concat(chunks).length);
    expect(served.secondsLeft).toBeGreaterThanOrEqual(600);
    expect(served.secondsLeft).toBeLessThanOrEqual(660);

    const forged = { ...query, signature: query.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) };
    await expect(sut.openSigned(name, forged)).rejects.toMatchObject({ code: 'FILE_LINK_EXPIRED' });
    await expect(sut.openSigned('000000000000000000000009.jpg', query)).rejects.toMatchObject({
      code: 'FILE_LINK_EXPIRED',
    });
    await expect(
      sut.openSigned(name, { expires: String(Number(query.expires) + 600), signature: query.signature }),
    ).rejects.toMatchObject({ code: 'FILE_LINK_EXPIRED' });
    await expect(sut.openSigned(name, {})).rejects.toMatchObject({ code: 'FILE_LINK_EXPIRED' });

    clock.set(new Date(Number(query.expires) * 1000 + 1000));
    await expect(sut.openSigned(name, query)).rejects.toMatchObject({ code: 'FILE_LINK_EXPIRED' });
  });
});
