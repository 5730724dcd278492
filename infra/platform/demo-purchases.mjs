// @ts-check
// The demo test buyer's purchases: a few completed and delayed test purchases at stores of the demo round,
// saved through the platform's own API (`PUT /api/purchases/:id`), so the server's rules decide which are
// delayed and done, and the round's counters, the store errors and the protocol follow from the events as
// they do for a phone's save. Fixed ids: a second load finds them and saves nothing again.

/** The round the demo purchases are made for (infra/platform/demo-round.mjs). */
const DEMO_ROUND = 'demo-round';

/**
 * @typedef {{ storeID: string, vst: string, type: string, start: string, store: { name: string } }} RoundEntry
 * @typedef {{ _id: string, name: string, date: string }} Shopper
 * @typedef {{ _id: string, storeType: string, typeName: string, daysAgo: number, time: string,
 *   delayed: boolean, fields: Record<string, unknown> }} DemoPurchase
 */

/**
 * Completed ones (a coop and a kiosk test respected, a failed alcohol test at an avec shop with signature
 * problems and no receipt, a Swisslos test), and delayed ones whose form was left half done. None fills a
 * round entry, so every store stays on the open list.
 * @type {DemoPurchase[]}
 */
export const DEMO_PURCHASES = [
  {
    _id: 'de0a0000-0000-4000-8000-000000000001',
    storeType: 'coop',
    typeName: 'Coop',
    daysAgo: 6,
    time: '10:20',
    delayed: false,
    fields: {
      cashier: { gender: 'w', name: 'Keller', firstname: 'Sandra', number: '482913' },
      kks: 'Kasse',
      testType: 'Alkohol',
      article: '57030000000000000000000a',
      regulationsRespected: true,
      pass: true,
      age: false,
    },
  },
  {
    _id: 'de0a0000-0000-4000-8000-000000000002',
    storeType: 'kiosk',
    typeName: 'k kiosk',
    daysAgo: 5,
    time: '16:45',
    delayed: false,
    fields: {
      cashier: { gender: 'm', name: 'Berisha' },
      testType: 'Tabak',
      article: '570300000000000000000010',
      regulationsRespected: true,
      pass: true,
      age: true,
    },
  },
  {
    _id: 'de0a0000-0000-4000-8000-000000000003',
    storeType: 'avec',
    typeName: 'avec',
    daysAgo: 3,
    time: '18:05',
    delayed: false,
    fields: {
      cashier: { gender: 'w', name: 'Rossi', firstname: 'Giulia' },
      testType: 'Alkohol',
      article: '570300000000000000000009',
      regulationsRespected: false,
      pass: false,
      age: false,
      reasonTMP: 'estimatedOlder',
      signatures: { cashier: { problem: 'refused' }, chief: { problem: 'absent', position: 'deputy' } },
      noReceipt: true,
      noQuittReason: 'Kein Kassenbon ausgedruckt',
    },
  },
  {
    _id: 'de0a0000-0000-4000-8000-000000000004',
    storeType: 'swisslos',
    typeName: 'Swisslos',
    daysAgo: 2,
    time: '11:30',
    delayed: false,
    fields: {
      testType: 'Geldspiele',
      article: '57030000000000000000001a',
      regulationsRespected: true,
      pass: true,
      age: false,
    },
  },
  {
    _id: 'de0a0000-0000-4000-8000-000000000005',
    storeType: 'migrolino',
    typeName: 'migrolino',
    daysAgo: 1,
    time: '07:50',
    delayed: true,
    fields: { cashier: { gender: 'm' }, testType: 'Alkohol' },
  },
  {
    _id: 'de0a0000-0000-4000-8000-000000000006',
    storeType: 'spamia',
    typeName: 'Migros',
    daysAgo: 0,
    time: '09:10',
    delayed: true,
    fields: { testType: 'Alkohol', article: '57030000000000000000000c' },
  },
];

/**
 * The test date: `daysAgo` days before today, but not before the round began.
 * @param {Date} today
 * @param {number} daysAgo
 * @param {string} roundStart yyyy-MM-dd
 */
export function demoPurchaseDate(today, daysAgo, roundStart) {
  const date = new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return date < roundStart ? roundStart : date;
}

/**
 * The body of the save, as the wizard sends it.
 * @param {DemoPurchase} demo
 * @param {RoundEntry} entry
 * @param {Shopper} shopper
 * @param {Date} today
 */
export function demoPurchaseBody(demo, entry, shopper, today) {
  return {
    _id: demo._id,
    type: [{ api: demo.storeType, name: demo.typeName }],
    vst: entry.vst,
    name: entry.store.name,
    storeID: entry.storeID,
    sprintListID: DEMO_ROUND,
    date: demoPurchaseDate(today, demo.daysAgo, entry.start),
    time: demo.time,
    shopper: { _id: shopper._id, name: shopper.name, date: shopper.date },
    ...demo.fields,
  };
}

/**
 * Saves the demo purchases the test buyer does not have yet (one deleted is made again), and says so when
 * the server decides one other than intended.
 * @param {{ call: (path: string, init?: { method?: string, body?: string }) => Promise<any>, userID: string,
 *   log: (line: string) => void, today?: Date }} options  call: an API call as the test buyer (undefined for a 404)
 * @returns {Promise<number>} the number of purchases saved
 */
export async function loadDemoPurchases({ call, userID, log, today = new Date() }) {
  const missing = [];
  for (const demo of DEMO_PURCHASES) if (!(await call(`/api/purchases/${demo._id}`))) missing.push(demo);
  if (missing.length === 0) return 0;

  /** @type {RoundEntry[]} */
  const entries = ((await call(`/api/sprints/find/openByUser/${userID}`)) ?? []).filter(
    (/** @type {{ sprintListID: string }} */ entry) => entry.sprintListID === DEMO_ROUND,
  );
  /** @type {Shopper[]} */
  const shoppers = (await call('/api/shoppers')) ?? [];
  // the second demo shopper, so that a test walking through the wizard with the first meets no repeat warning
  const shopper = shoppers[1] ?? shoppers[0];
  if (!shopper) throw new Error('demo purchases: the demo test buyer has no shopper');

  let saved = 0;
  for (const demo of missing) {
    const entry = entries.find((candidate) => candidate.type === demo.storeType);
    if (!entry) {
      log(`demo data: no open ${demo.storeType} store in the demo round, purchase ${demo._id} left out`);
      continue;
    }
    const body = demoPurchaseBody(demo, entry, shopper, today);
    const answer = await call(`/api/purchases/${demo._id}`, { method: 'PUT', body: JSON.stringify(body) });
    // a round entry the buyer has filled meanwhile warns (all done) and keeps a refilled purchase delayed
    if (answer.delayed !== demo.delayed)
      log(
        `demo data: purchase ${demo._id} (${demo.storeType}) stored ${answer.delayed ? 'delayed' : 'completed'}`,
      );
    saved += 1;
  }
  return saved;
}
