import { IdGenerator } from '@agecheck/nest-common';
import { testUser } from '@agecheck/nest-common/testing';
import { z } from 'zod';
import { JobFailure, type JobHandler } from '../src/jobs/job-handler';
import { JobsQueue } from '../src/jobs/jobs.queue';
import { JobsService } from '../src/jobs/jobs.service';
import { RedisConnection } from '../src/queue/redis.connection';

// The job framework of svc-exports on the real Redis (decision 0022), on a queue of this test's own beside
// svc-exports' queue: progress and result, a refused input, and a worker that dies in the middle of a job.

const queueName = `jobs-test-${Date.now().toString(36)}`;
const owner = testUser('planner-1', ['planung']);

/** Counts to `to`, one step every `stepMs`, recording each step; `steps` records every step run. */
function counting(steps: number[], stepMs: number): JobHandler<{ to: number }, { last: number }, number> {
  return {
    name: 'count',
    payload: z.object({ to: z.number().int() }),
    async run({ to }, { checkpoint, progress }) {
      for (let step = (checkpoint ?? 0) + 1; step <= to; step += 1) {
        await new Promise((resolve) => setTimeout(resolve, stepMs));
        steps.push(step);
        await progress(step, to, step);
      }
      return { last: to };
    },
  };
}

const refusing: JobHandler<Record<string, never>, never> = {
  name: 'refuse',
  payload: z.object({}),
  run: () => Promise.reject(new JobFailure('util.invalid', [{ row: 2, column: 'vst', key: 'util.invalid' }])),
};

type Worker = { service: JobsService; stop: () => Promise<void> };

function startWorker(steps: number[], stepMs: number): Worker {
  const redis = new RedisConnection(process.env.REDIS_URL as string);
  const queue = new JobsQueue(redis, queueName);
  queue.onModuleInit();
  const service = new JobsService(queue, new IdGenerator());
  service.register(counting(steps, stepMs));
  service.register(refusing);
  service.startWorker();
  return {
    service,
    stop: async () => {
      await queue.onApplicationShutdown();
      await redis.onApplicationShutdown();
    },
  };
}

async function waitFor(service: JobsService, id: string, until: (state: string) => boolean, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const status = await service.status(id, owner);
    if (until(status.state)) return status;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${status.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the jobs of svc-exports on Redis', () => {
  const workers: Worker[] = [];
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
  });

  it('runs a job, reporting its progress, and keeps its result', async () => {
    const steps: number[] = [];
    const worker = startWorker(steps, 50);
    workers.push(worker);
    const { jobId } = await worker.service.start('count', { to: 10 }, owner.id);
    const status = await waitFor(worker.service, jobId, (state) => state === 'completed');
    expect(status).toEqual({
      id: jobId,
      name: 'count',
      state: 'completed',
      progress: { done: 10, total: 10 },
      result: { last: 10 },
    });
    expect(steps).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('ends a refused job at once with its faults, without retrying it', async () => {
    const worker = workers[0] as Worker;
    const { jobId } = await worker.service.start('refuse', {}, owner.id);
    const status = await waitFor(worker.service, jobId, (state) => state === 'failed', 10_000);
    expect(status.error).toEqual({
      key: 'util.invalid',
      faults: [{ row: 2, column: 'vst', key: 'util.invalid' }],
    });
  });

  it('takes up a job whose worker died in the middle, from its last checkpoint', async () => {
    const steps: number[] = [];
    const first = workers[0] as Worker;
    await first.stop();
    workers.length = 0;
    const dying = startWorker(steps, 200);
    const { jobId } = await dying.service.start('count', { to: 30 }, owner.id);
    const deadline = Date.now() + 20_000;
    while (steps.length < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // the worker goes away without finishing or releasing the job, as a killed svc-exports would
    await dying.stop();
    const runBefore = steps.length;
    expect(runBefore).toBeGreaterThanOrEqual(5);
    expect(runBefore).toBeLessThan(30);

    const restarted = startWorker(steps, 10);
    workers.push(restarted);
    const status = await waitFor(restarted.service, jobId, (state) => state === 'completed');
    expect(status.result).toEqual({ last: 30 });
    // each step ran once, but for the one that may have been under way when the worker died
    expect(new Set(steps).size).toBe(30);
    expect(steps.length).toBeLessThanOrEqual(31);
  }, 90_000);
});
