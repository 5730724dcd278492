import type { EventEnvelope } from '@agecheck/contracts';
import type { Implementation } from '@agecheck/nest-common/testing';
import type { MailDocument, MailFolderPage, MailRepository } from '../src/mail/mail.repository';

/**
 * Messages in memory for unit tests of the mail service: the same answers as the MongoDB repository, which
 * mail.repository.int-spec.ts checks against this one. `events` holds what the relay would publish.
 */
export class InMemoryMailRepository implements Implementation<MailRepository> {
  readonly mails = new Map<string, MailDocument>();
  readonly events: EventEnvelope<unknown>[] = [];

  async onModuleInit(): Promise<void> {}

  async insert(mail: MailDocument, event: EventEnvelope<unknown>): Promise<void> {
    if (this.mails.has(mail._id)) throw new Error(`duplicate key ${mail._id}`);
    this.mails.set(mail._id, structuredClone(mail));
    this.events.push(event);
  }

  async insertOnce(mail: MailDocument, event: EventEnvelope<unknown>): Promise<boolean> {
    if (this.mails.has(mail._id)) return false;
    await this.insert(mail, event);
    return true;
  }

  async findById(id: string): Promise<MailDocument | null> {
    const found = this.mails.get(id);
    return found ? structuredClone(found) : null;
  }

  async inbox(userId: string, page: number, pageSize: number): Promise<MailFolderPage> {
    return this.page((mail) => this.inInbox(mail, userId), page, pageSize);
  }

  async sent(userId: string, page: number, pageSize: number): Promise<MailFolderPage> {
    return this.page((mail) => mail.from === userId && !mail.senderDeleted, page, pageSize);
  }

  async unreadCount(userId: string): Promise<number> {
    return [...this.mails.values()].filter(
      (mail) => this.inInbox(mail, userId) && !mail.readBy.includes(userId),
    ).length;
  }

  async markRead(id: string, userId: string): Promise<boolean> {
    return this.addTo(id, userId, 'readBy');
  }

  async deleteDelivery(id: string, userId: string): Promise<boolean> {
    return this.addTo(id, userId, 'deletedBy');
  }

  async deleteSent(id: string, userId: string): Promise<boolean> {
    const mail = this.mails.get(id);
    if (!mail || mail.from !== userId || mail.senderDeleted) return false;
    mail.senderDeleted = true;
    return true;
  }

  private inInbox(mail: MailDocument, userId: string): boolean {
    return mail.to.includes(userId) && !mail.deletedBy.includes(userId);
  }

  private addTo(id: string, userId: string, marks: 'readBy' | 'deletedBy'): boolean {
    const mail = this.mails.get(id);
    if (!mail || !this.inInbox(mail, userId)) return false;
    if (!mail[marks].includes(userId)) mail[marks].push(userId);
    return true;
  }

  private page(keep: (mail: MailDocument) => boolean, page: number, pageSize: number): MailFolderPage {
    // newest first, ties by the larger id first (as the database sorts { date: -1, _id: -1 })
    const all = [...this.mails.values()]
      .filter(keep)
      .sort((a, b) => (a.date === b.date ? (a._id < b._id ? 1 : -1) : a.date < b.date ? 1 : -1));
    return {
      items: all.slice((page - 1) * pageSize, page * pageSize).map((mail) => structuredClone(mail)),
      total: all.length,
    };
  }
}
