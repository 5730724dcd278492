import type { Collection, Document, ObjectId } from 'mongodb';

/**
 * Inserts the new documents at once and changes the others one by one by `_id`: FerretDB 1.x takes a
 * hundred updates in one bulk write minutes long (every statement reads the whole collection), one by one
 * about 65 ms each. A batch retried after a failure in the middle finds the inserted ones and updates them.
 */
export async function writeAll(
  collection: Collection<Document>,
  inserts: Document[],
  updates: { _id: ObjectId; fields: Document; unset?: Document }[],
): Promise<void> {
  if (inserts.length > 0) await collection.insertMany(inserts, { ordered: true });
  for (const { _id, fields, unset } of updates)
    await collection.updateOne({ _id }, { $set: fields, ...(unset ? { $unset: unset } : {}) });
}
