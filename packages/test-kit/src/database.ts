import { MongoClient, type Db } from 'mongodb';
import { testPlatform } from './platform';

/**
 * The databases of the running platform's MongoDB-protocol server (FerretDB), by name, over one client:
 * connected on first use, closed by an `afterAll` hook of the file or `describe` block it is called in (so
 * call it where a hook may be declared, not inside a test). Jest runs a block's `afterAll` hooks in the order
 * they are declared: what must still use a database at the end goes in `cleanUp`, which runs before the close.
 */
export function testDatabases(cleanUp?: (databases: (name: string) => Db) => Promise<void>) {
  const client = new MongoClient(testPlatform().mongoUrl);
  const databases = (name: string) => client.db(name);
  afterAll(async () => {
    try {
      await cleanUp?.(databases);
    } finally {
      await client.close();
    }
  });
  return databases;
}

/** One database of the running platform (an app's database of `apps.json`, or one a test makes up). */
export function testDatabase(name: string, cleanUp?: (db: Db) => Promise<void>): Db {
  return testDatabases(cleanUp && ((databases) => cleanUp(databases(name))))(name);
}
