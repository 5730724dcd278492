import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  failedTestNoticeLink,
  failedTestNoticeRecipients,
  isApprovedFailedTest,
  isFailedTestNoticeDue,
  MAIL_SYSTEM_SENDER,
  toSwissDate,
  type Actor,
  type EventEnvelope,
  type EventPayload,
} from '@agecheck/contracts';
import { Clock, EventFactory, RequestClient } from '@agecheck/nest-common';
import { UsersRepository, type UserDocument } from '../identity/users.repository';
import { noticeTranslator } from './failed-test-notice.texts';
import { MailRepository, mailSentOf, type MailDocument } from './mail.repository';

type FailedEvent = EventEnvelope<EventPayload<'purchases.purchase.failed'>>;

/** The actor of the notices' `platform.mail.sent`: the platform itself. */
const SYSTEM_ACTOR: Actor = { id: MAIL_SYSTEM_SENDER, name: 'System' };

/**
 * The id of one recipient's notice of one purchase: the same on every replica and every delivery of the event,
 * so the message is stored once (an ObjectId's form: 24 hex digits).
 */
export function failedTestNoticeId(purchaseId: string, recipientId: string): string {
  return createHash('sha256')
    .update(`failed-test-notice\u0000${purchaseId}\u0000${recipientId}`)
    .digest('hex')
    .slice(0, 24);
}

/**
 * The failed-test notice (issue 20, beyond the spec; docs/decisions/0051): when control approves a failed
 * test (`purchases.purchase.failed` of a purchase marked done), the planner who approved it and the
 * administrators, as the admin settings say, get an in-app message from the system in their language, with
 * the store, the test type and a link to the purchase. It goes through the mail's store with its
 * `platform.mail.sent`, so the push of a new message follows.
 */
@Injectable()
export class FailedTestNoticeService {
  private readonly logger = new Logger(FailedTestNoticeService.name);

  constructor(
    private readonly mails: MailRepository,
    private readonly users: UsersRepository,
    private readonly requests: RequestClient,
    private readonly events: EventFactory,
    private readonly clock: Clock,
  ) {}

  /** Sends the notices of one event; how many were new (0 when not due, off, or already sent). */
  async handle(event: FailedEvent): Promise<number> {
    const { purchase } = event.data;
    if (!isApprovedFailedTest(purchase) || !isFailedTestNoticeDue(event.occurredAt, this.clock.now()))
      return 0;
    const { settings } = await this.requests.request('adminSettings.get', {});
    if (!settings.failedTestNotice) return 0;
    const active = await this.users.findActive();
    const approver = active.find(({ _id }) => _id === event.actor.id);
    const byId = new Map(active.map((user) => [user._id, user]));
    const recipients = failedTestNoticeRecipients(
      settings,
      approver && { _id: approver._id, role: approver.role },
      active.map(({ _id, role }) => ({ _id, role })),
    );
    let sent = 0;
    for (const id of recipients) {
      if (await this.send(event, byId.get(id) as UserDocument)) sent += 1;
    }
    if (sent > 0) this.logger.log(`failed-test notice of purchase ${purchase._id} sent to ${sent} users`);
    return sent;
  }

  /** One recipient's message in their language; false when it was sent before. */
  private async send(event: FailedEvent, recipient: UserDocument): Promise<boolean> {
    const { purchase } = event.data;
    const t = noticeTranslator(recipient.settings.lang ?? 'de');
    const params = {
      store: `${purchase.vst} (${purchase.storeType})`,
      testType: purchase.testType ? t(`mail.failedTest.testType.${purchase.testType}`) : '–',
      date: purchase.date ? toSwissDate(purchase.date) : '–',
      approver: event.actor.name,
    };
    const mail: MailDocument = {
      _id: failedTestNoticeId(purchase._id, recipient._id),
      from: MAIL_SYSTEM_SENDER,
      fromName: t('mail.failedTest.sender'),
      to: [recipient._id],
      recipients: [{ _id: recipient._id, name: recipient.name }],
      toAll: false,
      subject: t('mail.failedTest.subject', params),
      message: t('mail.failedTest.message', params),
      date: this.clock.now().toISOString(),
      link: failedTestNoticeLink(purchase._id),
      readBy: [],
      deletedBy: [],
      senderDeleted: true,
    };
    return this.mails.insertOnce(
      mail,
      this.events.create('platform.mail.sent', { mail: mailSentOf(mail) }, SYSTEM_ACTOR),
    );
  }
}
