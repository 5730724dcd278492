import type { Mail, MailRecipient, Page, ProtocolEntry } from '@agecheck/contracts';
import { callApi, eventually, tokenFor } from '@agecheck/test-kit';
import { randomUUID } from 'node:crypto';
import { signIn, type Caller } from './support/sign-in';

// In-app mail through the gateway against the real platform (checklist D.4; decisions D-C9 to D-C11): the
// planner writes to two testers, each has their own unread count, read mark and copy to delete; another
// user's message answers 404; a tester may not write to all; the protocol tells of the message without it.

const unread = async (caller: Caller) =>
  (await callApi<{ count: number }>('/api/mails/unread', { token: caller.token })).body.count;

const folder = async (caller: Caller, box: 'inbox' | 'sent') =>
  (await callApi<Page<Mail>>(`/api/mails?box=${box}&pageSize=200`, { token: caller.token })).body;

describe('mail through the gateway', () => {
  let planner: Caller;
  let tester: Caller;
  let other: Caller;

  beforeAll(async () => {
    planner = await signIn('planung');
    tester = await signIn('testkaeufer');
    other = await signIn('multi');
  });

  it('sends, lists, counts, marks read and deletes per recipient; another user’s message is 404', async () => {
    const subject = `Tour ${randomUUID()}`;
    const testerBefore = await unread(tester);
    const otherBefore = await unread(other);

    const sent = await callApi<Mail>('/api/mails', {
      token: planner.token,
      method: 'POST',
      body: { to: [tester.id, other.id], subject, message: 'Bitte die Tour vom Montag übernehmen.' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ from: { _id: planner.id }, subject, toAll: false });

    expect(await unread(tester)).toBe(testerBefore + 1);
    expect(await unread(other)).toBe(otherBefore + 1);
    const received = (await folder(tester, 'inbox')).items.find((mail) => mail._id === sent.body._id);
    expect(received).toMatchObject({
      subject,
      read: false,
      message: 'Bitte die Tour vom Montag übernehmen.',
    });
    expect((await folder(planner, 'sent')).items.map(({ _id }) => _id)).toContain(sent.body._id);

    // read: the tester's own delivery only
    const read = await callApi(`/api/mails/${sent.body._id}`, {
      token: tester.token,
      method: 'PUT',
      body: { read: true },
    });
    expect(read.status).toBe(204);
    expect(await unread(tester)).toBe(testerBefore);
    expect(await unread(other)).toBe(otherBefore + 1);
    expect((await folder(tester, 'inbox')).items.find(({ _id }) => _id === sent.body._id)?.read).toBe(true);

    // the planner did not receive it: no delivery to mark; a stranger cannot read or delete it
    const planung = await callApi(`/api/mails/${sent.body._id}`, {
      token: planner.token,
      method: 'PUT',
      body: { read: true },
    });
    expect(planung.status).toBe(404);
    const stranger = await signIn('detektiv');
    expect((await folder(stranger, 'inbox')).items.map(({ _id }) => _id)).not.toContain(sent.body._id);
    for (const method of ['PUT', 'DELETE'])
      expect(
        (
          await callApi(`/api/mails/${sent.body._id}`, {
            token: stranger.token,
            method,
            ...(method === 'PUT' ? { body: { read: true } } : {}),
          })
        ).status,
      ).toBe(404);

    // delete: only the caller's copy
    expect(
      (await callApi(`/api/mails/${sent.body._id}`, { token: tester.token, method: 'DELETE' })).status,
    ).toBe(204);
    expect((await folder(tester, 'inbox')).items.map(({ _id }) => _id)).not.toContain(sent.body._id);
    expect((await folder(other, 'inbox')).items.map(({ _id }) => _id)).toContain(sent.body._id);
    expect((await folder(planner, 'sent')).items.map(({ _id }) => _id)).toContain(sent.body._id);
    expect(
      (await callApi(`/api/mails/${sent.body._id}`, { token: tester.token, method: 'DELETE' })).status,
    ).toBe(404);

    // the protocol tells who wrote to how many, with the subject, never the message
    const admin = await tokenFor('admin');
    const entry = await eventually(async () => {
      const page = await callApi<Page<ProtocolEntry>>(
        '/api/protocols?module=platform&type=mail.sent&pageSize=200',
        {
          token: admin,
        },
      );
      const found = page.body.items.find(({ params }) => params.subject === subject);
      if (!found) throw new Error('not in the protocol yet');
      return found;
    });
    expect(entry).toMatchObject({ short: 'protocol.platform.mail.sent', params: { recipients: '2' } });
    expect(entry.detail).not.toContain('Montag');
  });

  it('lets the tester answer the planner, not write to all nor to another tester', async () => {
    const subject = `Antwort ${randomUUID()}`;
    const recipients = await callApi<MailRecipient[]>('/api/mails/recipients', { token: tester.token });
    expect(recipients.status).toBe(200);
    const offered = recipients.body.map(({ _id }) => _id);
    expect(offered).toContain(planner.id);
    expect(offered).not.toContain(other.id);
    expect(offered).not.toContain(tester.id);

    const toAll = await callApi('/api/mails', {
      token: tester.token,
      method: 'POST',
      body: { toAll: true, subject, message: 'An alle' },
    });
    expect(toAll.status).toBe(403);
    const toColleague = await callApi('/api/mails', {
      token: tester.token,
      method: 'POST',
      body: { to: [other.id], subject, message: 'Hallo' },
    });
    expect(toColleague.status).toBe(403);
    const invalid = await callApi<{ errors: unknown }>('/api/mails', {
      token: tester.token,
      method: 'POST',
      body: { to: [], subject: '', message: '' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'to', key: 'mail.to.error' },
        { path: 'subject', key: 'mail.subject.error' },
        { path: 'message', key: 'mail.message.error' },
      ]),
    );

    const plannerBefore = await unread(planner);
    const answer = await callApi<Mail>('/api/mails', {
      token: tester.token,
      method: 'POST',
      body: { to: [planner.id], subject, message: 'Mache ich.' },
    });
    expect(answer.status).toBe(201);
    expect(await unread(planner)).toBe(plannerBefore + 1);
    expect((await folder(planner, 'inbox')).items.find(({ _id }) => _id === answer.body._id)).toMatchObject({
      from: { _id: tester.id },
      subject,
    });
    expect((await folder(other, 'inbox')).items.map(({ subject: each }) => each)).not.toContain(subject);
  });
});
