import { randomUUID } from 'node:crypto';
import type { Implementation, RepositoryContract } from '@agecheck/nest-common/testing';
import { JobsQueue, type RunningJob, type StoredJob } from '../src/jobs/jobs.queue';
import { InMemoryJobsQueue } from './in-memory-jobs.queue';
import { describeRedisContract } from './redis-contract';

// The job queue of svc-exports (decision 0022): the in-memory stand-in of the unit tests answers as the BullMQ
// queue on the real Redis, on a queue of this test's own beside svc-exports' one. It is the same contract as
// the repositories' (`describeRepositoryContract`), run against Redis (`describeRedisContract`): a job kept under its id with its owner,
// waiting until a worker runs it; the same id or the `sameAs` key of a job not ended yet queuing nothing; the
// progress and checkpoint a running job reports, its result, a failure with its message.
//
// Left out: when jobs run (the in-memory queue runs them when the test says, `runAll`; BullMQ as soon as the
// worker is free), retries of transient faults and the take-over of a stalled job, which `jobs.int-spec.ts`
// covers on Redis. Every failure here is final, as a `JobFailure` is.

type Subject = {
  queue: Pick<Implementation<JobsQueue>, 'add' | 'find'>;
  /** Starts the worker with `process` and waits until every job added so far has ended. */
  runAll: (process: (job: RunningJob) => Promise<unknown>) => Promise<void>;
};

const data = (payload: unknown = { to: 1 }) => ({ owner: 'pl1', payload });

/** The job `count` of pl1 as `find` answers it, in the state and with what `changes` say. */
const stored = (id: string, changes: Partial<StoredJob> = {}): StoredJob => ({
  id,
  name: 'count',
  owner: 'pl1',
  state: 'waiting',
  progress: { done: 0, total: 0 },
  ...changes,
});

const cases: RepositoryContract<Subject> = {
  'a job added is found waiting under its id, with its name and owner; an unknown id finds none': async ({
    queue,
  }) => {
    const id = randomUUID();
    expect(await queue.add('count', id, data())).toBe(id);
    expect(await queue.find(id)).toEqual(stored(id));
    expect(await queue.find(randomUUID())).toBeUndefined();
  },

  'a second add under the same id queues nothing and answers the id': async ({ queue, runAll }) => {
    const id = randomUUID();
    await queue.add('count', id, data({ to: 1 }));
    expect(await queue.add('count', id, data({ to: 2 }))).toBe(id);
    const payloads: unknown[] = [];
    await runAll(async (job) => void payloads.push(job.data.payload));
    expect(payloads).toEqual([{ to: 1 }]);
  },

  'an add with the sameAs key of a job not ended answers that job; once it ended, a new one runs': async ({
    queue,
    runAll,
  }) => {
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    const sameAs = `same-${randomUUID()}`;
    expect(await queue.add('count', first, data(), sameAs)).toBe(first);
    expect(await queue.add('count', second, data(), sameAs)).toBe(first);
    expect(await queue.find(second)).toBeUndefined();
    await runAll(async () => 'done');
    expect(await queue.add('count', third, data(), sameAs)).toBe(third);
    expect(await queue.find(third)).toMatchObject({ id: third, owner: 'pl1' });
  },

  'a job run keeps the progress it reported last and its result; the worker sees its data': async ({
    queue,
    runAll,
  }) => {
    const id = randomUUID();
    await queue.add('count', id, data({ to: 3 }));
    const seen: { id: string; name: string; payload: unknown; owner: string }[] = [];
    await runAll(async (job) => {
      seen.push({ id: job.id, name: job.name, payload: job.data.payload, owner: job.data.owner });
      await job.report({ done: 1, total: 3 }, 1);
      await job.report({ done: 3, total: 3 });
      return { last: 3 };
    });
    expect(seen).toEqual([{ id, name: 'count', payload: { to: 3 }, owner: 'pl1' }]);
    expect(await queue.find(id)).toEqual(
      stored(id, { state: 'completed', progress: { done: 3, total: 3 }, result: { last: 3 } }),
    );
  },

  'a job that throws fails with the message it ended with, and keeps its progress': async ({
    queue,
    runAll,
  }) => {
    const id = randomUUID();
    await queue.add('count', id, data());
    await runAll(async (job) => {
      await job.report({ done: 1, total: 2 });
      throw new Error('util.invalid');
    });
    expect(await queue.find(id)).toEqual(
      stored(id, { state: 'failed', progress: { done: 1, total: 2 }, failedReason: 'util.invalid' }),
    );
  },
};

describeRedisContract<Subject>(
  'JobsQueue',
  {
    inMemory: () => {
      const queue = new InMemoryJobsQueue();
      return {
        queue,
        runAll: async (process) => {
          queue.work(process);
          await queue.runAll();
        },
      };
    },
    redis: (redis) => {
      // a queue of the case's own, so that svc-exports' worker and the other cases take none of its jobs
      const queue = new JobsQueue(redis, `jobs-contract-${randomUUID()}`);
      queue.onModuleInit();
      const added: string[] = [];
      const subject: Subject = {
        queue: {
          add: async (...args) => {
            const id = await queue.add(...args);
            added.push(id);
            return id;
          },
          find: (id) => queue.find(id),
        },
        runAll: async (process) => {
          queue.work(process, { concurrency: 1, isFinal: () => true });
          const deadline = Date.now() + 20_000;
          for (const id of added) {
            while (!['completed', 'failed'].includes((await queue.find(id))?.state ?? 'completed')) {
              if (Date.now() > deadline) throw new Error(`job ${id} has not ended`);
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
          }
        },
      };
      return { subject, stop: () => queue.onApplicationShutdown() };
    },
  },
  cases,
);
