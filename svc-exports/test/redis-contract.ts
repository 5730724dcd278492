import type { RepositoryContract } from '@agecheck/nest-common/testing';
import { RedisConnection } from '../src/queue/redis.connection';

/**
 * The two implementations a contract on Redis compares: the in-memory stand-in of the unit tests and the
 * real one on the connection it is given, made fresh for every case; `stop` ends what the real one started.
 */
export type RedisImplementations<S> = {
  inMemory: () => S;
  redis: (redis: RedisConnection) => { subject: S; stop?: () => Promise<void> };
};

/**
 * `describeRepositoryContract` for svc-exports' parts that keep their state in Redis (the uploads, the job
 * queue): runs the same cases against the in-memory stand-in and the real one on the Redis of the
 * integration tests (`REDIS_URL`). The keys are shared with the running svc-exports, so a case uses ids (or
 * a queue) of its own. `onRedis` adds the checks of the real one alone.
 */
export function describeRedisContract<S>(
  name: string,
  implementations: RedisImplementations<S>,
  cases: RepositoryContract<S>,
  onRedis: Record<string, (redis: RedisConnection, subject: S) => Promise<void>> = {},
): void {
  describe(`${name} contract`, () => {
    describe('in memory', () => {
      for (const [title, check] of Object.entries(cases))
        it(title, async () => {
          await check(implementations.inMemory());
        });
    });

    describe('on Redis', () => {
      let redis: RedisConnection;

      beforeAll(() => {
        const url = process.env.REDIS_URL;
        if (!url)
          throw new Error('REDIS_URL is not set: run the tests through "npm test" (infra/bin/test.mjs)');
        redis = new RedisConnection(url);
      });

      afterAll(async () => {
        await redis?.onApplicationShutdown();
      });

      const all = {
        ...cases,
        ...Object.fromEntries(
          Object.entries(onRedis).map(([title, check]) => [
            `${title} (Redis only)`,
            (subject: S) => check(redis, subject),
          ]),
        ),
      };
      for (const [title, check] of Object.entries(all))
        it(title, async () => {
          const { subject, stop } = implementations.redis(redis);
          try {
            await check(subject);
          } finally {
            await stop?.();
          }
        });
    });
  });
}
