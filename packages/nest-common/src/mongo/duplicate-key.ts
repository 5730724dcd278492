import { MongoServerError } from 'mongodb';

/** MongoDB's answer to a write that breaks a unique index. */
const DUPLICATE_KEY = 11000;

/**
 * FerretDB 1.x (SQLite) answers an insert that breaks a unique index with 11000, but an update or a
 * findAndModify that does with an internal error naming SQLite's constraint.
 */
const SQLITE_UNIQUE = /UNIQUE constraint failed/;

/** A write refused because another document has the same key of a unique index (MongoDB and FerretDB alike). */
export function isDuplicateKey(error: unknown): boolean {
  return (
    error instanceof MongoServerError && (error.code === DUPLICATE_KEY || SQLITE_UNIQUE.test(error.message))
  );
}
