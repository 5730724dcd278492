import {
  DEFAULT_ADMIN_SETTINGS,
  type AdminSettings,
  type FailedTestNoticeTo,
  type PurchaseEventSnapshot,
} from '@agecheck/contracts';
import { createEvent, type AuthUser } from '@agecheck/nest-common';
import { newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import { InMemoryMailRepository } from '../../test/in-memory-mail.repository';
import { InMemoryUsersRepository } from '../../test/in-memory-users.repository';
import { UsersRepository } from '../identity/users.repository';
import { FailedTestNoticeService, failedTestNoticeId } from './failed-test-notice.service';
import { MailRepository } from './mail.repository';
import { MailService } from './mail.service';

// issue 20, "Beyond the spec: the failed test reaches the people who act on it" (decision 0051)

const peter = testUser('pl1', ['planung']);
const anna = testUser('ad1', ['admin', 'planung']);
const alain = testUser('ad2', ['admin']);
const tim = testUser('tk1', ['testkaeufer']);

const failed: PurchaseEventSnapshot = {
  _id: 'purchase-1',
  userID: tim.id,
  storeID: 'store-1',
  vst: '4711',
  storeType: 'coop',
  testType: 'Alkohol',
  date: '2026-11-20',
  regulationsRespected: false,
  delayed: false,
  done: true,
};
const approval = (purchase: Partial<PurchaseEventSnapshot> = {}, by: AuthUser = peter) =>
  createEvent(
    'purchases.purchase.failed',
    { purchase: { ...failed, ...purchase } },
    { id: by.id, name: by.name },
    { id: `event-${Math.random()}`, occurredAt: new Date(2026, 10, 23, 9, 0) },
  );

async function setup(settings: Partial<AdminSettings> = {}) {
  const mails = new InMemoryMailRepository();
  const users = new InMemoryUsersRepository();
  for (const each of [peter, anna, alain, tim]) await users.upsertFromToken(each, new Date());
  await users.updateSettings(alain.id, { lang: 'fr' });
  const service = newTestService(FailedTestNoticeService, [
    standIn(MailRepository, mails),
    standIn(UsersRepository, users),
  ]);
  service.requests.answer('adminSettings.get', () => ({
    settings: { ...DEFAULT_ADMIN_SETTINGS, ...settings },
    savedAt: null,
  }));
  const mail = newTestService(MailService, [standIn(MailRepository, mails), standIn(UsersRepository, users)]);
  const inbox = async (user: AuthUser) =>
    (await mail.sut.list(user, { page: 1, pageSize: 50, box: 'inbox' })).items;
  return { ...service, mails, inbox };
}

describe.each<[string, boolean, FailedTestNoticeTo, AuthUser, string[]]>([
  ['on, both, a planner approves', true, 'both', peter, ['pl1', 'ad1', 'ad2']],
  ['on, the planner only', true, 'planner', peter, ['pl1']],
  ['on, the admins only', true, 'admins', peter, ['ad1', 'ad2']],
  ['on, both, an admin approves', true, 'both', anna, ['ad1', 'ad2']],
  ['off', false, 'both', peter, []],
])(
  'the failed-test notice, setting %s',
  (_name, failedTestNotice, failedTestNoticeTo, approver, expected) => {
    it(`sends one message to each of ${expected.join(', ') || 'nobody'}`, async () => {
      const { sut, mails } = await setup({ failedTestNotice, failedTestNoticeTo });
      expect(await sut.handle(approval({}, approver))).toBe(expected.length);
      expect([...mails.mails.values()].flatMap(({ to }) => to).sort()).toEqual([...expected].sort());
    });
  },
);

describe('the failed-test notice (decision 0051)', () => {
  it('reaches each recipient’s inbox from the system, in their language, with the store, the test type and the link, and tells the push', async () => {
    const { sut, inbox, mails } = await setup();
    await sut.handle(approval());
    const [german] = await inbox(peter);
    expect(german).toMatchObject({
      _id: failedTestNoticeId('purchase-1', 'pl1'),
      from: { _id: 'system', name: 'System' },
      to: [{ _id: 'pl1', name: 'Name pl1' }],
      subject: 'Nicht bestandener Testkauf: 4711 (coop) (Alkohol)',
      link: '/admin/control/detail?controlSet=purchase-1&parentState=%2Fadmin%2Fpurchases',
      read: false,
    });
    expect(german?.message).toContain('Filiale: 4711 (coop)');
    expect(german?.message).toContain('Datum: 20.11.2026');
    expect(german?.message).toContain('Freigegeben von: Name pl1');
    const [french] = await inbox(alain);
    expect(french).toMatchObject({
      from: { _id: 'system', name: 'Système' },
      subject: 'Achat test échoué : 4711 (coop) (Alcool)',
    });
    expect(mails.events).toHaveLength(3);
    expect(mails.events[0]).toMatchObject({
      subject: 'platform.mail.sent',
      actor: { id: 'system' },
      data: { mail: { from: 'system', to: ['pl1'], toAll: false } },
    });
    // nobody's sent folder holds it
    expect(await inbox(tim)).toEqual([]);
  });

  it('sends nothing more when the event comes again (a redelivery, another replica)', async () => {
    const { sut, mails } = await setup();
    const event = approval();
    expect(await sut.handle(event)).toBe(3);
    expect(await sut.handle(event)).toBe(0);
    // a later save of the approved purchase publishes the event anew: still one message each
    expect(await sut.handle(approval())).toBe(0);
    expect(mails.mails.size).toBe(3);
    expect(mails.events).toHaveLength(3);
  });

  it('waits for control: the tester’s save of a failed test, a respected or delayed one sends nothing', async () => {
    const { sut, mails, requests } = await setup();
    expect(await sut.handle(approval({ done: false }, tim))).toBe(0);
    expect(await sut.handle(approval({ regulationsRespected: true }))).toBe(0);
    expect(await sut.handle(approval({ delayed: true }))).toBe(0);
    expect(mails.mails.size).toBe(0);
    expect(requests.sent).toEqual([]);
  });

  it('does not announce an approval older than a week (a consumer reading the stream from its beginning)', async () => {
    const { sut, mails, clock } = await setup();
    const event = approval();
    clock.set(new Date(2026, 10, 30, 9, 1));
    expect(await sut.handle(event)).toBe(0);
    expect(mails.mails.size).toBe(0);
  });
});
