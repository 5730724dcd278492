import { isFailedTest } from '../purchases/purchase-save.rules';
import { hasAnyRole } from '../roles';
import type { AdminSettings } from '../settings/admin-settings.schema';
import { MAIL_OFFICE_ROLES } from './mail.rules';

/**
 * The failed-test notice (issue 20, beyond the spec; docs/decisions/0051): when control approves a failed test,
 * the planner responsible and the administrators get an in-app message with the store, the test type and a
 * link to the purchase.
 */

/** The sender of the platform's own messages: no user, so no one's sent folder and no answer. */
export const MAIL_SYSTEM_SENDER = 'system';

/**
 * A notice of an approval older than this is not sent: a consumer that starts anew reads the stream from its
 * beginning, and the approvals of weeks ago are news to no one.
 */
export const FAILED_TEST_NOTICE_MAX_AGE_DAYS = 7;

/** What the notice reads of `purchases.purchase.failed`. */
export type FailedTestSnapshot = {
  regulationsRespected?: boolean;
  delayed: boolean;
  specialReason?: string;
  done: boolean;
};

/**
 * Whether a `purchases.purchase.failed` event is the approval of a failed test: svc-purchases publishes it on
 * every save of a failed test (the tester's too); it is approved once control marked it done.
 */
export function isApprovedFailedTest(purchase: FailedTestSnapshot): boolean {
  return isFailedTest(purchase) && purchase.done;
}

/** Whether an approval of `occurredAt` is still news at `now` (FAILED_TEST_NOTICE_MAX_AGE_DAYS). */
export function isFailedTestNoticeDue(occurredAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(occurredAt) <= FAILED_TEST_NOTICE_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
}

/** A user the notice may reach: an active profile with its roles. */
export type NoticeCandidate = { _id: string; role: readonly string[] };

/**
 * Who gets the notice (decision 0051), each once: nobody while the setting is off; the planner responsible (the
 * back-office user who approved the failed test, when their profile is active), all active administrators,
 * or both, as `failedTestNoticeTo` says.
 */
export function failedTestNoticeRecipients(
  settings: Pick<AdminSettings, 'failedTestNotice' | 'failedTestNoticeTo'>,
  approver: NoticeCandidate | undefined,
  active: readonly NoticeCandidate[],
): string[] {
  if (!settings.failedTestNotice) return [];
  const to = settings.failedTestNoticeTo;
  const planner =
    to !== 'admins' && approver && hasAnyRole(approver.role, MAIL_OFFICE_ROLES) ? [approver._id] : [];
  const admins =
    to !== 'planner' ? active.filter(({ role }) => role.includes('admin')).map(({ _id }) => _id) : [];
  return [...new Set([...planner, ...admins])];
}

/** The link of the notice: the purchase in control, back to the purchases list (back-office spec, section 2). */
export function failedTestNoticeLink(purchaseId: string): string {
  const params = new URLSearchParams({ controlSet: purchaseId, parentState: '/admin/purchases' });
  return `/admin/control/detail?${params.toString()}`;
}
