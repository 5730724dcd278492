import type { AuthUser } from '@agecheck/nest-common';
import { newTestService, standIn } from '@agecheck/nest-common/testing';
import { InMemoryMailRepository } from '../../test/in-memory-mail.repository';
import { InMemoryUsersRepository } from '../../test/in-memory-users.repository';
import { UsersRepository } from '../identity/users.repository';
import { MailRepository } from './mail.repository';
import { MailService } from './mail.service';

const person = (id: string, name: string, roles: AuthUser['roles']): AuthUser => ({
  id,
  username: id,
  name,
  email: `${id}@x.ch`,
  roles,
});
const peter = person('pl1', 'Peter Planung', ['planung']);
const anna = person('ad1', 'Anna Admin', ['admin', 'planung']);
const tim = person('tk1', 'Tim Testkäufer', ['testkaeufer']);
const tina = person('tk2', 'Tina Testkäuferin', ['testkaeufer']);
const dora = person('dt1', 'Dora Detektiv', ['detektiv']);
const gone = person('tk9', 'Gustav Gelöscht', ['testkaeufer']);

async function setup() {
  const mails = new InMemoryMailRepository();
  const users = new InMemoryUsersRepository();
  for (const each of [peter, anna, tim, tina, dora, gone]) await users.upsertFromToken(each, new Date());
  users.users.set(gone.id, { ...users.users.get(gone.id)!, deleted: true });
  const service = newTestService(MailService, [
    standIn(MailRepository, mails),
    standIn(UsersRepository, users),
  ]);
  return { ...service, mails };
}

const draft = (changes: object = {}) => ({
  to: [] as string[],
  toAll: false,
  subject: 'Neue Tour',
  message: 'Bitte die Tour vom Montag übernehmen.',
  ...changes,
});
const page = { page: 1, pageSize: 50 };

