// @ts-check
// The demo round: an active round (this month and the next) assigned to the demo test buyer over a dozen of
// the demo stores in Zürich and Bern, with alcohol, tobacco and media targets. Written straight into
// svc-purchases' database through the mongodb client, because the platform has no endpoint that creates
// rounds yet (the back office's round import comes in a later issue). Idempotent: loading again keeps the
// targets and the done counters the purchases have moved, and only moves the round's period along.
import { MongoClient } from 'mongodb';

const DATABASE = 'purchases';
const SPRINT_LIST_ID = 'demo-round';
const ROUND_STORES = 12;
const CITIES = ['Zürich', 'Bern'];

/** yyyy-MM-dd of a UTC date. */
const isoDay = (/** @type {Date} */ date) => date.toISOString().slice(0, 10);

/**
 * The round's period: from the first day of this month to the last day of the next.
 * @param {Date} today
 */
export function demoRoundPeriod(today) {
  const start = new Date(Date.UTC(today.getFullYear(), today.getMonth(), 1));
  const end = new Date(Date.UTC(today.getFullYear(), today.getMonth() + 2, 0));
  return { start: isoDay(start), end: isoDay(end) };
}

/**
 * Targets per store: every store asks for alcohol, every second for tobacco, every third for media.
 * @param {number} index
 */
export function demoTargets(index) {
  return { alk: 1 + (index % 2), tabak: index % 2 === 0 ? 1 : 0, media: index % 3 === 0 ? 1 : 0 };
}

/**
 * @param {{ mongoUrl: string, userID: string, log: (line: string) => void, today?: Date }} options
 * @returns {Promise<number>} the number of round entries
 */
export async function loadDemoRound({ mongoUrl, userID, log, today = new Date() }) {
  const client = await MongoClient.connect(mongoUrl);
  try {
    const db = client.db(DATABASE);
    const stores = await db
      .collection('stores')
      .find({ city: { $in: CITIES } })
      .sort({ vst: 1 })
      .limit(ROUND_STORES)
      .toArray();
    const period = demoRoundPeriod(today);
    for (const [index, store] of stores.entries()) {
      await db.collection('sprints').updateOne(
        { sprintListID: SPRINT_LIST_ID, storeID: store._id.toHexString() },
        {
          $set: { name: 'Demo-Runde', ...period, archive: false, userID },
          $setOnInsert: {
            type: store.type,
            vst: store.vst,
            store: {
              name: store.name,
              street: store.street,
              plz: store.plz,
              city: store.city,
              latitude: store.geo?.latitude,
              longitude: store.geo?.longitude,
            },
            ...demoTargets(index),
            alkdone: 0,
            tabakdone: 0,
            mediadone: 0,
          },
        },
        { upsert: true },
      );
    }
    log(`demo data: a round of ${stores.length} stores for the demo test buyer`);
    return stores.length;
  } finally {
    await client.close();
  }
}
