import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { awaitDelivery, type DeliveryOptions } from './delivery';
import { Outbox } from './outbox';
import { openOutboxDb } from './outbox-db';
import { Sender } from './sender';
import { memoryLocks } from '../test/memory-locks';
import { startReportServer, type Reply } from '../test/report-server';

// Issue 7: the wizard shows the server's verdict ('purchase.end.completed' / '.delayed') when the save
// arrives in time, and "saved on the phone" when it waits (offline, a login needed, a slow link).

const USER = 'user-1';
const report = (id: string) => ({
  id,
  kind: 'purchase',
  userId: USER,
  request: { method: 'PUT' as const, url: `/api/purchases/${id}`, body: { _id: id } },
});

describe('waiting for a report to be delivered', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  async function setUp(reply: Reply) {
    const platform = await startReportServer(() => reply);
    close = platform.close;
    const outbox = new Outbox(openOutboxDb(`outbox-${randomUUID()}`));
    const sender = new Sender({
      outbox,
      userId: USER,
      getToken: async () => 'token',
      baseUrl: platform.url,
      locks: memoryLocks(),
    });
    const options: DeliveryOptions = {
      timeoutMs: 2_000,
      isOnline: () => true,
      senderPhase: () => sender.getState().phase,
      pollMs: 10,
    };
    return { outbox, sender, options };
  }

  it("resolves with the server's answer once the report is sent", async () => {
    const { outbox, sender, options } = await setUp({ status: 200, body: { _id: 'p1', delayed: true } });
    await outbox.enqueue(report('p1'));
    const delivery = awaitDelivery(outbox, 'p1', options);
    void sender.sendNow();
    await expect(delivery).resolves.toEqual({ state: 'sent', answer: { _id: 'p1', delayed: true } });
  });

  it("resolves with the server's refusal (a 400 with its message key)", async () => {
    const { outbox, sender, options } = await setUp({
      status: 400,
      body: { message: 'purchase.find.notfound' },
    });
    await outbox.enqueue(report('p1'));
    const delivery = awaitDelivery(outbox, 'p1', options);
    void sender.sendNow();
    await expect(delivery).resolves.toMatchObject({
      state: 'needsAttention',
      error: { status: 400, message: 'purchase.find.notfound' },
    });
  });

  it('answers "waiting" at once when the page is offline, and after the time limit on a slow link', async () => {
    const { outbox, options } = await setUp({ status: 200 });
    await outbox.enqueue(report('p1'));
    const started = Date.now();
    await expect(awaitDelivery(outbox, 'p1', { ...options, isOnline: () => false })).resolves.toEqual({
      state: 'waiting',
    });
    expect(Date.now() - started).toBeLessThan(500);
    // nobody sends: the limit decides
    await expect(awaitDelivery(outbox, 'p1', { ...options, timeoutMs: 300 })).resolves.toEqual({
      state: 'waiting',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect((await outbox.get('p1'))?.state).toBe('queued');
  });

  it('answers "waiting" when the queue waits for a login (a 401 the refresh cannot cure)', async () => {
    const { outbox, sender, options } = await setUp({ status: 401 });
    await outbox.enqueue(report('p1'));
    await sender.sendNow();
    expect(sender.getState().phase).toBe('loginNeeded');
    await expect(awaitDelivery(outbox, 'p1', options)).resolves.toEqual({ state: 'waiting' });
    expect((await outbox.get('p1'))?.state).toBe('queued');
  });
});
