import { MAX_UPLOAD_BYTES } from '@agecheck/contracts';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { multipart } from '../../test/multipart';
import { MAX_DRAINED_BYTES, readUpload, UploadBuffers } from './multipart-upload';

const into = Buffer.allocUnsafe(MAX_UPLOAD_BYTES);

describe('readUpload: one file of at most 25 MB in the field "file" (issue 7)', () => {
  it('reads the fields, the bytes and their sha256', async () => {
    const bytes = Buffer.from('some image bytes');
    const upload = await readUpload(
      await multipart([
        { name: 'kind', value: 'receipt' },
        { name: 'file', bytes },
        { name: 'purchaseID', value: 'p1' },
      ]),
      into,
    );
    expect(upload).toEqual({
      fields: { kind: 'receipt', purchaseID: 'p1' },
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  });

  it('takes exactly 25 MB', async () => {
    const upload = await readUpload(
      await multipart([{ name: 'file', bytes: Buffer.alloc(MAX_UPLOAD_BYTES, 1) }]),
      into,
    );
    expect(upload.bytes.length).toBe(MAX_UPLOAD_BYTES);
    expect(upload.bytes.every((byte) => byte === 1)).toBe(true);
  });

  it.each([
    [
      'a byte more than 25 MB',
      [{ name: 'file', bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1) }],
      'FILE_TOO_LARGE',
    ],
    ['no file', [{ name: 'kind', value: 'image' }], 'FILE_MISSING'],
    ['the file in another field', [{ name: 'image', bytes: Buffer.from('x') }], 'FILE_MISSING'],
    [
      'two files',
      [
        { name: 'file', bytes: Buffer.from('x') },
        { name: 'file', bytes: Buffer.from('y') },
      ],
      'FILE_MISSING',
    ],
  ])('refuses %s with %s after reading the whole body', async (_case, parts, code) => {
    const body = await multipart(parts);
    await expect(readUpload(body, into)).rejects.toMatchObject({ code });
    expect(body.stream.readableEnded).toBe(true);
  });

  it.each([
    ['a JSON body', { 'content-type': 'application/json' }, '{}'],
    ['multipart without a boundary', { 'content-type': 'multipart/form-data' }, 'x'],
    ['a broken multipart body', { 'content-type': 'multipart/form-data; boundary=abc' }, '--abc\r\nbroken'],
  ])('refuses %s with FILE_MISSING', async (_case, headers, text) => {
    await expect(
      readUpload({ headers, stream: Readable.from([Buffer.from(text)]) }, into),
    ).rejects.toMatchObject({
      code: 'FILE_MISSING',
    });
  });

  it('gives up when the sender goes away in the middle of the file (a phone losing its signal)', async () => {
    const { headers } = await multipart([{ name: 'file', bytes: Buffer.from('x') }]);
    const boundary = String(headers['content-type']).split('boundary=')[1];
    const halfSent = new Readable({ read() {} });
    halfSent.push(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n`);
    halfSent.push(Buffer.alloc(64 * 1024, 1));
    const reading = readUpload({ headers, stream: halfSent }, into);
    setImmediate(() => halfSent.destroy());
    await expect(reading).rejects.toMatchObject({ code: 'FILE_MISSING' });
  });

  it('cuts a refused body of more than 100 MB off instead of reading it all', async () => {
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    const endless = new Readable({
      read() {
        sent += chunk.length;
        this.push(chunk);
      },
    });
    await expect(
      readUpload({ headers: { 'content-type': 'application/octet-stream' }, stream: endless }, into),
    ).rejects.toMatchObject({ status: 400 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(endless.destroyed).toBe(true);
    expect(sent).toBeLessThan(MAX_DRAINED_BYTES + 20 * chunk.length);
  });
});

describe('UploadBuffers: uploads are received into reused buffers (decision 0013)', () => {
  it('lends a buffer of 25 MB again once its loan is over, and another one while it lasts', async () => {
    const buffers = new UploadBuffers();
    const lent: Buffer[] = [];
    await buffers.lend(async (first) => {
      lent.push(first);
      await buffers.lend(async (second) => void lent.push(second));
    });
    await buffers.lend(async (third) => void lent.push(third));
    const [first, second, third] = lent;
    expect(first?.length).toBe(MAX_UPLOAD_BYTES);
    expect(second).not.toBe(first);
    expect([first, second]).toContain(third);
  });

  it('takes a buffer back when its use fails', async () => {
    const buffers = new UploadBuffers(1);
    let failed: Buffer | undefined;
    await expect(
      buffers.lend(async (buffer) => {
        failed = buffer;
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await buffers.lend(async (buffer) => expect(buffer).toBe(failed));
  });
});
