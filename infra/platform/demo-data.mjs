// Idempotent demo data, loaded through the platform's own API with the demo users' real tokens:
// every demo user signs in once (which creates the profile with default settings), and every test
// buyer without shoppers gets two.
import { loadDemoUsers, passwordGrant } from '../lib/index.mjs';

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

async function call(gatewayUrl, path, token, init = {}) {
  const response = await fetch(`${gatewayUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  if (!response.ok && response.status !== 404)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 404 ? undefined : response.json();
}

/**
 * @param {{ gatewayUrl: string, issuer: string, log: (line: string) => void }} options
 * @returns {Promise<{ users: number, shoppersCreated: number }>}
 */
export async function loadDemoData({ gatewayUrl, issuer, log }) {
  let shoppersCreated = 0;
  const users = loadDemoUsers();
  for (const user of users) {
    const { accessToken: token } = await passwordGrant({
      issuer,
      username: user.username,
      password: user.password,
    });
    await call(gatewayUrl, '/api/users/me', token);
    if (!user.roles.includes('testkaeufer')) continue;
    const shoppers = (await call(gatewayUrl, '/api/shoppers', token)) ?? [];
    if (shoppers.length > 0) continue;
    for (const shopper of DEMO_SHOPPERS) {
      await call(gatewayUrl, '/api/shoppers', token, { method: 'POST', body: JSON.stringify(shopper) });
      shoppersCreated += 1;
    }
  }
  log(`demo data: ${users.length} user profiles, ${shoppersCreated} shoppers created`);
  return { users: users.length, shoppersCreated };
}
