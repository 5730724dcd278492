import 'fake-indexeddb/auto';
import { createHash, randomUUID } from 'node:crypto';
import { Outbox, type BlobInput } from './outbox';
import { openOutboxDb, type OutboxReport } from './outbox-db';
import { LoginRequiredError } from '@agecheck/ui';
import { refusalOf } from './refusal';
import {
  backoffDelay,
  classifyStatus,
  failuresAfter,
  Sender,
  type SenderOptions,
  type TokenSource,
} from './sender';
import { memoryLocks } from '../test/memory-locks';
import { startReportServer, type ReceivedRequest, type Reply } from '../test/report-server';

// OFFLINE.md, "How to test it": the sender against a real HTTP server, IndexedDB from fake-indexeddb (the
// browser's database is not there under Node), Web Locks from an in-memory lock manager.

const USER = 'user-1';

function newOutbox(name = `outbox-${randomUUID()}`): Outbox {
  return new Outbox(openOutboxDb(name));
}

function purchase(id: string, body: unknown = { _id: id }) {
  return {
    id,
    kind: 'purchase',
    userId: USER,
    request: { method: 'PUT' as const, url: `/api/purchases/${id}`, body },
  };
}

const token: TokenSource = async () => 'token-1';

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function senderFor(outbox: Outbox, baseUrl: string, options: Partial<SenderOptions> = {}): Sender {
  return new Sender({ outbox, userId: USER, getToken: token, baseUrl, locks: memoryLocks(), ...options });
}

const states = async (outbox: Outbox, ids: string[]) =>
  Promise.all(ids.map(async (id) => (await outbox.get(id))?.state));

