// @ts-check
// Idempotent demo data, loaded through the platform's own API with the demo users' real tokens: every demo
// user signs in once (which creates the profile with default settings), and every test buyer without shoppers
// gets two; the demo stores and the demo test buyer's round are written into the database, and the demo test
// buyer's purchases saved through the API (demo-purchases.mjs). A busy platform
// (429 after a load test, a slow answer) is waited for, not given up on.
import { loadDemoUsers, passwordGrant } from '../lib/index.mjs';
import { loadDemoPurchases } from './demo-purchases.mjs';
import { loadDemoRound } from './demo-round.mjs';
import { loadDemoStores } from './demo-stores.mjs';
import { fetchWithRetry } from './retry.mjs';

/** The roles that see the first-login intro (SETTING_ROLES.showIntro in packages/contracts). */
const INTRO_ROLES = ['testkaeufer', 'detektiv'];

/** The demo test buyer, who gets the demo round. */
const DEMO_TEST_BUYER = 'testkaeufer';

const DEMO_SHOPPERS = [
  {
    nachname: 'Meier',
    vorname: 'Lena',
    date: '2009-03-14',
    gender: 'w',
    address: { street: 'Bahnhofstrasse 12', zip: '8001', city: 'Zürich' },
  },
  {
    nachname: 'Rochat',
    vorname: 'Luca',
    date: '2010-07-02',
    gender: 'm',
    address: { street: 'Rue du Marché 4', zip: '1204', city: 'Genève' },
  },
];

/**
 * @param {{ gatewayUrl: string, issuer: string, mongoUrl: string, log: (line: string) => void }} options
 * @returns {Promise<{ users: number, shoppersCreated: number, purchasesSaved: number }>}
 */
export async function loadDemoData({ gatewayUrl, issuer, mongoUrl, log }) {
  await loadDemoStores({ mongoUrl, log });
  /**
   * @param {string} path
   * @param {string} token
   * @param {{ method?: string, body?: string }} [init]
   * @returns {Promise<any>} the parsed answer, undefined for a 404
   */
  const call = async (path, token, init = {}) => {
    const response = await fetchWithRetry(
      `${gatewayUrl}${path}`,
      {
        ...init,
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
      },
      { log },
    );
    if (response.status === 404) return undefined;
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  let shoppersCreated = 0;
  let purchasesSaved = 0;
  const users = loadDemoUsers();
  for (const user of users) {
    const { accessToken: token } = await passwordGrant({
      issuer,
      username: user.username,
      password: user.password,
    });
    const profile = await call('/api/users/me', token);
    // The demo users have seen the intro (decision 0049): a demo and the tests that sign them in open on
    // their screen. A user created on /admin/users sees it; the switch on /settings brings it back.
    if (user.roles.some((role) => INTRO_ROLES.includes(role)) && profile.settings?.showIntro !== false)
      await call(`/api/users/${encodeURIComponent(profile._id)}/settings`, token, {
        method: 'PUT',
        body: JSON.stringify({ showIntro: false }),
      });
    if (user.username === DEMO_TEST_BUYER) await loadDemoRound({ mongoUrl, userID: profile._id, log });
    if (!user.roles.includes('testkaeufer')) continue;
    const shoppers = (await call('/api/shoppers', token)) ?? [];
    if (shoppers.length === 0)
      for (const shopper of DEMO_SHOPPERS) {
        await call('/api/shoppers', token, { method: 'POST', body: JSON.stringify(shopper) });
        shoppersCreated += 1;
      }
    if (user.username === DEMO_TEST_BUYER)
      purchasesSaved = await loadDemoPurchases({
        call: (path, init) => call(path, token, init),
        userID: profile._id,
        log,
      });
  }
  log(
    `demo data: ${users.length} user profiles, ${shoppersCreated} shoppers created, ${purchasesSaved} purchases saved`,
  );
  return { users: users.length, shoppersCreated, purchasesSaved };
}
