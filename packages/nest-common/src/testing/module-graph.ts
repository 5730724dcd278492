import type { DynamicModule } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { MongoClient } from 'mongodb';
import { MONGO_CLIENT } from '../mongo/mongo.module';
import { NATS_CLIENT_PROXY, NATS_CONNECTION } from '../nats/nats.tokens';

/** A provider replaced for `resolveModuleGraph`: a connection the graph holds, by its token. */
export type ConnectionStandIn = {
  token: string | symbol | (abstract new (...args: never[]) => unknown);
  value: unknown;
};

/**
 * Builds an app's whole module graph as Nest does at start (every provider made, with what it injects), but
 * with its connections left unopened: MongoDB as a client that never connected, NATS as empty stand-ins, and
 * `connections` for the app's own (Redis, say). Nothing is started (no `onModuleInit`). Throws what Nest
 * throws at start when a provider cannot find what it injects, so that a unit test catches what otherwise
 * only the start of the platform would.
 */
export async function resolveModuleGraph(
  root: DynamicModule,
  connections: readonly ConnectionStandIn[] = [],
): Promise<void> {
  let builder = Test.createTestingModule({ imports: [root] })
    .overrideProvider(MONGO_CLIENT)
    .useValue(new MongoClient('mongodb://127.0.0.1:9'))
    .overrideProvider(NATS_CONNECTION)
    .useValue({})
    .overrideProvider(NATS_CLIENT_PROXY)
    .useValue({});
  for (const { token, value } of connections) builder = builder.overrideProvider(token).useValue(value);
  await builder.compile();
}
