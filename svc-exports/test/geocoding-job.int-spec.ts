import type { GeocodingCounts, GeocodingResult, JobStarted, JobStatus } from '@agecheck/contracts';
import { callApi, testDatabase, tokenFor } from '@agecheck/test-kit';
import type { ObjectId } from 'mongodb';
import { crashAndRestart } from './service-process';

// Issue 8: "a geocoding job survives a restart of svc-exports in the middle and completes" (back-office spec,
// section 2, "Settings": store geocoding with the counters successful, failed, toGeocode and stores). The
// stores lose their coordinates here; the geocoder stand-in knows their addresses with the demo positions,
// so a complete run gives every store its position back exactly.

const standIn = process.env.GEOCODER_URL ?? '';
type StoreRow = { _id: ObjectId; geo: { latitude?: number; longitude?: number } };
let admin: string;
let before: StoreRow[];

const job = (id: string) => callApi<JobStatus>(`/api/exports/jobs/${id}`, { token: admin });

async function until(id: string, done: (status: JobStatus) => boolean, ms = 120_000): Promise<JobStatus> {
  const deadline = Date.now() + ms;
  for (;;) {
    const { body } = await job(id);
    if (done(body)) return body;
    if (Date.now() > deadline) throw new Error(`job ${id}: ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  admin = await tokenFor('admin');
  before = await stores.find({ type: 'swisslos' }, { projection: { geo: 1 } }).toArray();
});
// the stores get their positions back before the database is closed
const stores = testDatabase('purchases', async () => {
  await fetch(`${standIn}/delay?ms=0`, { method: 'PUT' });
  await fetch(`${standIn}/failing?on=false`, { method: 'PUT' });
  for (const { _id, geo } of before)
    await stores.updateOne(
      { _id },
      { $set: { 'geo.latitude': geo.latitude, 'geo.longitude': geo.longitude } },
    );
}).collection<StoreRow>('stores');

const forget = () =>
  stores.updateMany({ type: 'swisslos' }, { $unset: { 'geo.latitude': '', 'geo.longitude': '' } });

describe('the geocoding job', () => {
  it('finds every store without coordinates and completes although svc-exports restarts in the middle', async () => {
    expect(before.length).toBeGreaterThanOrEqual(10);
    await forget();
    const counts = await callApi<GeocodingCounts>('/api/stores/geocode', { token: admin });
    expect(counts.body).toEqual({ stores: await stores.countDocuments(), toGeocode: before.length });

    // slow answers, so that the restart comes while the job runs
    await fetch(`${standIn}/delay?ms=250`, { method: 'PUT' });
    const started = await callApi<JobStarted>('/api/stores/geocode', {
      token: admin,
      method: 'POST',
      body: {},
    });
    expect(started.status).toBe(202);
    const { jobId } = started.body;
    const midway = await until(jobId, (status) => status.progress.done >= 2);
    expect(midway.state).toBe('active');

    await crashAndRestart('svc-exports');
    await fetch(`${standIn}/delay?ms=0`, { method: 'PUT' });
    const ended = await until(jobId, (status) => status.state === 'completed' || status.state === 'failed');
    expect(ended.state).toBe('completed');
    const result = ended.result as GeocodingResult;
    expect(result).toEqual({
      successful: before.length,
      failed: 0,
      toGeocode: before.length,
      stores: counts.body.stores,
      failedStores: [],
    });
    const after = await stores.find({ type: 'swisslos' }, { projection: { geo: 1 } }).toArray();
    expect(after.map(({ _id, geo }) => [String(_id), geo.latitude, geo.longitude])).toEqual(
      before.map(({ _id, geo }) => [String(_id), geo.latitude, geo.longitude]),
    );
    expect((await callApi<GeocodingCounts>('/api/stores/geocode', { token: admin })).body.toGeocode).toBe(0);
  });

  it('ends with Fehler beim Geocoding. when the geocoder fails, and only admin starts it', async () => {
    await forget();
    await fetch(`${standIn}/failing?on=true`, { method: 'PUT' });
    const started = await callApi<JobStarted>('/api/stores/geocode', {
      token: admin,
      method: 'POST',
      body: {},
    });
    const ended = await until(started.body.jobId, (status) => status.state === 'failed');
    expect(ended.error).toEqual({ key: 'geocoding.error' });
    const planner = await tokenFor('planung');
    expect((await callApi('/api/stores/geocode', { token: planner, method: 'POST', body: {} })).status).toBe(
      403,
    );
  });
});
