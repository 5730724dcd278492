import { MongoServerError, type Collection, type Document, type Filter, type UpdateFilter } from 'mongodb';

const DUPLICATE_KEY = 11000;

/** A read model's row: its id and the time of the last event applied to it. */
type VersionedRow = Document & { _id: string; version: string };

/**
 * Applies a change to a read model's row only when it is newer than what is stored (one conditional
 * single-document write), so a repeated or late event changes nothing (decision 0004).
 */
export async function upsertIfNewer<Row extends VersionedRow>(
  rows: Collection<Row>,
  id: string,
  fields: Partial<Omit<Row, '_id'>> & { version: string },
): Promise<void> {
  try {
    await rows.updateOne(
      { _id: id, version: { $lt: fields.version } } as Filter<Row>,
      { $set: fields } as UpdateFilter<Row>,
      { upsert: true },
    );
  } catch (error) {
    // The row exists with a newer version: the filter missed it and the upsert hit its _id.
    if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
  }
}
