import { DEFAULT_TESTER_PROTECTION, type ShopperTest } from '@agecheck/contracts';
import type { OutboxReport, ReportState } from '@agecheck/outbox';
import { queuedShopperTests, withQueuedTests } from './queued-shopper-tests';

// Decision 0014, tester protection: a purchase still waiting on the phone is a test all the same, so a second
// offline test of the same store with the same shopper warns before the save, as the server will once both
// arrive.

function report(id: string, state: ReportState, body?: object): OutboxReport {
  return {
    id,
    kind: 'purchase',
    userId: 'u1',
    state,
    attempts: 0,
    createdAt: 1,
    updatedAt: 1,
    ...(body ? { request: { method: 'PUT', url: `/api/purchases/${id}`, body } } : {}),
  };
}

const purchase = (id: string, changes: object = {}) => ({
  _id: id,
  storeID: 's1',
  date: '2026-11-20',
  shopper: { _id: 'sh1', name: 'Meier Lena', date: '2011-05-01' },
  ...changes,
});

describe("the outbox's purchases as tests of a shopper at a store", () => {
  it.each<[string, OutboxReport, boolean]>([
    ['waiting to be sent counts', report('p1', 'queued', purchase('p1')), true],
    ['on its way counts', report('p1', 'sending', purchase('p1')), true],
    [
      'refused by the server counts (the test took place)',
      report('p1', 'needsAttention', purchase('p1')),
      true,
    ],
    [
      "already on the server does not (the server's answer counts)",
      report('p1', 'sent', purchase('p1')),
      false,
    ],
    ['only a draft, nothing saved yet, does not', report('p1', 'queued'), false],
    ['without a shopper does not', report('p1', 'queued', purchase('p1', { shopper: undefined })), false],
    ['without a date does not', report('p1', 'queued', purchase('p1', { date: undefined })), false],
  ])('a purchase %s', (_case, outboxReport, counts) => {
    expect(queuedShopperTests([outboxReport])).toEqual(
      counts ? [{ _id: 'p1', storeID: 's1', shopperID: 'sh1', date: '2026-11-20' }] : [],
    );
  });
});

describe("the wizard's known tests: the server's answer and the outbox's", () => {
  const onServer: ShopperTest = { _id: 'p0', storeID: 's1', shopperID: 'sh1', date: '2026-10-01' };
  const queued = (id: string, storeID = 's1'): ShopperTest => ({
    _id: id,
    storeID,
    shopperID: 'sh1',
    date: '2026-11-20',
  });
  const answer = { protection: DEFAULT_TESTER_PROTECTION, tests: [onServer] };

  it('adds the waiting tests at the same store, keeps the protection, and no test twice', () => {
    expect(withQueuedTests(answer, [queued('p1'), queued('p2', 's2'), queued('p0')], 's1')).toEqual({
      protection: DEFAULT_TESTER_PROTECTION,
      tests: [onServer, queued('p1')],
    });
  });

  it("counts the waiting tests while the server's answer is not there (offline)", () => {
    expect(withQueuedTests(undefined, [queued('p1')], 's1')).toEqual({ tests: [queued('p1')] });
  });

  it("is the server's answer itself when nothing waits at the store", () => {
    expect(withQueuedTests(answer, [queued('p2', 's2')], 's1')).toBe(answer);
  });
});
