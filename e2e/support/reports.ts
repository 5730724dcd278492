import type { Purchase, Shopper, Store } from '@agecheck/contracts';
import { randomUUID } from 'node:crypto';
import { apiAs } from './api';

/**
 * A test date of 2026 that only one test file's purchases have, so that the control list can be narrowed to
 * them. Each file draws from months of its own, none of which another test uses (the demo data test in
 * November, analysis.e2e on 2 February, the integration tests in January and February, control-refused in
 * 2025): a random day of the whole year once met analysis.e2e's day.
 */
export function testDayIn(firstMonth: number, months: number): string {
  const start = Date.UTC(2026, firstMonth - 1, 1);
  const days = (Date.UTC(2026, firstMonth - 1 + months, 1) - start) / 86_400_000;
  return new Date(start + Math.floor(Math.random() * days) * 86_400_000).toISOString().slice(0, 10);
}

/** A failed age check as a test buyer reports it: the cashier estimated the buyer older, nobody signed. */
export const NOT_RESPECTED = {
  regulationsRespected: false,
  pass: false,
  age: false,
  reasonTMP: 'estimatedOlder',
  signatures: { cashier: { problem: 'refused' }, chief: { problem: 'absent', position: 'deputy' } },
  noReceipt: true,
  noQuittReason: 'Kein Kassenbon ausgedruckt',
} as const;

/** A demo store of `type` (found by `query`) and the test buyer's first shopper, for reports sent by API. */
export async function storeAndShopper(
  tester: string,
  query: string,
  type: string,
): Promise<{ store: Store; shopper: Pick<Shopper, '_id' | 'name' | 'date'> }> {
  const found = await apiAs<Store[]>(tester, 'POST', '/api/stores/search', { query });
  const store = found.body.find((candidate) => candidate.type === type);
  const [shopper] = (await apiAs<Shopper[]>(tester, 'GET', '/api/shoppers')).body;
  if (!store || !shopper) throw new Error(`the demo data hold no ${type} store or no shopper`);
  return { store, shopper: { _id: shopper._id, name: shopper.name, date: shopper.date } };
}

/** Saves each report as the test buyer under a new id, as the phone does; fails unless each is complete. */
export async function submitComplete(
  tester: string,
  reports: readonly Record<string, unknown>[],
): Promise<Purchase[]> {
  const saved: Purchase[] = [];
  for (const report of reports) {
    const id = randomUUID();
    const answer = await apiAs<Purchase>(tester, 'PUT', `/api/purchases/${id}`, { _id: id, ...report });
    if (answer.status !== 200 || answer.body.delayed)
      throw new Error(`report ${String(report.time)} not complete: ${answer.status}`);
    saved.push(answer.body);
  }
  return saved;
}
