import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TimetrackInput } from '@agecheck/contracts';
import { createApiClient, isApiError } from '@agecheck/ui';
import { saveRecordAsAdmin } from './admin-save';

// A-R6: the back office's edit dialog saves a record with `PUT api/timetrack/{id}` as the administrator, the
// signatures and receipts chosen there uploaded first (as the phone's outbox does), against an HTTP server
// standing in for the gateway.

const ID = '6d1f0b3a-2c4e-4f5a-9b8c-7d6e5f4a3b2c';
type Seen = { method: string; url: string; body: string };

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

describe("the back office's save of a time record (A-R6)", () => {
  let server: Server;
  let seen: Seen[];
  /** How the PUT answers: stored, refused with field errors, or failing. */
  let answer: 'stored' | 'refused' | 'failing';
  let api: ReturnType<typeof createApiClient>;

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readBody(request).then((body) => {
        seen.push({ method: request.method ?? '', url: request.url ?? '', body });
        const json = (status: number, payload: unknown) => {
          response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
          response.end(JSON.stringify(payload));
        };
        if (request.url === '/api/signature') return json(201, { img: `sig-${seen.length}.png` });
        if (request.url === '/api/images') return json(201, { img: `receipt-${seen.length}.jpg` });
        if (answer === 'refused')
          return json(400, {
            statusCode: 400,
            code: 'TIMETRACK_INVALID',
            message: 'util.invalid',
            errors: [{ path: 'sonder.hours', key: 'util.required' }],
          });
        if (answer === 'failing') return json(503, { statusCode: 503, message: 'util.error' });
        return json(200, { ...JSON.parse(body), complete: true, reviewed: true });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    api = createApiClient({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      getToken: async () => 'admin-token',
      onUnauthorized: () => undefined,
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen = [];
    answer = 'stored';
  });

  const input: TimetrackInput = {
    _id: ID,
    typ: 'testkaeufer',
    kunde: 'Testkäufe Jugendschutz',
    index: 4,
    tk: { auszahlung: 35 },
    spesen: { reisen: 12.4, beleg: 'kept.jpg' },
  };

  it('uploads the signature and the receipt first, naming the record, and PUTs their stored names', async () => {
    const result = await saveRecordAsAdmin(api, input, {
      tkSignature: new Blob(['png bytes'], { type: 'image/png' }),
      beleg1: new Blob(['jpeg bytes'], { type: 'image/jpeg' }),
    });
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/signature',
      'POST /api/images',
      `PUT /api/timetrack/${ID}`,
    ]);
    const [signature, receipt, put] = seen as [Seen, Seen, Seen];
    expect(signature.body).toContain(ID);
    expect(signature.body).toContain('filename="signature.png"');
    expect(receipt.body).toMatch(/name="kind"\r\n\r\nreceipt/);
    expect(receipt.body).toContain('filename="photo.jpg"');
    expect(JSON.parse(put.body)).toEqual({
      ...input,
      tk: { auszahlung: 35, signature: 'sig-1.png' },
      spesen: { reisen: 12.4, beleg: 'kept.jpg', beleg1: 'receipt-2.jpg' },
    });
    expect(result).toMatchObject({ state: 'sent', record: { _id: ID, reviewed: true } });
  });

  it('PUTs the record alone when no image was taken, and leaves the input as it was', async () => {
    const before = structuredClone(input);
    await saveRecordAsAdmin(api, input, {});
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([`PUT /api/timetrack/${ID}`]);
    expect(input).toEqual(before);
  });

  it("hands a refusal back to the wizard with the server's field errors", async () => {
    answer = 'refused';
    const result = await saveRecordAsAdmin(api, input, {});
    expect(result.state).toBe('refused');
    if (result.state !== 'refused') return;
    expect(result.error.fieldErrors).toEqual([{ path: 'sonder.hours', key: 'util.required' }]);
  });

  it('throws what is no refusal (the server failing)', async () => {
    answer = 'failing';
    const failure: unknown = await saveRecordAsAdmin(api, input, {}).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(503);
  });
});
