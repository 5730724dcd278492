import { PURCHASE_WARNINGS, reportOf, type Purchase, type PurchaseInputDraft } from '@agecheck/contracts';
import { callApi } from '@agecheck/test-kit';
import { randomUUID } from 'node:crypto';

// The purchases svc-exports' tests save reach it as svc-purchases' events, so they are saved through the
// public API as a phone saves them: a copy of one of the demo test buyer's purchases, which the test run
// loads (infra/platform/demo-purchases.mjs), under an id of its own. No app imports another app's tests.

/** The demo test buyer's completed purchases, by store type: respected at a coop, failed at an avec shop. */
const DEMO = {
  coop: 'de0a0000-0000-4000-8000-000000000001',
  avec: 'de0a0000-0000-4000-8000-000000000003',
} as const;

/**
 * The report of a demo purchase as a new one of the caller's (the demo test buyer's): outside the demo round
 * (whose open list stays as it is), every warning seen and overridden, so it is kept completed.
 */
export async function demoPurchaseCopy(
  token: string,
  storeType: keyof typeof DEMO,
  changes: Partial<PurchaseInputDraft> = {},
): Promise<PurchaseInputDraft> {
  const demo = await callApi<Purchase>(`/api/purchases/${DEMO[storeType]}`, { token });
  if (demo.status !== 200) throw new Error(`no demo ${storeType} purchase: HTTP ${demo.status}`);
  const report = { ...reportOf(demo.body), _id: randomUUID(), sprintListID: undefined };
  return { ...report, overriddenWarnings: [...PURCHASE_WARNINGS], ...changes };
}
