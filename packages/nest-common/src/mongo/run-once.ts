import type { Db } from 'mongodb';

/** The collection that records which one-time data changes an app's database has had. */
export const MIGRATIONS_COLLECTION = 'migrations';

type MigrationDocument = { _id: string; doneAt: Date };

/**
 * Runs `work` once per database under the name `id`: a start finds the record of an earlier run by `_id`
 * (the one filter FerretDB 1.x answers without reading every document) and skips it. For data changes such as
 * a backfill that would read a whole collection on every start. `work` must be safe to run twice: two
 * replicas starting together may both run it before either records it.
 */
export async function runOnce(db: Db, id: string, work: () => Promise<void>): Promise<boolean> {
  const migrations = db.collection<MigrationDocument>(MIGRATIONS_COLLECTION);
  if (await migrations.findOne({ _id: id })) return false;
  await work();
  await migrations.updateOne({ _id: id }, { $setOnInsert: { doneAt: new Date() } }, { upsert: true });
  return true;
}
