import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EventEnvelope, EventPayload, MailParty, Role } from '@agecheck/contracts';
import { InjectDb, isDuplicateKey, OutboxRelay, type OutboxFields } from '@agecheck/nest-common';
import type { Collection, Db, Filter } from 'mongodb';

export const MAIL_COLLECTION = 'mails';

/**
 * A message with its deliveries (decision D-C9): one per recipient in `to` (ids) and `recipients` (with the
 * names of their profiles when it was sent); the delivery of a recipient is read when their id is in
 * `readBy` and deleted when it is in `deletedBy`, so that marking one delivery is a single-document write
 * that touches no other. The sender's copy (the sent folder) is deleted with `senderDeleted`.
 */
export type MailDocument = {
  _id: string;
  from: string;
  fromName: string;
  to: string[];
  recipients: MailParty[];
  toAll: boolean;
  toRoles?: Role[];
  subject: string;
  message: string;
  /** When it was sent (decision D-C11), ISO. */
  date: string;
  replyTo?: string;
  /** A path of the app the message points to: the platform's own messages only (decision 0051). */
  link?: string;
  readBy: string[];
  deletedBy: string[];
  senderDeleted: boolean;
};

type StoredMail = MailDocument & OutboxFields;

/**
 * What `platform.mail.sent` carries of a message: who wrote to whom, when and about what; never the text, the
 * recipients' reading and deleting, or the link of the platform's own messages.
 */
export function mailSentOf(mail: MailDocument): EventPayload<'platform.mail.sent'>['mail'] {
  const {
    message: _message,
    recipients: _recipients,
    readBy: _readBy,
    deletedBy: _deletedBy,
    senderDeleted: _senderDeleted,
    link: _link,
    ...sent
  } = mail;
  return sent;
}

/** One page of a folder: the messages newest first, and how many the folder holds. */
export type MailFolderPage = { items: MailDocument[]; total: number };

const NEWEST_FIRST = { date: -1, _id: -1 } as const;

function toMail({ outbox: _outbox, outboxPending: _pending, ...mail }: StoredMail): MailDocument {
  return mail;
}

/** The caller's received messages they have not deleted. */
const inboxOf = (userId: string): Filter<StoredMail> => ({ to: userId, deletedBy: { $ne: userId } });

/** Messages in MongoDB, the one repository of their collection; a new message stores its event with it. */
@Injectable()
export class MailRepository implements OnModuleInit {
  private readonly mails: Collection<StoredMail>;

  constructor(
    @InjectDb() db: Db,
    private readonly outbox: OutboxRelay,
  ) {
    this.mails = db.collection<StoredMail>(MAIL_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    await this.outbox.watch(MAIL_COLLECTION);
    await this.mails.createIndex({ to: 1, date: -1 });
    await this.mails.createIndex({ from: 1, date: -1 });
  }

  /** Stores a new message together with its event; the relay publishes the event. */
  async insert(mail: MailDocument, event: EventEnvelope<unknown>): Promise<void> {
    await this.mails.insertOne({ ...mail, outbox: [event], outboxPending: true });
    await this.outbox.flush(MAIL_COLLECTION, mail._id);
  }

  /**
   * Stores a message whose id the caller derived from what it tells (the failed-test notice, decision 0051),
   * with its event: false, and nothing written or published, when a message of that id is stored already (a
   * redelivered event, or another gateway replica that handled it first).
   */
  async insertOnce(mail: MailDocument, event: EventEnvelope<unknown>): Promise<boolean> {
    try {
      await this.insert(mail, event);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async findById(id: string): Promise<MailDocument | null> {
    const found = await this.mails.findOne({ _id: id });
    return found ? toMail(found) : null;
  }

  /** A page of the messages the user received and has not deleted. */
  inbox(userId: string, page: number, pageSize: number): Promise<MailFolderPage> {
    return this.page(inboxOf(userId), page, pageSize);
  }

  /** A page of the messages the user sent and has not deleted from the sent folder. */
  sent(userId: string, page: number, pageSize: number): Promise<MailFolderPage> {
    return this.page({ from: userId, senderDeleted: false }, page, pageSize);
  }

  /** How many of the user's received messages they have neither read nor deleted. */
  unreadCount(userId: string): Promise<number> {
    return this.mails.countDocuments({ ...inboxOf(userId), readBy: { $ne: userId } });
  }

  /** Marks the user's delivery read; false when the user has no delivery of it (or deleted it). */
  async markRead(id: string, userId: string): Promise<boolean> {
    const result = await this.mails.updateOne(
      { _id: id, ...inboxOf(userId) },
      { $addToSet: { readBy: userId } },
    );
    return result.matchedCount > 0;
  }

  /** Deletes the user's delivery only; false when the user has no delivery of it left. */
  async deleteDelivery(id: string, userId: string): Promise<boolean> {
    const result = await this.mails.updateOne(
      { _id: id, ...inboxOf(userId) },
      { $addToSet: { deletedBy: userId } },
    );
    return result.matchedCount > 0;
  }

  /** Deletes the sender's copy only; false when the user did not send it or deleted it already. */
  async deleteSent(id: string, userId: string): Promise<boolean> {
    const result = await this.mails.updateOne(
      { _id: id, from: userId, senderDeleted: false },
      { $set: { senderDeleted: true } },
    );
    return result.matchedCount > 0;
  }

  private async page(filter: Filter<StoredMail>, page: number, pageSize: number): Promise<MailFolderPage> {
    const [items, total] = await Promise.all([
      this.mails
        .find(filter, { projection: { outbox: 0, outboxPending: 0 } })
        .sort(NEWEST_FIRST)
        .skip((page - 1) * pageSize)
        .limit(pageSize)
        .toArray(),
      this.mails.countDocuments(filter),
    ]);
    return { items: items.map(toMail), total };
  }
}
