import { Test, type TestingModule } from '@nestjs/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId, type Db } from 'mongodb';
import {
  createEvent,
  EventBus,
  MongoModule,
  NatsModule,
  OutboxRelay,
  outboxOnInsert,
  type DomainEvent,
} from '../src';

// "Nothing is lost": an event written with its document reaches a durable consumer even when NATS is
// down at the time of the write, and a consumer that was down gets what was published meanwhile, once
// (ARCHITECTURE.md, "Rules of the house"). Real FerretDB, and a real nats-server of the test's own.

function natsBinary(): string {
  const binary = process.env.NATS_SERVER_BIN;
  if (!binary) throw new Error('NATS_SERVER_BIN is not set: run through "npm test"');
  return binary;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits until `condition` holds, running it every 200 ms. */
async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function startNats(port: number, storeDir: string): Promise<ChildProcess> {
  const child = spawn(natsBinary(), ['-js', '-sd', storeDir, '-a', '127.0.0.1', '-p', String(port)], {
    stdio: 'ignore',
  });
  await until(() => accepts(port), 10_000);
  return child;
}

async function stopNats(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const shopperDeleted = (name: string) =>
  createEvent(
    'purchases.shopper.deleted',
    { shopperId: new ObjectId().toHexString(), name, userID: 'u1' },
    { id: 'u1', name: 'Test' },
  );

describe('outbox and durable consumers across outages', () => {
  const storeDir = mkdtempSync(path.join(tmpdir(), 'agecheck-nats-'));
  const database = `outbox_test_${Date.now()}`;
  const modules: TestingModule[] = [];
  let natsPort: number;
  let nats: ChildProcess;
  let mongo: MongoClient;
  let db: Db;

  async function platform(name: string): Promise<TestingModule> {
    const module = await Test.createTestingModule({
      imports: [
        MongoModule.forRoot({ url: process.env.MONGO_URL as string, db: database }),
        NatsModule.forRoot({ url: `nats://127.0.0.1:${natsPort}`, name }),
      ],
    }).compile();
    modules.push(module);
    return module;
  }

  async function collect(module: TestingModule, durable: string): Promise<DomainEvent[]> {
    const received: DomainEvent[] = [];
    await module
      .get(EventBus)
      .consume({ durable, stream: 'PURCHASES', handle: async (event) => void received.push(event) });
    return received;
  }

  beforeAll(async () => {
    natsPort = await freePort();
    nats = await startNats(natsPort, storeDir);
    mongo = await MongoClient.connect(process.env.MONGO_URL as string);
    db = mongo.db(database);
  });

  afterAll(async () => {
    for (const module of modules) await module.close().catch(() => undefined);
    await stopNats(nats);
    await db.dropDatabase();
    await mongo.close();
    rmSync(storeDir, { recursive: true, force: true });
  });

  it('publishes an event written while NATS was down once NATS is back', async () => {
    const module = await platform('outbox-writer');
    const received = await collect(module, 'outbox-test-reader');
    const relay = module.get(OutboxRelay);
    await relay.watch('things');

    await stopNats(nats);
    const event = shopperDeleted('written while NATS was down');
    const id = new ObjectId();
    await db.collection('things').insertOne({ _id: id, ...outboxOnInsert(event) });
    await relay.flush('things', id); // fails quietly: the write stands, the event waits in the document

    expect((await db.collection('things').findOne({ _id: id }))?.outbox).toHaveLength(1);
    expect(received).toHaveLength(0);

    nats = await startNats(natsPort, storeDir);
    // A publish buffered during the outage may go out on reconnect while its acknowledgement is lost;
    // the next sweep publishes again (dropped as a duplicate by its id) and then drains the outbox.
    await until(async () => {
      await relay.sweep().catch(() => undefined);
      const stored = await db.collection('things').findOne({ _id: id });
      return (
        !stored?.outboxPending && stored?.outbox.length === 0 && received.some((item) => item.id === event.id)
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(received.filter((item) => item.id === event.id)).toHaveLength(1);
  }, 60_000);

  it('delivers to a durable consumer what was published while it was down, once', async () => {
    const writer = await platform('outbox-writer-2');
    const event = shopperDeleted('published while the reader was down');
    await writer.get(EventBus).publish(event);
    await writer.get(EventBus).publish(event); // the same event id again: JetStream drops the duplicate

    const reader = await platform('late-reader');
    const received = await collect(reader, 'late-reader');
    await until(() => received.some((item) => item.id === event.id));
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(received.filter((item) => item.id === event.id)).toHaveLength(1);
  }, 60_000);
});
