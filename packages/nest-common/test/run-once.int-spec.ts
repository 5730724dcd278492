import { MongoClient, type Db } from 'mongodb';
import { MIGRATIONS_COLLECTION, runOnce } from '../src';

// A one-time data change (a backfill whose filter reads a whole collection on FerretDB) runs at the first
// start only: later starts find its record by _id and skip it (decision 0026). Real FerretDB.

describe('runOnce on FerretDB', () => {
  let client: MongoClient;
  let db: Db;

  beforeAll(async () => {
    client = await MongoClient.connect(process.env.MONGO_URL as string);
    db = client.db(`run-once-${Date.now().toString(36)}`);
  });

  afterAll(async () => {
    await db.dropDatabase();
    await client.close();
  });

  it('runs a change the first time and skips it on every later start', async () => {
    const runs: string[] = [];
    const backfill = async () => {
      runs.push('backfill');
      await db.collection('things').updateMany({ version: { $exists: false } }, { $set: { version: 0 } });
    };
    await db.collection('things').insertMany([{ name: 'old' }, { name: 'older' }]);

    expect(await runOnce(db, 'things.version', backfill)).toBe(true);
    expect(await runOnce(db, 'things.version', backfill)).toBe(false);
    expect(await runOnce(db, 'things.version', backfill)).toBe(false);

    expect(runs).toEqual(['backfill']);
    expect(await db.collection('things').countDocuments({ version: 0 })).toBe(2);
    expect(await db.collection(MIGRATIONS_COLLECTION).findOne({ _id: 'things.version' as never })).toEqual({
      _id: 'things.version',
      doneAt: expect.any(Date),
    });
  });

  it('runs the change again at the next start when it failed before its end', async () => {
    const failing = () => Promise.reject(new Error('server gone'));
    await expect(runOnce(db, 'things.failing', failing)).rejects.toThrow('server gone');
    const runs: string[] = [];
    expect(
      await runOnce(db, 'things.failing', async () => {
        runs.push('again');
      }),
    ).toBe(true);
    expect(runs).toEqual(['again']);
  });
});
