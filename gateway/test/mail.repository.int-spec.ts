import type { EventEnvelope } from '@agecheck/contracts';
import { describeRepositoryContract, relayRecordingEvents } from '@agecheck/nest-common/testing';
import { MailRepository, type MailDocument } from '../src/mail/mail.repository';
import { InMemoryMailRepository } from './in-memory-mail.repository';

// Messages: the in-memory stand-in of the mail service's unit tests answers as the MongoDB repository on the
// real server (folders newest first, per-recipient read and delete marks, the sender's copy, the event).

type Subject = {
  mails: Pick<InMemoryMailRepository, keyof MailRepository>;
  events: EventEnvelope<unknown>[];
};

function mail(n: number, changes: Partial<MailDocument> = {}): MailDocument {
  return {
    _id: n.toString(16).padStart(24, '0'),
    from: 'pl1',
    fromName: 'Peter Planung',
    to: ['tk1', 'tk2'],
    recipients: [
      { _id: 'tk1', name: 'Tim' },
      { _id: 'tk2', name: 'Tina' },
    ],
    toAll: false,
    subject: `Betreff ${n}`,
    message: `Nachricht ${n}`,
    date: `2026-11-2${n % 10}T09:00:00.000Z`,
    readBy: [],
    deletedBy: [],
    senderDeleted: false,
    ...changes,
  };
}

function event(n: number): EventEnvelope<unknown> {
  return {
    id: `event-${n}`,
    subject: 'platform.mail.sent',
    occurredAt: '2026-11-23T09:00:00.000Z',
    actor: { id: 'pl1', name: 'Peter Planung' },
    data: { n },
  };
}

async function send(subject: Subject, ...mails: MailDocument[]): Promise<void> {
  for (const [index, each] of mails.entries()) await subject.mails.insert(each, event(100 + index));
  subject.events.length = 0;
}

const subjects = (page: { items: MailDocument[] }) => page.items.map((each) => each.subject);

describeRepositoryContract<Subject>(
  'MailRepository',
  {
    inMemory: () => {
      const mails = new InMemoryMailRepository();
      return { mails, events: mails.events };
    },
    mongo: async (db) => {
      const { relay, events } = relayRecordingEvents(db);
      const mails = new MailRepository(db, relay);
      await mails.onModuleInit();
      return { mails, events };
    },
  },
  {
    'a new message is found by its id as sent, and its event is published': async (subject) => {
      await subject.mails.insert(mail(1, { toRoles: ['testkaeufer'], replyTo: 'x' }), event(1));
      expect(await subject.mails.findById(mail(1)._id)).toEqual(
        mail(1, { toRoles: ['testkaeufer'], replyTo: 'x' }),
      );
      expect(subject.events).toEqual([event(1)]);
      expect(await subject.mails.findById(mail(2)._id)).toBeNull();
    },

    'the inbox and the sent folder hold their messages newest first, paged, with the total': async (
      subject,
    ) => {
      await send(
        subject,
        mail(1),
        mail(3),
        mail(2, { to: ['tk2'] }),
        mail(4, { from: 'tk1', to: ['pl1'], date: mail(3).date }),
      );
      expect(subjects(await subject.mails.inbox('tk1', 1, 50))).toEqual(['Betreff 3', 'Betreff 1']);
      expect(subjects(await subject.mails.inbox('tk2', 1, 2))).toEqual(['Betreff 3', 'Betreff 2']);
      expect(await subject.mails.inbox('tk2', 2, 2)).toMatchObject({ total: 3 });
      expect(subjects(await subject.mails.inbox('tk2', 2, 2))).toEqual(['Betreff 1']);
      expect(subjects(await subject.mails.sent('pl1', 1, 50))).toEqual([
        'Betreff 3',
        'Betreff 2',
        'Betreff 1',
      ]);
      expect(subjects(await subject.mails.sent('tk1', 1, 50))).toEqual(['Betreff 4']);
      expect(subjects(await subject.mails.inbox('pl1', 1, 50))).toEqual(['Betreff 4']);
      expect(await subject.mails.inbox('nobody', 1, 50)).toEqual({ items: [], total: 0 });
    },

    'read and delete mark one recipient’s delivery only': async (subject) => {
      await send(subject, mail(1), mail(2));
      expect(await subject.mails.unreadCount('tk1')).toBe(2);
      expect(await subject.mails.markRead(mail(1)._id, 'tk1')).toBe(true);
      expect(await subject.mails.markRead(mail(1)._id, 'tk1')).toBe(true);
      expect(await subject.mails.unreadCount('tk1')).toBe(1);
      expect(await subject.mails.unreadCount('tk2')).toBe(2);
      expect(await subject.mails.deleteDelivery(mail(2)._id, 'tk1')).toBe(true);
      expect(await subject.mails.unreadCount('tk1')).toBe(0);
      expect(subjects(await subject.mails.inbox('tk1', 1, 50))).toEqual(['Betreff 1']);
      expect(subjects(await subject.mails.inbox('tk2', 1, 50))).toEqual(['Betreff 2', 'Betreff 1']);
      expect(await subject.mails.findById(mail(1)._id)).toEqual(mail(1, { readBy: ['tk1'] }));
      expect(await subject.mails.findById(mail(2)._id)).toEqual(mail(2, { deletedBy: ['tk1'] }));
      expect(subjects(await subject.mails.sent('pl1', 1, 50))).toEqual(['Betreff 2', 'Betreff 1']);
    },

    'no mark on a message the user did not receive, or deleted': async (subject) => {
      await send(subject, mail(1));
      expect(await subject.mails.markRead(mail(1)._id, 'pl1')).toBe(false);
      expect(await subject.mails.deleteDelivery(mail(1)._id, 'tk9')).toBe(false);
      expect(await subject.mails.markRead(mail(9)._id, 'tk1')).toBe(false);
      expect(await subject.mails.deleteDelivery(mail(1)._id, 'tk1')).toBe(true);
      expect(await subject.mails.deleteDelivery(mail(1)._id, 'tk1')).toBe(false);
      expect(await subject.mails.markRead(mail(1)._id, 'tk1')).toBe(false);
      expect(await subject.mails.findById(mail(1)._id)).toEqual(mail(1, { deletedBy: ['tk1'] }));
    },

    'the sender deletes their copy only, once': async (subject) => {
      await send(subject, mail(1));
      expect(await subject.mails.deleteSent(mail(1)._id, 'tk1')).toBe(false);
      expect(await subject.mails.deleteSent(mail(1)._id, 'pl1')).toBe(true);
      expect(await subject.mails.deleteSent(mail(1)._id, 'pl1')).toBe(false);
      expect(await subject.mails.sent('pl1', 1, 50)).toEqual({ items: [], total: 0 });
      expect(subjects(await subject.mails.inbox('tk1', 1, 50))).toEqual(['Betreff 1']);
    },
  },
);
