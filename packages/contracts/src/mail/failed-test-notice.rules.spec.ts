import { DEFAULT_ADMIN_SETTINGS, type FailedTestNoticeTo } from '../settings/admin-settings.schema';
import {
  failedTestNoticeLink,
  failedTestNoticeRecipients,
  isApprovedFailedTest,
  isFailedTestNoticeDue,
  type NoticeCandidate,
} from './failed-test-notice.rules';

// issue 20, "Beyond the spec: the failed test reaches the people who act on it" (decision 0051)

const planner: NoticeCandidate = { _id: 'planner', role: ['planung'] };
const admin: NoticeCandidate = { _id: 'admin', role: ['admin', 'planung'] };
const otherAdmin: NoticeCandidate = { _id: 'admin2', role: ['admin'] };
const tester: NoticeCandidate = { _id: 'tester', role: ['testkaeufer'] };
const active = [planner, admin, otherAdmin, tester];

describe.each<[string, boolean, FailedTestNoticeTo, NoticeCandidate | undefined, string[]]>([
  ['off', false, 'both', planner, []],
  ['off, to the planner', false, 'planner', planner, []],
  ['both', true, 'both', planner, ['planner', 'admin', 'admin2']],
  ['the planner only', true, 'planner', planner, ['planner']],
  ['the admins only', true, 'admins', planner, ['admin', 'admin2']],
  ['both, an admin approved: once each', true, 'both', admin, ['admin', 'admin2']],
  ['the planner only, an admin approved', true, 'planner', admin, ['admin']],
  ['the planner only, the approver is gone (deleted)', true, 'planner', undefined, []],
  ['both, the approver is gone', true, 'both', undefined, ['admin', 'admin2']],
  ['the planner only, the approver is no back-office user', true, 'planner', tester, []],
])(
  'the failed-test notice, setting %s',
  (_name, failedTestNotice, failedTestNoticeTo, approver, expected) => {
    it(`reaches ${expected.join(', ') || 'nobody'}`, () => {
      expect(failedTestNoticeRecipients({ failedTestNotice, failedTestNoticeTo }, approver, active)).toEqual(
        expected,
      );
    });
  },
);

describe('the failed-test notice by default', () => {
  it('is on and reaches the planner and the admins', () => {
    expect(failedTestNoticeRecipients(DEFAULT_ADMIN_SETTINGS, planner, active)).toEqual([
      'planner',
      'admin',
      'admin2',
    ]);
  });
});

describe.each([
  [{ regulationsRespected: false, delayed: false, done: true }, true],
  // the tester's save of a failed test publishes purchases.purchase.failed too: not yet approved
  [{ regulationsRespected: false, delayed: false, done: false }, false],
  [{ regulationsRespected: true, delayed: false, done: true }, false],
  [{ regulationsRespected: false, delayed: true, done: true }, false],
  [{ regulationsRespected: false, delayed: false, specialReason: 'closed', done: true }, false],
])('a purchase %j', (purchase, approved) => {
  it(approved ? 'is an approved failed test' : 'is no approved failed test', () => {
    expect(isApprovedFailedTest(purchase)).toBe(approved);
  });
});

describe.each([
  ['2026-11-27T10:00:00.000Z', true],
  ['2026-11-20T12:00:00.000Z', true],
  ['2026-11-20T11:59:59.000Z', false],
  ['2025-11-27T12:00:00.000Z', false],
])('an approval at %s, now 2026-11-27 12:00 UTC', (occurredAt, due) => {
  it(due ? 'is announced' : 'is not announced any more (older than 7 days)', () => {
    expect(isFailedTestNoticeDue(occurredAt, new Date('2026-11-27T12:00:00.000Z'))).toBe(due);
  });
});

describe('the link of the notice', () => {
  it('opens the purchase in control, back to the purchases', () => {
    expect(failedTestNoticeLink('p 1')).toBe(
      '/admin/control/detail?controlSet=p+1&parentState=%2Fadmin%2Fpurchases',
    );
  });
});
