import { randomBytes } from 'node:crypto';
import type { EventEnvelope } from '@agecheck/contracts';
import { MongoClient, type Db } from 'mongodb';
import type { EventBus } from '../nats/event-bus';
import { OutboxRelay } from '../nats/outbox-relay';

/**
 * The two implementations of a repository a contract test compares: the in-memory stand-in of the unit tests
 * and the MongoDB repository, built the way its module builds it on the database it is given. Each gives a
 * subject of the same shape (usually the repository and a way to put documents in it that the interface has
 * no method for), made fresh for every case.
 */
export type RepositoryImplementations<S> = {
  inMemory: () => S | Promise<S>;
  mongo: (db: Db) => S | Promise<S>;
};

/** The cases of a contract: a name (citing what the services rely on) and a check of one subject. */
export type RepositoryContract<S> = Record<string, (subject: S) => Promise<void>>;

/**
 * Runs the same cases against the in-memory repository and the real one on the MongoDB-protocol server of
 * the integration tests (`MONGO_URL`, FerretDB), so the stand-in the unit tests trust cannot drift from the
 * repository the service runs. The real one gets a database of its own for each case, dropped after it.
 * Call it at the top level of an integration spec (`test/<name>.repository.int-spec.ts`).
 */
export function describeRepositoryContract<S>(
  name: string,
  implementations: RepositoryImplementations<S>,
  cases: RepositoryContract<S>,
): void {
  describe(`${name} contract`, () => {
    describe('in memory', () => {
      for (const [title, check] of Object.entries(cases))
        it(title, async () => {
          await check(await implementations.inMemory());
        });
    });

    describe('on MongoDB', () => {
      let client: MongoClient;
      const prefix = `contract-${name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}`;

      beforeAll(async () => {
        const url = process.env.MONGO_URL;
        if (!url)
          throw new Error('MONGO_URL is not set: run the tests through "npm test" (infra/bin/test.mjs)');
        client = await MongoClient.connect(url);
      });

      afterAll(async () => {
        await client?.close();
      });

      for (const [title, check] of Object.entries(cases))
        it(title, async () => {
          const db = client.db(`${prefix}-${randomBytes(4).toString('hex')}`.slice(0, 63));
          try {
            await check(await implementations.mongo(db));
          } finally {
            await db.dropDatabase();
          }
        });
    });
  });
}

/**
 * The outbox relay a MongoDB repository writes its events through, on the contract's database, with the
 * events it hands on to NATS kept in a list instead (as the in-memory repositories keep theirs), so a
 * contract compares what each implementation publishes.
 */
export function relayRecordingEvents(db: Db): { relay: OutboxRelay; events: EventEnvelope<unknown>[] } {
  const events: EventEnvelope<unknown>[] = [];
  const bus: Pick<EventBus, 'publish'> = {
    publish: async (event) => {
      events.push(event);
    },
  };
  return { relay: new OutboxRelay(db, bus as EventBus), events };
}

/**
 * The order of strings in a MongoDB sort without a collation (MongoDB and FerretDB compare the bytes):
 * capitals before small letters, umlauts after both; for in-memory repositories, which must sort as the
 * database does, not as `localeCompare`.
 */
export function databaseOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
