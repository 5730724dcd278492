import { Injectable } from '@nestjs/common';
import {
  mayWriteMail,
  mayWriteMailToAll,
  reachesByRole,
  type Mail,
  type MailBox,
  type MailDraft,
  type MailListQuery,
  type MailRecipient,
  type Page,
} from '@agecheck/contracts';
import { Clock, EventFactory, IdGenerator, type AuthUser } from '@agecheck/nest-common';
import { UsersRepository, type UserDocument } from '../identity/users.repository';
import { MailException } from './mail.exception';
import { MailRepository, mailSentOf, type MailDocument } from './mail.repository';

/**
 * A message as the caller sees it in a folder: the inbox with the caller's own read mark; the recipients of a
 * message to all are not listed (a message to all may reach hundreds), and no one sees the others' marks.
 */
function toMail(mail: MailDocument, viewer: string, box: MailBox): Mail {
  return {
    _id: mail._id,
    from: { _id: mail.from, name: mail.fromName },
    to: mail.toAll ? [] : mail.recipients,
    toAll: mail.toAll,
    ...(mail.toRoles ? { toRoles: mail.toRoles } : {}),
    subject: mail.subject,
    message: mail.message,
    date: mail.date,
    ...(box === 'inbox' ? { read: mail.readBy.includes(viewer) } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.link ? { link: mail.link } : {}),
  };
}

/** In-app mail (checklist D.4; decisions D-C9 to D-C11): folders, the unread count, sending, read and delete. */
@Injectable()
export class MailService {
  constructor(
    private readonly mails: MailRepository,
    private readonly users: UsersRepository,
    private readonly events: EventFactory,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** A page of the caller's inbox or sent folder, newest first. */
  async list(user: AuthUser, query: MailListQuery): Promise<Page<Mail>> {
    const { page, pageSize, box } = query;
    const found =
      box === 'sent'
        ? await this.mails.sent(user.id, page, pageSize)
        : await this.mails.inbox(user.id, page, pageSize);
    return {
      items: found.items.map((mail) => toMail(mail, user.id, box)),
      total: found.total,
      page,
      pageSize,
    };
  }

  async unread(user: AuthUser): Promise<{ count: number }> {
    return { count: await this.mails.unreadCount(user.id) };
  }

  /** The users the caller may write to (decision D-C10): never the caller, never a deleted user; by name. */
  async recipients(user: AuthUser): Promise<MailRecipient[]> {
    const active = await this.users.findActive();
    return active
      .filter(({ _id, role }) => _id !== user.id && mayWriteMail(user.roles, role))
      .map(({ _id, name, role }) => ({ _id, name, role }));
  }

  /** Sends a message: one delivery per recipient, and the event `platform.mail.sent` (without the message). */
  async send(user: AuthUser, draft: MailDraft): Promise<Mail> {
    const recipients = draft.toAll ? await this.toAll(user, draft) : await this.named(user, draft);
    const mail: MailDocument = {
      _id: this.ids.objectId(),
      from: user.id,
      fromName: user.name,
      to: recipients.map(({ _id }) => _id),
      recipients: recipients.map(({ _id, name }) => ({ _id, name })),
      toAll: draft.toAll,
      ...(draft.toAll && draft.toRoles?.length ? { toRoles: draft.toRoles } : {}),
      subject: draft.subject,
      message: draft.message,
      date: this.clock.now().toISOString(),
      ...(draft.replyTo ? { replyTo: draft.replyTo } : {}),
      readBy: [],
      deletedBy: [],
      senderDeleted: false,
    };
    const event = this.events.create(
      'platform.mail.sent',
      { mail: mailSentOf(mail) },
      { id: user.id, name: user.name },
    );
    await this.mails.insert(mail, event);
    return toMail(mail, user.id, 'sent');
  }

  /** Marks the caller's own delivery read (field-app spec, section 4, L130); another's message is not found. */
  async markRead(user: AuthUser, id: string): Promise<void> {
    if (!(await this.mails.markRead(id, user.id))) throw new MailException('MAIL_NOT_FOUND');
  }

  /** Deletes the caller's copy only: their delivery of a received message, or the sent folder's copy. */
  async remove(user: AuthUser, id: string): Promise<void> {
    const mail = await this.mails.findById(id);
    const deleted =
      mail !== null &&
      ((mail.to.includes(user.id) && (await this.mails.deleteDelivery(id, user.id))) ||
        (mail.from === user.id && (await this.mails.deleteSent(id, user.id))));
    if (!deleted) throw new MailException('MAIL_NOT_FOUND');
  }

  /** Every active user but the sender, or those holding one of `toRoles`: the back office only. */
  private async toAll(user: AuthUser, draft: MailDraft): Promise<UserDocument[]> {
    if (!mayWriteMailToAll(user.roles)) throw new MailException('MAIL_TO_ALL_FORBIDDEN');
    const reached = (await this.users.findActive()).filter(
      ({ _id, role }) => _id !== user.id && reachesByRole(draft.toRoles, role),
    );
    if (reached.length === 0) throw this.unknownRecipients('no user holds the roles');
    return reached;
  }

  /** The named recipients: active users other than the sender, each one the sender may write to. */
  private async named(user: AuthUser, draft: MailDraft): Promise<UserDocument[]> {
    const ids = [...new Set(draft.to)];
    const active = new Map((await this.users.findActive()).map((profile) => [profile._id, profile]));
    const unknown = ids.filter((id) => id === user.id || !active.has(id));
    if (unknown.length > 0) throw this.unknownRecipients(unknown.join(', '));
    const answered = draft.replyTo ? await this.receivedBy(user, draft.replyTo) : undefined;
    const recipients = ids.map((id) => active.get(id) as UserDocument);
    const forbidden = recipients.filter(
      ({ _id, role }) => !mayWriteMail(user.roles, role, answered?.from === _id),
    );
    if (forbidden.length > 0)
      throw new MailException('MAIL_RECIPIENT_FORBIDDEN', forbidden.map(({ _id }) => _id).join(', '));
    return recipients;
  }

  /** The message the caller answers: one they received; another's answers as not found. */
  private async receivedBy(user: AuthUser, id: string): Promise<MailDocument> {
    const mail = await this.mails.findById(id);
    if (!mail?.to.includes(user.id)) throw new MailException('MAIL_NOT_FOUND');
    return mail;
  }

  private unknownRecipients(detail: string): MailException {
    return new MailException('MAIL_RECIPIENT_UNKNOWN', detail, [{ path: 'to', key: 'mail.to.error' }]);
  }
}
