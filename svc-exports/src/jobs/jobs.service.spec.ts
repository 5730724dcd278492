import { newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import { z } from 'zod';
import { InMemoryExportRunsRepository } from '../../test/in-memory-export-runs.repository';
import { InMemoryJobsQueue } from '../../test/in-memory-jobs.queue';
import { ExportRunsRepository } from './export-runs.repository';
import { JobFailure, type JobHandler } from './job-handler';
import { JobsQueue } from './jobs.queue';
import { JobsService, jobErrorOf, missingHandlers } from './jobs.service';

/** A job that counts to `to`, recording each step: a rerun continues from the last one recorded. */
const counting: JobHandler<{ to: number }, { counted: number[] }, number> = {
  name: 'count',
  payload: z.object({ to: z.number().int().min(1) }),
  async run({ to }, { checkpoint, progress }) {
    const counted: number[] = [];
    for (let step = (checkpoint ?? 0) + 1; step <= to; step += 1) {
      counted.push(step);
      await progress(step, to, step);
    }
    return { counted };
  },
};

const refusing: JobHandler<Record<string, never>, never> = {
  name: 'refuse',
  payload: z.object({}),
  run: () =>
    Promise.reject(new JobFailure('import.excel', [{ row: 3, column: 'vst', key: 'util.required' }])),
};

/** An export that writes `rows` rows of a period: its end is logged (decision 0051). */
const exporting: JobHandler<{ rows: number }, { rows: number }> = {
  name: 'export',
  payload: z.object({ rows: z.number().int().min(0) }),
  run: async ({ rows }) => ({ rows }),
  exportRun: (_payload, { rows }) => ({
    kind: 'tt/admin',
    format: 'xlsx',
    start: '2026-11-01',
    end: '2026-11-30',
    rows,
  }),
};

function setup() {
  const queue = new InMemoryJobsQueue();
  const runs = new InMemoryExportRunsRepository();
  const { sut, requests, clock } = newTestService(JobsService, [
    standIn(JobsQueue, queue),
    standIn(ExportRunsRepository, runs),
  ]);
  requests.answer('identity.user.get', ({ id }) => ({
    _id: id,
    name: 'Peter Planung',
    role: ['planung'],
    deleted: false,
  }));
  sut.register(counting);
  sut.register(refusing);
  sut.register(exporting);
  sut.startWorker();
  return { sut, queue, runs, requests, clock };
}

describe('the jobs of svc-exports', () => {
  it('runs a job and reports its progress and result to the user who started it', async () => {
    const { sut, queue } = setup();
    const { jobId } = await sut.start('count', { to: 3 }, 'planner-1');
    expect(await sut.status(jobId, testUser('planner-1', ['planung']))).toMatchObject({
      state: 'waiting',
      progress: { done: 0, total: 0 },
    });
    await queue.runAll();
    expect(await sut.status(jobId, testUser('planner-1', ['planung']))).toEqual({
      id: jobId,
      name: 'count',
      state: 'completed',
      progress: { done: 3, total: 3 },
      result: { counted: [1, 2, 3] },
    });
  });

  it('shows a job to its owner and to admins only; to anyone else it does not exist', async () => {
    const { sut } = setup();
    const { jobId } = await sut.start('count', { to: 1 }, 'planner-1');
    await expect(sut.status(jobId, testUser('admin-1', ['admin']))).resolves.toMatchObject({ id: jobId });
    await expect(sut.status(jobId, testUser('planner-2', ['planung']))).rejects.toMatchObject({
      status: 404,
      key: 'jobs.notFound',
    });
    await expect(sut.status('unknown', testUser('planner-1', ['planung']))).rejects.toMatchObject({
      status: 404,
    });
  });

  it('continues a job from what it recorded when it runs again', async () => {
    const { sut, queue } = setup();
    const { jobId } = await sut.start('count', { to: 4 }, 'planner-1');
    const stored = queue.jobs.get(jobId);
    if (!stored) throw new Error('not queued');
    stored.data = { ...stored.data, checkpoint: 2 };
    await queue.runAll();
    expect(await sut.status(jobId, testUser('planner-1', ['planung']))).toMatchObject({
      result: { counted: [3, 4] },
    });
  });

  it('logs the end of an export once, by whom, with its kind, period and rows, never its content (D.8, decision 0051)', async () => {
    const { sut, queue, runs, clock } = setup();
    const { jobId } = await sut.start('export', { rows: 12 }, 'planner-1');
    await sut.start('count', { to: 1 }, 'planner-1');
    await queue.runAll();
    expect(runs.events).toEqual([
      {
        id: expect.any(String),
        subject: 'exports.export.done',
        occurredAt: clock.now().toISOString(),
        actor: { id: 'planner-1', name: 'Peter Planung' },
        data: {
          export: {
            jobId,
            kind: 'tt/admin',
            format: 'xlsx',
            start: '2026-11-01',
            end: '2026-11-30',
            rows: 12,
          },
        },
      },
    ]);
    // the job runs again (svc-exports stopped after the file, before the queue heard of its end; or another
    // replica took it up): no second event
    const stored = queue.jobs.get(jobId);
    if (!stored) throw new Error('not queued');
    stored.state = 'waiting';
    await queue.runAll();
    expect(await sut.status(jobId, testUser('planner-1', ['planung']))).toMatchObject({ state: 'completed' });
    expect(runs.events).toHaveLength(1);
    expect(runs.runs.get(jobId)).toMatchObject({ owner: 'planner-1', rows: 12 });
  });

  it('logs an export by its starter’s id when the gateway does not answer for the name', async () => {
    const { sut, queue, runs, requests } = setup();
    requests.answer('identity.user.get', () => Promise.reject(new Error('no gateway')));
    await sut.start('export', { rows: 0 }, 'planner-1');
    await queue.runAll();
    expect(runs.events).toMatchObject([{ actor: { id: 'planner-1', name: 'planner-1' } }]);
  });

  it('ends a refused job with its message key and the faults of its input', async () => {
    const { sut, queue } = setup();
    const { jobId } = await sut.start('refuse', {}, 'planner-1');
    await queue.runAll();
    expect(await sut.status(jobId, testUser('planner-1', ['planung']))).toMatchObject({
      state: 'failed',
      error: { key: 'import.excel', faults: [{ row: 3, column: 'vst', key: 'util.required' }] },
    });
  });

  it('reports an unforeseen failure with the generic message', () => {
    expect(jobErrorOf('connect ECONNREFUSED 127.0.0.1:4222')).toEqual({ key: 'util.error' });
    expect(jobErrorOf(undefined)).toEqual({ key: 'util.error' });
  });

  it('refuses a payload its handler does not accept, and a job name without a handler', async () => {
    const { sut } = setup();
    await expect(sut.start('count', { to: 0 }, 'planner-1')).rejects.toThrow();
    await expect(sut.start('unknown', {}, 'planner-1')).rejects.toThrow('no handler for job unknown');
    expect(() => sut.register(counting)).toThrow('job count has two handlers');
  });

  it('names the jobs that have no handler (svc-exports then does not start)', () => {
    const handlers = new Map([['count', counting]]);
    expect(missingHandlers(['count', 'store-import'], handlers)).toEqual(['store-import']);
    expect(missingHandlers(['count'], handlers)).toEqual([]);
  });
});
