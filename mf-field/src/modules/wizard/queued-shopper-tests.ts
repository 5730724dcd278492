import { useEffect, useState } from 'react';
import type { PurchaseInput, ShopperTest, ShopperTestsAnswer } from '@agecheck/contracts';
import { getOutbox, type OutboxReport } from '@agecheck/outbox';
import type { KnownShopperTests } from './use-purchase-rules';

/**
 * The tests in the outbox that the server does not know yet: purchases waiting to be sent, and those it
 * refused (the test took place all the same), with a shopper and a date (tester protection, decision 0014).
 */
export function queuedShopperTests(reports: readonly OutboxReport[]): ShopperTest[] {
  return reports.flatMap((report) => {
    if (report.state === 'sent' || !report.request?.body) return [];
    const body = report.request.body as Partial<PurchaseInput>;
    if (!body._id || !body.storeID || !body.shopper?._id || !body.date) return [];
    return [{ _id: body._id, storeID: body.storeID, shopperID: body.shopper._id, date: body.date }];
  });
}

/** The server's answer with the outbox's tests at the same store added (the server's copy of one wins). */
export function withQueuedTests(
  answer: ShopperTestsAnswer | undefined,
  queued: readonly ShopperTest[],
  storeID: string,
): KnownShopperTests | undefined {
  const atStore = queued.filter((test) => test.storeID === storeID);
  if (atStore.length === 0) return answer;
  // an answer kept on the phone from before the protection was part of it is a list (or missing)
  const known = Array.isArray(answer?.tests) ? answer.tests : [];
  const ids = new Set(known.map((test) => test._id));
  return {
    ...(answer?.protection ? { protection: answer.protection } : {}),
    tests: [...known, ...atStore.filter((test) => !ids.has(test._id))],
  };
}

/** The user's purchases waiting in the outbox (or refused there) as tests, kept up to date. */
export function useQueuedShopperTests(userId: string): ShopperTest[] {
  const [tests, setTests] = useState<ShopperTest[]>([]);
  useEffect(() => {
    const outbox = getOutbox();
    return outbox.watch(
      () => outbox.list(userId, 'purchase'),
      (reports) => setTests(queuedShopperTests(reports)),
    );
  }, [userId]);
  return tests;
}
