import { randomBytes, randomUUID } from 'node:crypto';
import type { ProtocolEntry } from '@agecheck/contracts';
import { Redis } from 'ioredis';
import { MongoClient, type Db } from 'mongodb';
import { ProtocolRepository } from '../src/protocol/protocol.repository';
import { ProtocolRetention, RETENTION_LOCK_PREFIX } from '../src/protocol/protocol.retention';

// Decision 0040 (CHECKLIST D.8): the protocol's entries older than the retention (default two years) are
// removed by a daily run on FerretDB (no TTL index); two gateway replicas do not both run a day (a Redis key).

const NOW = new Date('2031-06-15T02:00:00.000Z');
const entry = (date: string): ProtocolEntry => {
  const id = randomUUID();
  return {
    _id: id,
    eventId: id,
    date,
    module: 'purchases',
    type: 'shopper.saved',
    short: 'protocol.purchases.shopper.saved',
    params: { name: 'Muster Anna', actor: 'Tina Käufer' },
    detail: '{}',
    actor: { id: 'tk1', name: 'Tina Käufer' },
  };
};

describe('the retention of the protocol', () => {
  let client: MongoClient;
  let db: Db;
  let redis: Redis;
  let protocol: ProtocolRepository;
  const day = NOW.toISOString().slice(0, 10);

  beforeAll(async () => {
    client = await MongoClient.connect(process.env.MONGO_URL as string);
    redis = new Redis(process.env.REDIS_URL as string);
  });

  beforeEach(async () => {
    db = client.db(`protocol-retention-${randomBytes(4).toString('hex')}`);
    protocol = new ProtocolRepository(db);
    await protocol.onModuleInit();
    await redis.del(`${RETENTION_LOCK_PREFIX}${day}`);
  });

  afterEach(async () => {
    await db.dropDatabase();
    await redis.del(`${RETENTION_LOCK_PREFIX}${day}`);
  });

  afterAll(async () => {
    await client.close();
    redis.disconnect();
  });

  const dates = async (): Promise<string[]> =>
    (await db.collection<ProtocolEntry>('protocol').find().sort({ date: 1 }).toArray()).map((e) => e.date);

  it('a run removes the entries older than two years and keeps the younger ones', async () => {
    for (const date of [
      '2020-01-01T00:00:00.000Z',
      '2029-06-15T01:59:59.999Z',
      '2029-06-15T02:00:00.000Z',
      '2031-06-14T10:00:00.000Z',
    ])
      await protocol.record(entry(date));
    const retention = new ProtocolRetention(protocol, 24, redis);

    expect(await retention.runDaily(NOW)).toBe(2);
    expect(await dates()).toEqual(['2029-06-15T02:00:00.000Z', '2031-06-14T10:00:00.000Z']);
  });

  it('follows the months it is given', async () => {
    for (const date of ['2031-05-14T00:00:00.000Z', '2031-05-16T00:00:00.000Z'])
      await protocol.record(entry(date));

    expect(await new ProtocolRetention(protocol, 1, redis).runDaily(NOW)).toBe(1);
    expect(await dates()).toEqual(['2031-05-16T00:00:00.000Z']);
  });

  it('runs once a day across replicas: a second replica skips the day another one ran', async () => {
    const first = new ProtocolRetention(protocol, 24, redis);
    const second = new ProtocolRetention(protocol, 24, redis);
    await protocol.record(entry('2020-01-01T00:00:00.000Z'));

    const runs = await Promise.all([first.runDaily(NOW), second.runDaily(NOW)]);
    expect(runs.filter((run) => run === null)).toHaveLength(1);
    expect(runs).toContain(1);

    await protocol.record(entry('2020-01-02T00:00:00.000Z'));
    expect(await first.runDaily(new Date(NOW.getTime() + 60 * 60 * 1000))).toBeNull();
    expect(await second.runDaily(new Date(NOW.getTime() + 60 * 60 * 1000))).toBeNull();
    expect(await dates()).toEqual(['2020-01-02T00:00:00.000Z']);
    expect(await redis.ttl(`${RETENTION_LOCK_PREFIX}${day}`)).toBeGreaterThan(24 * 60 * 60);
  });
});
