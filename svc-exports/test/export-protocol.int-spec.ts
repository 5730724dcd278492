import type { JobStarted, JobStatus, Page, ProtocolEntry } from '@agecheck/contracts';
import { callApi, eventually, testDatabase, tokenFor } from '@agecheck/test-kit';

// The protocol of export runs (checklist D.8: "export run" is logged; decision 0051) on the real platform: a
// planner's purchases export ends, svc-exports records its run with exports.export.done through its outbox,
// and the protocol screen's API (GET api/protocols, admin) lists it once, with who started it, the kind, the
// period and the rows, never the file.

const exportsDb = testDatabase('exports');

describe('the protocol of export runs', () => {
  it('lists an ended export once, by the planner who started it, with its kind, period and rows', async () => {
    const planner = await tokenFor('planung');
    const started = await callApi<JobStarted>('/api/purchases/export/overview', {
      token: planner,
      method: 'POST',
      body: {
        start: '2026-01-01',
        end: '2026-12-31',
        format: 'csv',
        columns: [{ key: 'vst', label: 'VST' }],
      },
    });
    expect(started.status).toBe(201);
    const { jobId } = started.body;
    const status = await eventually(async () => {
      const answer = await callApi<JobStatus>(`/api/exports/jobs/${jobId}`, { token: planner });
      expect(answer.body.state).toBe('completed');
      return answer.body;
    });
    const rows = (status.result as { rows: number }).rows;

    const admin = await tokenFor('admin');
    const entries = await eventually(async () => {
      const page = await callApi<Page<ProtocolEntry>>(
        '/api/protocols?module=exports&type=export.done&pageSize=200',
        { token: admin },
      );
      expect(page.status).toBe(200);
      const found = page.body.items.filter((entry) => entry.detail.includes(jobId));
      expect(found).toHaveLength(1);
      return found;
    });
    expect(entries[0]).toMatchObject({
      module: 'exports',
      type: 'export.done',
      short: 'protocol.exports.export.done',
      params: {
        kind: 'purchases',
        format: 'csv',
        start: '2026-01-01',
        end: '2026-12-31',
        rows: String(rows),
      },
      actor: { name: expect.any(String) },
    });
    expect(entries[0]?.actor.name).not.toBe(entries[0]?.actor.id);
    expect(JSON.parse(entries[0]?.detail ?? '{}')).toEqual({
      export: { jobId, kind: 'purchases', format: 'csv', start: '2026-01-01', end: '2026-12-31', rows },
    });
    // svc-exports keeps the run by the job's id, its event published
    expect(await exportsDb.collection('exportRuns').findOne({ _id: jobId as never })).toMatchObject({
      kind: 'purchases',
      rows,
    });
  });
});
