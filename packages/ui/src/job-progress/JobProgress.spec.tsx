/**
 * @jest-environment jsdom
 */
import type { JobFault, JobStatus } from '@agecheck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '../api/api-client';
import { renderUi } from '../testing/render-ui';
import { JobProgress } from './JobProgress';
import { JOB_POLL_MS } from './job-progress.api';

// Decision 0022: a long job of svc-exports is polled at `GET /api/exports/jobs/:id` until it ended; the bar
// shows done of total, then the result, or why it failed with the faults of the input.
type Answer = { status: number; body: unknown };

/** svc-exports as the component sees it: the answers to each job's polls in turn, the last one repeated. */
const answers = new Map<string, Answer[]>();
const requests: { path: string; headers: IncomingHttpHeaders }[] = [];
let server: Server;
let baseUrl: string;
/** Each test's own job (a poll of an earlier test may still be under way); the slash is sent encoded. */
let jobId: string;
let jobCount = 0;
const pathOfJob = () => `/api/exports/jobs/${encodeURIComponent(jobId)}`;
const polls = () => requests.filter((request) => request.path === pathOfJob());

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', headers: request.headers });
    const prefix = '/api/exports/jobs/';
    const queue = request.url?.startsWith(prefix)
      ? answers.get(decodeURIComponent(request.url.slice(prefix.length)))
      : undefined;
    const { status, body } = (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? {
      status: 404,
      body: { statusCode: 404, code: 'JOB_NOT_FOUND', message: 'jobs.notFound' },
    };
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  jobCount += 1;
  jobId = `job/${jobCount}`;
});

const job = (state: JobStatus['state'], done: number, total: number, more: Partial<JobStatus> = {}) => ({
  status: 200,
  body: { id: jobId, name: 'purchase-list', state, progress: { done, total }, ...more } satisfies JobStatus,
});

/** The component as a screen shows it, its client made as the shell makes it, calling the test's server. */
const renderJob = async (onEnd = jest.fn()) => {
  const api = createApiClient({ baseUrl, getToken: async () => 'token-1', onUnauthorized: () => undefined });
  const element = (end: typeof onEnd) => (
    <JobProgress
      jobId={jobId}
      onEnd={end}
      renderResult={(result) => <a href="#file">{(result as { file: string }).file}</a>}
    />
  );
  const view = await renderUi(element(onEnd), { shell: { api } });
  return { onEnd, rerender: (end: typeof onEnd) => view.rerender(element(end)) };
};
const statusText = () => screen.getByRole('status').textContent;
const bar = () => screen.getByRole('progressbar');
const faults = (count: number): JobFault[] =>
  Array.from({ length: count }, (_, index) => ({
    row: index + 2,
    column: 'PLZ',
    key: 'jobs.storeImport.plz',
  }));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const POLLED = { timeout: 3 * JOB_POLL_MS };

describe('JobProgress (decision 0022)', () => {
  it('asks the job with the bearer token, shows one not started as waiting and asks again', async () => {
    answers.set(jobId, [job('waiting', 0, 0)]);
    const { onEnd } = await renderJob();
    await waitFor(() => expect(polls()).toHaveLength(2), POLLED);
    expect(polls()[0]?.path).toBe(`/api/exports/jobs/job%2F${jobCount}`);
    expect(polls()[0]?.headers.authorization).toBe('Bearer token-1');
    expect(statusText()).toBe('Wartet auf den Start …');
    expect(bar().getAttribute('aria-label')).toBe('Wartet auf den Start …');
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('polls a running job, shows "x von y", then its result once completed, and reports the end once', async () => {
    answers.set(jobId, [
      job('active', 3, 10),
      job('completed', 10, 10, { result: { file: 'Einkaufsliste.xlsx' } }),
    ]);
    const { onEnd, rerender } = await renderJob();
    expect(await screen.findByText('3 von 10')).toBeTruthy();
    expect(bar().getAttribute('aria-label')).toBe('3 von 10');
    expect(bar().getAttribute('aria-valuenow')).toBe('30');
    expect(onEnd).not.toHaveBeenCalled();

    expect(await screen.findByText('Abgeschlossen.', {}, POLLED)).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('link', { name: 'Einkaufsliste.xlsx' })).toBeTruthy();
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith(expect.objectContaining({ state: 'completed' }));

    // an ended job is asked no more, and a screen rendering again with a new callback is not told again
    const later = jest.fn();
    rerender(later);
    await pause(JOB_POLL_MS * 1.5);
    expect(polls()).toHaveLength(2);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
    expect(statusText()).toBe('Abgeschlossen.');
  });

  it.each([
    [20, 25, '… und 5 weitere Fehler.'],
    [20, 20, null],
    [1, 1, null],
  ])(
    'lists %i of %i faults of a refused input (at most 20) and counts the rest',
    async (listed, count, more) => {
      answers.set(jobId, [
        job('failed', 0, 0, { error: { key: 'jobs.storeImport.checkSheet', faults: faults(count) } }),
      ]);
      const { onEnd } = await renderJob();
      const failed = within(await screen.findByTestId('job-failed'));
      expect(failed.getByText('Bitte überprüfen Sie die Excel-Liste.')).toBeTruthy();
      const items = within(failed.getByRole('list', { name: 'Fehlgeschlagen.' })).getAllByRole('listitem');
      expect(items).toHaveLength(listed);
      expect(items[0]?.textContent).toBe('Zeile 2, Spalte PLZ: Die PLZ hat nicht vier Ziffern.');
      expect(failed.queryByText(/weitere Fehler/)?.textContent ?? null).toBe(more);
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(onEnd).toHaveBeenCalledTimes(1);
      expect(onEnd).toHaveBeenCalledWith(expect.objectContaining({ state: 'failed' }));
    },
  );

  it('shows a failed job without faults by its message', async () => {
    answers.set(jobId, [job('failed', 4, 10, { error: { key: 'util.unavailable' } })]);
    const { onEnd } = await renderJob();
    const failed = within(await screen.findByTestId('job-failed'));
    expect(
      failed.getByText('Der Dienst ist zurzeit nicht verfügbar. Bitte versuchen Sie es später erneut.'),
    ).toBeTruthy();
    expect(failed.getByText('Fehlgeschlagen.')).toBeTruthy();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an unknown job', undefined, 'Dieser Auftrag wurde nicht gefunden.'],
    [
      'a server error',
      { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'util.error' } },
      'Es ist ein Fehler aufgetreten.',
    ],
  ])('shows a load error for %s and reports no end', async (_what, answer, message) => {
    if (answer) answers.set(jobId, [answer]);
    const { onEnd } = await renderJob();
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Fehler beim Laden.')).toBeTruthy();
    expect(alert.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onEnd).not.toHaveBeenCalled();
  });
});
