// @ts-check
// What the store benchmarks share: their 10 000 generated stores in place of the demo stores.
import { MongoClient, ObjectId } from 'mongodb';
import { demoStores } from '../../infra/platform/demo-stores.mjs';

/**
 * Replaces the stores in svc-purchases' database by `count` generated ones (the demo stores' generator,
 * scaled), stored as the platform stores them; inserted a thousand at a time into the emptied collection
 * (upserts one by one would take minutes in FerretDB).
 * @param {{ mongoUrl: string, count: number }} options
 * @returns {Promise<ReturnType<typeof demoStores>>} the stores
 */
export async function replaceWithGeneratedStores({ mongoUrl, count }) {
  const stores = demoStores({ scale: count / demoStores().length });
  const client = await MongoClient.connect(mongoUrl);
  try {
    const collection = client.db('purchases').collection('stores');
    await collection.deleteMany({});
    const documents = stores.map(({ _id, ...fields }) => ({
      _id: new ObjectId(_id),
      ...fields,
      errors: [],
    }));
    for (let start = 0; start < documents.length; start += 1000)
      await collection.insertMany(documents.slice(start, start + 1000));
  } finally {
    await client.close();
  }
  return stores;
}
