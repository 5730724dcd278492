import type { JobStatus, StoreImportResult } from '@agecheck/contracts';
import { callApi, testDatabase, testPlatform, tokenFor } from '@agecheck/test-kit';
import type { Db } from 'mongodb';
import { storeWorkbook, validRow, workbookBomb, type SheetRow } from './store-workbook';

// The store import through the gateway (back-office spec, sections 2, 7 and 8; decision 0025): the workbook
// goes to svc-exports, POST api/stores/{type} starts the job, and svc-purchases writes stores and round.

const prefix = `I${Date.now().toString(36)}-`;
/**
 * A canton type no demo store and no other test uses: the thousands of test stores stay out of the near
 * stores, searches and rounds that other tests (and the end-to-end tests after them) look at.
 */
const TYPE = 'ktzz';

const purchases = testDatabase('purchases');
const purchasesDb = <T>(read: (db: Db) => Promise<T>): Promise<T> => read(purchases);

function sendWorkbook(token: string, bytes: Buffer): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'filialen.xlsx');
  return fetch(`${testPlatform().gatewayUrl}/api/stores/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

async function upload(token: string, rows: readonly SheetRow[]): Promise<string> {
  const response = await sendWorkbook(token, await storeWorkbook(rows));
  expect(response.status).toBe(201);
  return ((await response.json()) as { file: string }).file;
}

/** Polls the job to its end; answers the last status and every progress seen on the way. */
async function untilEnded(token: string, jobId: string) {
  const seen: JobStatus['progress'][] = [];
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { status, body } = await callApi<JobStatus>(`/api/exports/jobs/${jobId}`, { token });
    expect(status).toBe(200);
    seen.push(body.progress);
    if (body.state === 'completed' || body.state === 'failed') return { status: body, seen };
    if (Date.now() > deadline) throw new Error(`job still ${body.state}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the store import', () => {
  it('refuses a malformed workbook with its faults and writes nothing', async () => {
    const token = await tokenFor('planung');
    const rows = [validRow(1, prefix), { ...validRow(2, prefix), PLZ: 'abc' }, validRow(3, prefix)];
    const file = await upload(token, rows);
    const started = await callApi<{ jobId: string }>(`/api/stores/${TYPE}`, {
      token,
      method: 'POST',
      body: { file, name: `${prefix}bad`, start: '2026-12-01', end: '2026-12-31' },
    });
    expect(started.status).toBe(202);
    const { status } = await untilEnded(token, started.body.jobId);
    expect(status.state).toBe('failed');
    expect(status.error).toEqual({
      key: 'jobs.storeImport.checkSheet',
      faults: [{ row: 3, column: 'PLZ', key: 'jobs.storeImport.plz' }],
    });
    const written = await purchasesDb(async (db) => ({
      stores: await db.collection('stores').countDocuments({ vst: { $in: [`${prefix}1`, `${prefix}3`] } }),
      entries: await db.collection('sprints').countDocuments({ name: `${prefix}bad` }),
    }));
    expect(written).toEqual({ stores: 0, entries: 0 });
  });

  it('imports 2 000 stores as a round, reporting progress on the way', async () => {
    const token = await tokenFor('planung');
    const rows = Array.from({ length: 2000 }, (_, index) => validRow(index + 1, prefix));
    const started = await callApi<{ jobId: string }>(`/api/stores/${TYPE}`, {
      token,
      method: 'POST',
      body: {
        file: await upload(token, rows),
        name: `${prefix}round`,
        start: '2026-12-01',
        end: '2026-12-31',
      },
    });
    expect(started.status).toBe(202);
    const { status, seen } = await untilEnded(token, started.body.jobId);
    expect(status.state).toBe('completed');
    const result = status.result as StoreImportResult;
    expect(result).toMatchObject({ updated: 2000, created: 2000, entries: 2000, removedEntries: [] });
    expect(seen.some(({ done, total }) => total === 2000 && done > 0 && done < 2000)).toBe(true);
    expect(status.progress).toEqual({ done: 2000, total: 2000 });
    const sprintListID = result.sprintListID as string;
    expect(await purchasesDb((db) => db.collection('sprints').countDocuments({ sprintListID }))).toBe(2000);
    const lookup = await callApi<{ stores: { name: string }[] }>(`/api/stores/${TYPE}/-/byVST/${prefix}17`, {
      token,
    });
    expect(lookup.body.stores.map((store) => store.name)).toEqual(['Teststore 17']);
  }, 180_000);

  it('brings a round to a changed sheet: entries removed, targets changed', async () => {
    const token = await tokenFor('planung');
    const rows = Array.from({ length: 30 }, (_, index) => validRow(index + 1, `${prefix}u`));
    const first = await callApi<{ jobId: string }>(`/api/stores/${TYPE}`, {
      token,
      method: 'POST',
      body: {
        file: await upload(token, rows),
        name: `${prefix}update`,
        start: '2026-12-01',
        end: '2026-12-31',
      },
    });
    const created = (await untilEnded(token, first.body.jobId)).status.result as StoreImportResult;
    const sprintListID = created.sprintListID as string;

    // 3 stores fewer, 2 with more alcohol tests
    const changed = rows.slice(3).map((row, index) => (index < 2 ? { ...row, Alkohol: 3 } : row));
    const update = await callApi<{ jobId: string }>(`/api/stores/${TYPE}`, {
      token,
      method: 'POST',
      body: { file: await upload(token, changed), isUpdate: true, sprintListID },
    });
    expect(update.status).toBe(202);
    const updated = (await untilEnded(token, update.body.jobId)).status;
    expect(updated.state).toBe('completed');
    const second = updated.result as StoreImportResult;
    expect(second).toMatchObject({ updated: 27, created: 0, sprintListID });
    expect(second.removedEntries.map((entry) => entry.vst).sort()).toEqual(
      rows
        .slice(0, 3)
        .map((row) => row.VST)
        .sort(),
    );
    expect(second.updatedEntries.map((entry) => entry.vst)).toEqual(
      changed.slice(0, 2).map((row) => row.VST),
    );
    expect(await purchasesDb((db) => db.collection('sprints').countDocuments({ sprintListID }))).toBe(27);
  }, 180_000);

  it('shows a job to the planner who started it and to admins only', async () => {
    const token = await tokenFor('planung');
    const started = await callApi<{ jobId: string }>(`/api/stores/${TYPE}`, {
      token,
      method: 'POST',
      body: { file: await upload(token, [validRow(1, `${prefix}x`)]), onlyStores: true },
    });
    await untilEnded(token, started.body.jobId);
    const path = `/api/exports/jobs/${started.body.jobId}`;
    expect((await callApi(path, { token: await tokenFor('admin') })).status).toBe(200);
    expect((await callApi(path, { token: await tokenFor('testkaeufer') })).status).toBe(404);
  });

  it('refuses to update a round that does not exist, and a body without a round name', async () => {
    const token = await tokenFor('planung');
    const file = await upload(token, [validRow(1, `${prefix}y`)]);
    const noRound = await callApi(`/api/stores/${TYPE}`, {
      token,
      method: 'POST',
      body: { file, isUpdate: true, sprintListID: 'no-such-round' },
    });
    expect(noRound).toMatchObject({ status: 404, body: { message: 'jobs.storeImport.noRound' } });
    const noName = await callApi(`/api/stores/${TYPE}`, { token, method: 'POST', body: { file } });
    expect(noName.status).toBe(400);
  });

  it('refuses at the upload a workbook that unpacks to 100 MB, saying so (issue 17)', async () => {
    const token = await tokenFor('planung');
    const response = await sendWorkbook(token, await workbookBomb(4_000, 25_000));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: 'WORKBOOK_UNPACKED_TOO_LARGE',
      message: 'workbook.unpackedTooLarge',
    });
  }, 60_000);

  it('imports a row without coordinates and leaves the store for the geocoding (issue 17)', async () => {
    const token = await tokenFor('planung');
    const placed = validRow(1, `${prefix}g`);
    const unplaced = { ...validRow(2, `${prefix}g`), Breitengrad: '', Längengrad: '' };
    const started = await callApi<{ jobId: string }>(`/api/stores/${TYPE}`, {
      token,
      method: 'POST',
      body: { file: await upload(token, [placed, unplaced]), onlyStores: true },
    });
    expect(started.status).toBe(202);
    const { status } = await untilEnded(token, started.body.jobId);
    expect(status.state).toBe('completed');
    expect(status.result).toMatchObject({ updated: 2, created: 2, toGeocode: 1 });
    const stores = await purchasesDb((db) =>
      db
        .collection('stores')
        .find({ api: TYPE, vst: { $in: [placed.VST, unplaced.VST] } })
        .toArray(),
    );
    const byVst = new Map(stores.map((store) => [store.vst as string, store]));
    expect(byVst.get(placed.VST as string)?.geo).toEqual({
      latitude: placed.Breitengrad,
      longitude: placed.Längengrad,
    });
    // no latitude: the geocoding's next run asks for it (decision 0029)
    expect(byVst.get(unplaced.VST as string)?.geo).toEqual({});
    const counts = await callApi<{ toGeocode: number }>('/api/stores/geocode', {
      token: await tokenFor('admin'),
    });
    expect(counts.body.toGeocode).toBeGreaterThanOrEqual(1);
    // the geocoding's own test counts the stores without coordinates: this one gets its position back
    await purchasesDb((db) =>
      db
        .collection('stores')
        .updateOne({ api: TYPE, vst: unplaced.VST }, { $set: { geo: { latitude: 47.4, longitude: 8.5 } } }),
    );
  });

  it('answers the running job to the same import sent twice at once: one round, each store once (issue 17)', async () => {
    const token = await tokenFor('planung');
    const rows = Array.from({ length: 120 }, (_, index) => validRow(9900 + index, `${prefix}d`));
    // the form sent twice: each time its upload, then its start
    const files = await Promise.all([upload(token, rows), upload(token, rows)]);
    const body = { name: `${prefix}twice`, start: '2026-12-01', end: '2026-12-31' };
    const starts = await Promise.all(
      files.map((file) =>
        callApi<{ jobId: string }>(`/api/stores/${TYPE}`, {
          token,
          method: 'POST',
          body: { ...body, file },
        }),
      ),
    );
    expect(starts.map((start) => start.status)).toEqual([202, 202]);
    expect(starts[1]?.body.jobId).toBe(starts[0]?.body.jobId);
    const { status } = await untilEnded(token, starts[0]?.body.jobId as string);
    expect(status.state).toBe('completed');

    const written = await purchasesDb(async (db) => ({
      rounds: await db.collection('sprints').distinct('sprintListID', { name: `${prefix}twice` }),
      entries: await db.collection('sprints').countDocuments({ name: `${prefix}twice` }),
      stores: await db
        .collection('stores')
        .countDocuments({ api: TYPE, vst: { $in: rows.map((r) => r.VST) } }),
    }));
    expect(written).toEqual({ rounds: [expect.any(String)], entries: 120, stores: 120 });
  }, 180_000);

  it('keeps each store once when two imports write the same new stores at once (issue 17)', async () => {
    const token = await tokenFor('planung');
    const rows = Array.from({ length: 150 }, (_, index) => validRow(index + 1, `${prefix}s`));
    const starts = await Promise.all(
      ['a', 'b'].map(async (round) =>
        callApi<{ jobId: string }>(`/api/stores/${TYPE}`, {
          token,
          method: 'POST',
          body: {
            file: await upload(token, rows),
            name: `${prefix}same-${round}`,
            start: '2026-12-01',
            end: '2026-12-31',
          },
        }),
      ),
    );
    expect(starts[1]?.body.jobId).not.toBe(starts[0]?.body.jobId);
    const ended = await Promise.all(starts.map((start) => untilEnded(token, start.body.jobId)));
    expect(ended.map(({ status }) => status.state)).toEqual(['completed', 'completed']);
    const stores = await purchasesDb((db) =>
      db.collection('stores').countDocuments({ api: TYPE, vst: { $in: rows.map((row) => row.VST) } }),
    );
    expect(stores).toBe(150);
    // and a store cannot be inserted beside one of the same type and number
    await expect(
      purchasesDb((db) =>
        db.collection('stores').insertOne({ api: TYPE, type: TYPE, vst: rows[0]?.VST, spamia_type: null }),
      ),
    ).rejects.toMatchObject({ code: 11000 });
  }, 180_000);
});
