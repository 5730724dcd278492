import { MongoClient, ObjectId } from 'mongodb';

/** A store of a round as a test writes it (the fields of `storedSprintEntrySchema` without `_id`). */
export type RoundStore = {
  vst: string;
  storeID?: string;
  name: string;
  type?: string;
  alk?: number;
  tabak?: number;
  media?: number;
  alkdone?: number;
  userID?: string | null;
};

/**
 * Writes a round straight into svc-purchases' database: rounds come from the store import, which another
 * part of the back office builds, so a test that needs its own round (to archive, delete or assign it
 * without touching the demo round other tests read) writes its entries as the integration tests do.
 */
export async function insertRound(
  round: { sprintListID: string; name: string; start: string; end: string },
  stores: readonly RoundStore[],
): Promise<string[]> {
  const mongoUrl = process.env.MONGO_URL;
  if (!mongoUrl) throw new Error('MONGO_URL is not set: run the end-to-end tests through "npm test"');
  const client = await MongoClient.connect(mongoUrl);
  try {
    const documents = stores.map((store) => ({
      _id: new ObjectId(),
      ...round,
      archive: false,
      type: store.type ?? 'spamia',
      storeID: store.storeID ?? new ObjectId().toHexString(),
      vst: store.vst,
      store: { name: store.name, street: 'Bahnhofstrasse 1', plz: '8001', city: 'Zürich' },
      alk: store.alk ?? 1,
      tabak: store.tabak ?? 0,
      media: store.media ?? 0,
      alkdone: store.alkdone ?? 0,
      tabakdone: 0,
      mediadone: 0,
      userID: store.userID ?? null,
    }));
    await client.db('purchases').collection('sprints').insertMany(documents);
    return documents.map(({ _id }) => _id.toHexString());
  } finally {
    await client.close();
  }
}