describe('mail (checklist D.4; decisions D-C9 to D-C11)', () => {
  it('delivers a message to each recipient, lists it in the inbox and the sent folder, and tells the protocol without the message', async () => {
    const { sut, mails, clock } = await setup();
    const sent = await sut.send(peter, draft({ to: [tim.id, tina.id] }));
    expect(sent).toEqual({
      _id: '000000000000000000000001',
      from: { _id: 'pl1', name: 'Peter Planung' },
      to: [
        { _id: 'tk1', name: 'Tim Testkäufer' },
        { _id: 'tk2', name: 'Tina Testkäuferin' },
      ],
      toAll: false,
      subject: 'Neue Tour',
      message: 'Bitte die Tour vom Montag übernehmen.',
      date: clock.now().toISOString(),
    });
    const inbox = await sut.list(tim, { ...page, box: 'inbox' });
    expect(inbox).toEqual({ items: [{ ...sent, read: false }], total: 1, page: 1, pageSize: 50 });
    expect((await sut.list(peter, { ...page, box: 'sent' })).items).toEqual([sent]);
    expect((await sut.list(peter, { ...page, box: 'inbox' })).items).toEqual([]);
    expect(mails.events).toMatchObject([
      {
        subject: 'platform.mail.sent',
        actor: { id: 'pl1', name: 'Peter Planung' },
        data: {
          mail: { _id: sent._id, from: 'pl1', to: ['tk1', 'tk2'], subject: 'Neue Tour', toAll: false },
        },
      },
    ]);
    expect(JSON.stringify(mails.events)).not.toContain('Montag');
  });

  it('counts the unread, marks only the reader’s delivery read and deletes only the caller’s copy', async () => {
    const { sut } = await setup();
    const { _id } = await sut.send(peter, draft({ to: [tim.id, tina.id] }));
    await sut.send(anna, draft({ to: [tim.id] }));
    expect(await sut.unread(tim)).toEqual({ count: 2 });
    await sut.markRead(tim, _id);
    expect(await sut.unread(tim)).toEqual({ count: 1 });
    expect(await sut.unread(tina)).toEqual({ count: 1 });
    expect((await sut.list(tim, { ...page, box: 'inbox' })).items.map(({ read }) => read)).toEqual([
      false,
      true,
    ]);
    await sut.remove(tina, _id);
    expect(await sut.list(tina, { ...page, box: 'inbox' })).toMatchObject({ items: [], total: 0 });
    expect((await sut.list(tim, { ...page, box: 'inbox' })).total).toBe(2);
    expect((await sut.list(peter, { ...page, box: 'sent' })).total).toBe(1);
    await sut.remove(peter, _id);
    expect((await sut.list(peter, { ...page, box: 'sent' })).total).toBe(0);
    expect((await sut.list(tim, { ...page, box: 'inbox' })).total).toBe(2);
  });

  it.each([
    ['read', (sut: MailService, id: string) => sut.markRead(tina, id)],
    ['delete', (sut: MailService, id: string) => sut.remove(tina, id)],
    ['answer', (sut: MailService, id: string) => sut.send(tina, draft({ to: [tim.id], replyTo: id }))],
  ])('another user’s message is not found to %s', async (_action, act) => {
    const { sut } = await setup();
    const { _id } = await sut.send(peter, draft({ to: [tim.id] }));
    await expect(act(sut, _id)).rejects.toMatchObject({ code: 'MAIL_NOT_FOUND', status: 404 });
    await expect(sut.markRead(tim, 'unknown')).rejects.toMatchObject({ code: 'MAIL_NOT_FOUND' });
    expect(await sut.unread(tim)).toEqual({ count: 1 });
  });

  it('lets field staff write to the back office, not to each other, and the back office answer them', async () => {
    const { sut, mails } = await setup();
    await expect(sut.send(tim, draft({ to: [tina.id] }))).rejects.toMatchObject({
      code: 'MAIL_RECIPIENT_FORBIDDEN',
      status: 403,
    });
    await expect(sut.send(tim, draft({ to: [peter.id, dora.id] }))).rejects.toMatchObject({
      code: 'MAIL_RECIPIENT_FORBIDDEN',
    });
    expect(mails.mails.size).toBe(0);
    await sut.send(tim, draft({ to: [peter.id, anna.id] }));
    const received = await sut.send(dora, draft({ to: [peter.id] }));
    const answered = await sut.send(peter, draft({ to: [dora.id], replyTo: received._id }));
    expect(answered.replyTo).toBe(received._id);
  });

  it('lets a tester answer the sender of a message they received even where the rule would not let them write first', async () => {
    const { sut } = await setup();
    // a message from a tester who was in the back office when sending it: the reply goes back
    const fromColleague = await sut.send(
      { ...tina, roles: ['testkaeufer', 'planung'] },
      draft({ to: [tim.id] }),
    );
    await expect(sut.send(tim, draft({ to: [tina.id] }))).rejects.toMatchObject({
      code: 'MAIL_RECIPIENT_FORBIDDEN',
    });
    const reply = await sut.send(tim, draft({ to: [tina.id], replyTo: fromColleague._id }));
    expect(reply.to).toEqual([{ _id: 'tk2', name: 'Tina Testkäuferin' }]);
    await expect(sut.send(tim, draft({ to: [dora.id], replyTo: fromColleague._id }))).rejects.toMatchObject({
      code: 'MAIL_RECIPIENT_FORBIDDEN',
    });
  });

  it.each([
    ['a deleted user', [gone.id]],
    ['an unknown user', ['nobody']],
    ['the sender', [peter.id]],
  ])('refuses %s as recipient with mail.to.error', async (_case, to) => {
    const { sut, mails } = await setup();
    await expect(sut.send(peter, draft({ to }))).rejects.toMatchObject({
      code: 'MAIL_RECIPIENT_UNKNOWN',
      status: 400,
      errors: [{ path: 'to', key: 'mail.to.error' }],
    });
    expect(mails.mails.size).toBe(0);
  });

  it('sends to all active users but the sender, or to those of some roles; only the back office may', async () => {
    const { sut, mails } = await setup();
    await expect(sut.send(tim, draft({ toAll: true }))).rejects.toMatchObject({
      code: 'MAIL_TO_ALL_FORBIDDEN',
      status: 403,
    });
    expect(mails.mails.size).toBe(0);
    const all = await sut.send(peter, draft({ toAll: true }));
    expect(all).toMatchObject({ toAll: true, to: [] });
    expect([...mails.mails.values()][0]?.to.sort()).toEqual(['ad1', 'dt1', 'tk1', 'tk2']);
    await sut.send(anna, draft({ toAll: true, toRoles: ['detektiv'] }));
    expect(await sut.unread(dora)).toEqual({ count: 2 });
    expect(await sut.unread(tim)).toEqual({ count: 1 });
    expect((await sut.list(tim, { ...page, box: 'inbox' })).items[0]).toMatchObject({ toAll: true, to: [] });
  });

  it('offers as recipients the users the caller may write to, never the caller nor a deleted user', async () => {
    const { sut } = await setup();
    const ids = async (user: AuthUser) => (await sut.recipients(user)).map(({ _id }) => _id).sort();
    expect(await ids(tim)).toEqual(['ad1', 'pl1']);
    expect(await ids(peter)).toEqual(['ad1', 'dt1', 'tk1', 'tk2']);
    expect((await sut.recipients(tim)).find(({ _id }) => _id === 'pl1')).toEqual({
      _id: 'pl1',
      name: 'Peter Planung',
      role: ['planung'],
    });
  });
});
