import { isDuplicateKey } from '@agecheck/nest-common';
import type { Collection, Document, Filter, UpdateFilter } from 'mongodb';

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
    if (!isDuplicateKey(error)) throw error;
  }
}
