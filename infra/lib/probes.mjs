// @ts-check
// Whether MongoDB (FerretDB) and Redis answer, with their client libraries.
import { Redis } from 'ioredis';
import { MongoClient } from 'mongodb';

/**
 * `{ ping: 1 }` on the admin database answers `ok: 1`.
 * @param {string} url `mongodb://127.0.0.1:<port>`
 * @returns {Promise<boolean>}
 */
export async function mongoPing(url) {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 2000, connectTimeoutMS: 2000 });
  try {
    return (await client.db('admin').command({ ping: 1 })).ok === 1;
  } catch {
    return false;
  } finally {
    await client.close();
  }
}

/**
 * `PING` answers `PONG`.
 * @param {string} url `redis://127.0.0.1:<port>`
 * @returns {Promise<boolean>}
 */
export async function redisPing(url) {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 2000,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