describe('answers and their outcome (OFFLINE.md, point 6)', () => {
  it.each([
    [200, 'ok'],
    [201, 'ok'],
    [204, 'ok'],
    [401, 'unauthorized'],
    [400, 'refused'],
    [403, 'refused'],
    [404, 'refused'],
    [409, 'refused'],
    [413, 'refused'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
  ])('status %i: %s', (status, expected) => {
    expect(classifyStatus(status)).toBe(expected);
  });

  // issue 17, item 11: a lost answer must not hold the queue for minutes while the phone is online
  it.each([
    [1, true, 1_000],
    [2, true, 2_000],
    [3, true, 4_000],
    [4, true, 8_000],
    [5, true, 10_000],
    [40, true, 10_000],
    [1, false, 1_000],
    [3, false, 4_000],
    [9, false, 256_000],
    [10, false, 300_000],
    [40, false, 300_000],
  ])(
    'waits after %i failures in a row, online %s, %i ms (online at most 10 s, offline 1 s to 5 min)',
    (failures, online, wait) => {
      expect(backoffDelay(failures, online)).toBe(wait);
    },
  );

  it.each([
    [0, true, 1],
    [0, false, 1],
    [1, true, 1],
    [3, true, 3],
    [3, false, 4],
  ])(
    'after %i failures counted, a failed try made by a trigger (%s) counts the wait as %i',
    (previous, triggered, counted) => {
      expect(failuresAfter(previous, triggered)).toBe(counted);
    },
  );
});

describe('the sender', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  async function server(answer: (request: ReceivedRequest, index: number) => Reply) {
    const started = await startReportServer(answer);
    close = started.close;
    return started;
  }

  it('a 500 then a 201: the report stays queued, is tried again after 1 s and arrives once', async () => {
    const platform = await server((_request, index) =>
      index === 0 ? { status: 500, body: { message: 'boom' } } : { status: 201 },
    );
    const outbox = newOutbox();
    await outbox.enqueue(purchase('p1'));
    const sender = senderFor(outbox, platform.url);

    await sender.sendNow();
    const afterFailure = (await outbox.get('p1')) as OutboxReport;
    expect(afterFailure).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: { status: 500, message: 'boom' },
    });
    expect(sender.getState().phase).toBe('retrying');
    expect((sender.getState().retryAt ?? 0) - Date.now()).toBeLessThanOrEqual(1_000);

    await waitFor(async () => (await outbox.get('p1'))?.state === 'sent');
    expect(platform.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'PUT /api/purchases/p1',
      'PUT /api/purchases/p1',
    ]);
    expect(await outbox.waitingCount(USER)).toBe(0);
    expect(await outbox.lastSentAt()).toBeGreaterThan(Date.now() - 5_000);
    expect(sender.getState().phase).toBe('idle');
  });

  it('no answer at all (network down) keeps the report queued and retries', async () => {
    const outbox = newOutbox();
    await outbox.enqueue(purchase('p1'));
    // a port nobody listens on
    const sender = senderFor(outbox, 'http://127.0.0.1:9');
    await sender.sendNow();
    sender.stop();
    expect(await outbox.get('p1')).toMatchObject({ state: 'queued', attempts: 1 });
    expect(sender.getState().phase).toBe('retrying');
  });

  it('a 400 is parked as needing attention while the reports before and after it go, oldest first', async () => {
    const platform = await server((request) =>
      request.url.endsWith('/p2')
        ? { status: 400, body: { message: 'invalid', errors: [{ path: 'nr', key: 'purchase.main.nrErr' }] } }
        : { status: 201 },
    );
    const outbox = newOutbox();
    for (const id of ['p1', 'p2', 'p3']) {
      await outbox.enqueue(purchase(id));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const sender = senderFor(outbox, platform.url);
    await sender.sendNow();

    expect(platform.received.map((request) => request.url)).toEqual([
      '/api/purchases/p1',
      '/api/purchases/p2',
      '/api/purchases/p3',
    ]);
    expect(await states(outbox, ['p1', 'p2', 'p3'])).toEqual(['sent', 'needsAttention', 'sent']);
    expect((await outbox.get('p2'))?.lastError).toMatchObject({ status: 400, message: 'invalid' });

    // the user looked at it and sends it again
    await outbox.requeue('p2');
    await sender.sendNow();
    expect(platform.received.map((request) => request.url)).toHaveLength(4);
    expect(await states(outbox, ['p2'])).toEqual(['needsAttention']);
  });

  it('lists the refused reports with the reason, sends a changed one again and drops one with its files', async () => {
    const platform = await server((request) =>
      JSON.stringify(request.json ?? null).includes('"nr":"12"')
        ? {
            status: 400,
            body: {
              statusCode: 400,
              code: 'VALIDATION',
              message: 'util.validation',
              errors: [{ path: 'nr', key: 'purchase.main.nrErr' }],
            },
          }
        : request.url.startsWith('/api/images')
          ? { status: 201, body: { img: 'stored.jpg' } }
          : { status: 201 },
    );
    const outbox = newOutbox();
    await outbox.enqueue(purchase('p1', { _id: 'p1', nr: '12' }));
    await new Promise((resolve) => setTimeout(resolve, 2));
    await outbox.enqueue(purchase('p2', { _id: 'p2', nr: '12' }), [
      {
        slot: 'bill',
        data: new Blob([new Uint8Array([1, 2])], { type: 'image/jpeg' }),
        upload: { url: '/api/images', fileField: 'file', fileName: 'photo.jpg', answerKey: 'img' },
        target: ['bill'],
      },
    ]);
    await outbox.enqueue(purchase('p3', { _id: 'p3', nr: '123456' }));
    const sender = senderFor(outbox, platform.url);
    await sender.sendNow();

    const refused = await outbox.listNeedsAttention(USER);
    // the newest refusal first; another user's refusals are not listed
    expect(refused.map((report) => report.id)).toEqual(['p2', 'p1']);
    expect(await outbox.listNeedsAttention('user-2')).toEqual([]);
    expect(refusalOf(refused[0]?.lastError)).toEqual({
      messageKey: 'util.validation',
      fieldKeys: ['purchase.main.nrErr'],
    });

    // p1 is changed in its form and saved again: queued again and sent
    await outbox.enqueue(purchase('p1', { _id: 'p1', nr: '123456' }));
    await sender.sendNow();
    expect(await states(outbox, ['p1', 'p2', 'p3'])).toEqual(['sent', 'needsAttention', 'sent']);

    // p2 is dropped: gone from the phone with its photo, never sent again
    await outbox.discard('p2');
    expect(await outbox.get('p2')).toBeUndefined();
    expect(await outbox.db.blobs.where('reportId').equals('p2').count()).toBe(0);
    expect(await outbox.listNeedsAttention(USER)).toEqual([]);
    const received = platform.received.length;
    await sender.sendNow();
    expect(platform.received).toHaveLength(received);
  });

  it('a 401 refreshes the token once and sends with the new one', async () => {
    const platform = await server((request) =>
      request.authorization === 'Bearer fresh' ? { status: 200 } : { status: 401 },
    );
    const outbox = newOutbox();
    await outbox.enqueue(purchase('p1'));
    let current = 'stale';
    const refreshes: boolean[] = [];
    const getToken: TokenSource = async ({ refresh }) => {
      refreshes.push(refresh);
      if (refresh) current = 'fresh';
      return current;
    };
    const sender = senderFor(outbox, platform.url, { getToken });
    await sender.sendNow();
    expect(await states(outbox, ['p1'])).toEqual(['sent']);
    expect(refreshes.filter(Boolean)).toHaveLength(1);
  });

  it('a 401 the refresh cannot cure pauses the queue for a login and drops nothing', async () => {
    let loggedIn = false;
    const platform = await server((request) =>
      request.authorization === 'Bearer after-login' ? { status: 201 } : { status: 401 },
    );
    const outbox = newOutbox();
    await outbox.enqueue(purchase('p1'));
    await outbox.enqueue(purchase('p2'));
    let refreshes = 0;
    const getToken: TokenSource = async ({ refresh }) => {
      if (refresh) {
        refreshes += 1;
        // the token endpoint answers invalid_grant: the session is over
        throw new LoginRequiredError();
      }
      return loggedIn ? 'after-login' : 'expired';
    };
    const sender = senderFor(outbox, platform.url, { getToken });
    await sender.sendNow();

    expect(sender.getState().phase).toBe('loginNeeded');
    expect(refreshes).toBe(1);
    expect(await states(outbox, ['p1', 'p2'])).toEqual(['queued', 'queued']);
    expect(await outbox.waitingCount(USER)).toBe(2);
    // paused: new triggers send nothing until the login
    await sender.sendNow();
    expect(platform.received).toHaveLength(1);

    loggedIn = true;
    await sender.resume();
    expect(await states(outbox, ['p1', 'p2'])).toEqual(['sent', 'sent']);
  });

  it('two tabs sending at once send each report once', async () => {
    const platform = await server(() => ({ status: 201 }));
    const name = `outbox-${randomUUID()}`;
    const tabA = newOutbox(name);
    const tabB = newOutbox(name);
    for (const id of ['p1', 'p2', 'p3']) await tabA.enqueue(purchase(id));
    const locks = memoryLocks();
    const senderA = senderFor(tabA, platform.url, { locks });
    const senderB = senderFor(tabB, platform.url, { locks });
    await Promise.all([senderA.sendNow(), senderB.sendNow(), senderA.sendNow(), senderB.sendNow()]);
    expect(platform.received.map((request) => request.url).sort()).toEqual([
      '/api/purchases/p1',
      '/api/purchases/p2',
      '/api/purchases/p3',
    ]);
    expect(await states(tabB, ['p1', 'p2', 'p3'])).toEqual(['sent', 'sent', 'sent']);
  });

  it('a reload in the middle of a send keeps the report, and the next page sends it', async () => {
    const platform = await server((_request, index) => (index === 0 ? 'hold' : { status: 200 }));
    const name = `outbox-${randomUUID()}`;
    const dying = newOutbox(name);
    await dying.enqueue(purchase('p1'));
    const first = senderFor(dying, platform.url);
    const lost = first.sendNow().catch(() => undefined);
    await waitFor(async () => platform.received.length === 1);
    expect(await states(dying, ['p1'])).toEqual(['sending']);
    // the page goes away: its connection closes, the browser releases its lock
    first.stop();
    dying.close();

    const reloaded = newOutbox(name);
    expect(await states(reloaded, ['p1'])).toEqual(['sending']);
    const second = senderFor(reloaded, platform.url);
    await second.sendNow();
    expect(await states(reloaded, ['p1'])).toEqual(['sent']);
    expect(platform.received.map((request) => request.url)).toEqual([
      '/api/purchases/p1',
      '/api/purchases/p1',
    ]);
    await close?.();
    close = undefined;
    await lost;
  });

  it('uploads the files first, writes their stored names into the body and does not upload them again', async () => {
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]);
    const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9]);
    const platform = await server((request, index) => {
      if (request.method === 'POST')
        return { status: 201, body: { img: `stored-${index}.jpg`, sha256: 'x' } };
      return index === 2 ? { status: 503 } : { status: 200 };
    });
    const outbox = newOutbox();
    const blobs: BlobInput[] = [
      {
        slot: 'bill',
        data: new Blob([photo], { type: 'image/jpeg' }),
        upload: {
          url: '/api/images',
          fileField: 'file',
          fileName: 'photo.jpg',
          fields: { kind: 'receipt', purchaseID: 'p1' },
          answerKey: 'img',
        },
        target: ['bill'],
      },
      {
        slot: 'cashierSignature',
        data: signature.buffer,
        type: 'image/png',
        upload: {
          url: '/api/signature',
          fileField: 'file',
          fileName: 'signature.png',
          fields: { purchaseID: 'p1' },
          answerKey: 'img',
        },
        target: ['signatures', 'cashier', 'img'],
      },
    ];
    await outbox.enqueue(purchase('p1', { _id: 'p1', signatures: { cashier: { name: 'Muster' } } }), blobs);
    const stored = await outbox.db.blobs.where('reportId').equals('p1').toArray();
    expect(stored.map((blob) => blob.sha256).sort()).toEqual(
      [
        createHash('sha256').update(photo).digest('hex'),
        createHash('sha256').update(signature).digest('hex'),
      ].sort(),
    );

    const sender = senderFor(outbox, platform.url);
    await sender.sendNow(); // uploads, then the PUT fails with 503
    await sender.sendNow(); // only the PUT again
    sender.stop();

    expect(platform.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/images',
      'POST /api/signature',
      'PUT /api/purchases/p1',
      'PUT /api/purchases/p1',
    ]);
    const [bill, cashier] = platform.received;
    expect(bill).toMatchObject({
      fields: { kind: 'receipt', purchaseID: 'p1' },
      file: { name: 'photo.jpg', type: 'image/jpeg' },
    });
    expect(bill?.file?.bytes.equals(Buffer.from(photo))).toBe(true);
    expect(cashier?.file?.bytes.equals(Buffer.from(signature))).toBe(true);
    expect(platform.received[3]?.json).toEqual({
      _id: 'p1',
      bill: 'stored-0.jpg',
      signatures: { cashier: { name: 'Muster', img: 'stored-1.jpg' } },
    });
    expect(await states(outbox, ['p1'])).toEqual(['sent']);
    // the server has the bytes: the phone frees them
    expect(await outbox.db.blobs.count()).toBe(0);
  });

  it('a version queued while the previous one is on its way is sent after it', async () => {
    let release: (() => void) | undefined;
    let calls = 0;
    const platform = await server(() => ({ status: 200 }));
    const outbox = newOutbox();
    await outbox.enqueue(purchase('p1', { _id: 'p1', version: 1 }));
    // the first request waits on the way until the test lets it go
    const slowFetch: typeof fetch = async (input, init) => {
      calls += 1;
      if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
      return fetch(input, init);
    };
    const sender = senderFor(outbox, platform.url, { fetch: slowFetch });
    const sending = sender.sendNow();
    await waitFor(async () => release !== undefined);
    await outbox.enqueue(purchase('p1', { _id: 'p1', version: 2 }));
    expect(await outbox.get('p1')).toMatchObject({ state: 'sending', request: { body: { version: 1 } } });
    release?.();
    await sending;
    expect(platform.received.map((request) => request.json)).toEqual([
      { _id: 'p1', version: 1 },
      { _id: 'p1', version: 2 },
    ]);
    expect(await outbox.get('p1')).toMatchObject({ state: 'sent', request: { body: { version: 2 } } });
  });

  it('a report without an answer holds back none behind it; it is tried again after its own short wait', async () => {
    // issue 17, item 11: the first report's answers are lost, the four behind it go
    const platform = await server((request) =>
      request.url.endsWith('/p1') ? { status: 503, body: { message: 'lost' } } : { status: 201 },
    );
    const outbox = newOutbox();
    for (const id of ['p1', 'p2', 'p3', 'p4', 'p5']) await outbox.enqueue(purchase(id));
    const sender = senderFor(outbox, platform.url, { isOnline: () => true });

    await sender.sendNow();
    expect(await states(outbox, ['p1', 'p2', 'p3', 'p4', 'p5'])).toEqual([
      'queued',
      'sent',
      'sent',
      'sent',
      'sent',
    ]);
    const waiting = (await outbox.get('p1')) as OutboxReport;
    expect(waiting).toMatchObject({ attempts: 1, failures: 1, lastError: { status: 503 } });
    expect((waiting.retryAt ?? 0) - Date.now()).toBeLessThanOrEqual(1_000);
    expect(await outbox.waitingReason(USER)).toMatchObject({ error: { status: 503 } });
    expect(sender.getState()).toMatchObject({ phase: 'retrying', retryAt: waiting.retryAt });
    sender.stop();
  });

  it('a trigger tries a waiting report at once and does not lengthen its wait; the tries of the sender do', async () => {
    const platform = await server(() => ({ status: 503 }));
    const outbox = newOutbox();
    await outbox.enqueue(purchase('p1'));
    const sender = senderFor(outbox, platform.url, { isOnline: () => true });

    // three saves or "Jetzt senden" in a row: three tries at once, the wait stays 1 s
    for (let n = 0; n < 3; n += 1) await sender.sendNow();
    expect(platform.received).toHaveLength(3);
    expect(await outbox.get('p1')).toMatchObject({ attempts: 3, failures: 1 });

    // the sender's own try after the wait counts: 2 s next
    await waitFor(async () => (await outbox.get('p1'))?.attempts === 4, 3_000);
    const report = (await outbox.get('p1')) as OutboxReport;
    expect(report.failures).toBe(2);
    expect((report.retryAt ?? 0) - Date.now()).toBeGreaterThan(1_000);
    expect((report.retryAt ?? 0) - Date.now()).toBeLessThanOrEqual(2_000);
    sender.stop();
  });

  it('a request that stalls counts as unanswered after its time: the report goes back to the queue', async () => {
    const platform = await server((_request, index) => (index === 0 ? 'hold' : { status: 201 }));
    const outbox = newOutbox();
    await outbox.enqueue(purchase('p1'));
    const sender = senderFor(outbox, platform.url, { isOnline: () => true, requestTimeoutMs: 200 });
    await sender.sendNow();
    expect(await outbox.get('p1')).toMatchObject({ state: 'queued', attempts: 1 });
    await waitFor(async () => (await outbox.get('p1'))?.state === 'sent');
    sender.stop();
  });

  it('offline, a failed try stops the pass: the reports behind wait for the network', async () => {
    const outbox = newOutbox();
    await outbox.enqueue(purchase('p1'));
    await outbox.enqueue(purchase('p2'));
    // a port nobody listens on, and the browser says it is offline
    const sender = senderFor(outbox, 'http://127.0.0.1:9', { isOnline: () => false });
    await sender.sendNow();
    sender.stop();
    expect(await outbox.get('p1')).toMatchObject({ state: 'queued', attempts: 1 });
    expect(await outbox.get('p2')).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it("sends only the signed-in user's reports", async () => {
    const platform = await server(() => ({ status: 200 }));
    const outbox = newOutbox();
    await outbox.enqueue(purchase('mine'));
    await outbox.enqueue({ ...purchase('theirs'), userId: 'user-2' });
    const sender = senderFor(outbox, platform.url);
    await sender.sendNow();
    expect(platform.received.map((request) => request.url)).toEqual(['/api/purchases/mine']);
    expect(await states(outbox, ['mine', 'theirs'])).toEqual(['sent', 'queued']);
  });
});
