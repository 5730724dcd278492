import { addDays, toIsoDate, type EventEnvelope, type EventPayload } from '@agecheck/contracts';
import { storedSprintEntry } from '@agecheck/contracts/testing';
import { eventually, testDatabase, testPlatform } from '@agecheck/test-kit';
import { ObjectId } from 'mongodb';
import { connect, JSONCodec, type NatsConnection } from 'nats';

// The purchase events move a round's and a store's done counters exactly once, on the real svc-purchases,
// NATS JetStream and FerretDB (issue 7: "saving a purchase moves the round's counters exactly once even
// when the event is delivered twice"). A second delivery is a second message with the same event: what
// JetStream does when an acknowledgement is lost.

const codec = JSONCodec<unknown>();
const today = toIsoDate();

describe('round counters from the purchase events', () => {
  const db = testDatabase('purchases');
  let nats: NatsConnection;

  beforeAll(async () => {
    nats = await connect({ servers: testPlatform().natsUrl });
  });
  afterAll(async () => {
    await nats.close();
  });

  async function deliver<S extends 'purchases.purchase.saved' | 'purchases.purchase.deleted'>(
    subject: S,
    data: EventPayload<S>,
    occurredAt: string,
    times = 1,
  ): Promise<void> {
    const event: EventEnvelope<EventPayload<S>> = {
      id: new ObjectId().toHexString(),
      subject,
      occurredAt,
      actor: { id: 'int-test', name: 'Integration test' },
      data,
    };
    for (let delivery = 1; delivery <= times; delivery += 1)
      await nats.jetstream().publish(subject, codec.encode(event), { msgID: `${event.id}-${delivery}` });
  }

  const counters = async (entryId: ObjectId, storeId: ObjectId) => ({
    entry: await db
      .collection('sprints')
      .findOne({ _id: entryId }, { projection: { _id: 0, alkdone: 1, tabakdone: 1, mediadone: 1 } }),
    store: await db
      .collection('stores')
      .findOne({ _id: storeId }, { projection: { _id: 0, alkDone: 1, tabakDone: 1, mediaDone: 1 } }),
  });

  it('counts a purchase delivered twice once, moves it on a test-type change and back on delete', async () => {
    const storeId = new ObjectId();
    const entryId = new ObjectId();
    const sprintListID = `int-${entryId.toHexString()}`;
    await db.collection('stores').insertOne({ _id: storeId, alkDone: 0, tabakDone: 0, mediaDone: 0 });
    await db.collection('sprints').insertOne({
      ...storedSprintEntry({
        sprintListID,
        name: 'Integration',
        start: addDays(today, -3),
        end: addDays(today, 3),
        storeID: storeId.toHexString(),
        vst: '8801',
        store: { name: 'Coop Test', street: 'Weg 1', plz: '3000', city: 'Bern' },
        alk: 2,
        tabak: 1,
        userID: 'int-buyer',
      }),
      _id: entryId,
    });
    const purchase = {
      _id: `int-purchase-${entryId.toHexString()}`,
      userID: 'int-buyer',
      storeID: storeId.toHexString(),
      vst: '8801',
      storeType: 'coop' as const,
      testType: 'Alkohol' as const,
      date: today,
      sprintListID,
      delayed: false,
      done: false,
    };
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

    try {
      await deliver('purchases.purchase.saved', { purchase, created: true }, at(0), 2);
      await deliver('purchases.purchase.saved', { purchase, created: false }, at(1));
      await eventually(async () =>
        expect(await counters(entryId, storeId)).toEqual({
          entry: { alkdone: 1, tabakdone: 0, mediadone: 0 },
          store: { alkDone: 1, tabakDone: 0, mediaDone: 0 },
        }),
      );

      await deliver(
        'purchases.purchase.saved',
        { purchase: { ...purchase, testType: 'Tabak' }, created: false },
        at(2),
        2,
      );
      await eventually(async () =>
        expect(await counters(entryId, storeId)).toEqual({
          entry: { alkdone: 0, tabakdone: 1, mediadone: 0 },
          store: { alkDone: 0, tabakDone: 1, mediaDone: 0 },
        }),
      );

      await deliver('purchases.purchase.deleted', { purchase: { ...purchase, testType: 'Tabak' } }, at(3), 2);
      await eventually(async () =>
        expect(await counters(entryId, storeId)).toEqual({
          entry: { alkdone: 0, tabakdone: 0, mediadone: 0 },
          store: { alkDone: 0, tabakDone: 0, mediaDone: 0 },
        }),
      );
      // an old save arriving after the delete changes nothing
      await deliver('purchases.purchase.saved', { purchase, created: true }, at(0));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await counters(entryId, storeId)).entry).toEqual({ alkdone: 0, tabakdone: 0, mediadone: 0 });
    } finally {
      await db.collection('stores').deleteOne({ _id: storeId });
    }
  });
});
