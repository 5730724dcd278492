import { newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import { InMemoryUsersRepository } from '../../test/in-memory-users.repository';
import { UsersRepository } from '../identity/users.repository';
import { DASHBOARD_PART_TIMEOUT_MS, DashboardService } from './dashboard.service';

const buyer = testUser('tk1', ['testkaeufer']);
const planner = testUser('pl1', ['planung']);
const portal = testUser('pu1', ['portalUser']);
const admin = testUser('ad1', ['admin', 'planung']);

const timetrackPart = { toReview: 4, month: 17 };
const purchasesPart = { delayed: { count: 1, latest: [{ _id: 'p1', vst: '1001', name: 'Coop Bern' }] } };

async function setup(signature?: string) {
  const users = new InMemoryUsersRepository();
  await users.upsertFromToken(buyer, new Date());
  if (signature !== undefined) await users.updateSettings(buyer.id, { signature });
  const service = newTestService(DashboardService, [standIn(UsersRepository, users)]);
  service.requests
    .answer('dashboard.openSprintEntries', () => [])
    .answer('dashboard.purchases', () => purchasesPart)
    .answer('dashboard.timetrack', () => timetrackPart);
  return service;
}

describe('DashboardService: GET /api/dashboard/ composed from the services (field-app spec, section 2)', () => {
  it('gives a test buyer the carousel, their purchases and the missing-signature warning', async () => {
    const { sut, requests } = await setup();
    expect(await sut.dashboard(buyer)).toEqual({
      signatureMissing: true,
      openSprintEntries: [],
      purchases: purchasesPart,
      unavailable: [],
    });
    expect(requests.sent).toEqual([
      { subject: 'dashboard.openSprintEntries', payload: { userID: 'tk1' } },
      {
        subject: 'dashboard.purchases',
        payload: { userID: 'tk1', ownPurchases: true, toControl: false },
      },
    ]);
  });

  it('shows no warning to a test buyer with a stored signature', async () => {
    const { sut } = await setup('signature-1.jpg');
    expect((await sut.dashboard(buyer)).signatureMissing).toBe(false);
  });

  it('asks only for the count to control for a planner', async () => {
    const { sut, requests } = await setup();
    await sut.dashboard(planner);
    expect(requests.sent).toEqual([
      {
        subject: 'dashboard.purchases',
        payload: { userID: 'pl1', ownPurchases: false, toControl: true },
      },
    ]);
  });

  it('gives an administrator the count to control and the time-tracking counts of the overview (decision 0050)', async () => {
    const { sut, requests } = await setup();
    expect(await sut.dashboard(admin)).toEqual({
      signatureMissing: false,
      purchases: purchasesPart,
      timetrack: timetrackPart,
      unavailable: [],
    });
    expect(requests.sent).toEqual([
      {
        subject: 'dashboard.purchases',
        payload: { userID: 'ad1', ownPurchases: false, toControl: true },
      },
      { subject: 'dashboard.timetrack', payload: {} },
    ]);
  });

  it('loads no data for a portal user without admin, and asks no service', async () => {
    const { sut, requests } = await setup();
    expect(await sut.dashboard(portal)).toEqual({ signatureMissing: false, unavailable: [] });
    expect(requests.sent).toEqual([]);
  });

  it.each([
    [
      'a test buyer without the purchases',
      buyer,
      'dashboard.purchases',
      { signatureMissing: true, openSprintEntries: [], unavailable: ['purchases'] },
    ],
    [
      'an administrator without the time-tracking counts (decision 0050)',
      admin,
      'dashboard.timetrack',
      { signatureMissing: false, purchases: purchasesPart, unavailable: ['timetrack'] },
    ],
  ] as const)('answers %s when that part fails', async (_case, user, subject, expected) => {
    const { sut, requests } = await setup();
    requests.answer(subject, () => {
      throw new Error('Empty response. There are no subscribers listening to that message');
    });
    expect(await sut.dashboard(user)).toEqual(expected);
  });

  it(`answers without a part that does not answer within ${DASHBOARD_PART_TIMEOUT_MS} ms`, async () => {
    const { sut, requests } = await setup();
    requests.answer('dashboard.openSprintEntries', () => new Promise<never>(() => undefined));
    const started = Date.now();
    const dashboard = await sut.dashboard(buyer);
    expect(Date.now() - started).toBeLessThan(DASHBOARD_PART_TIMEOUT_MS + 1_000);
    expect(dashboard).toEqual({
      signatureMissing: true,
      purchases: purchasesPart,
      unavailable: ['openSprintEntries'],
    });
  });
});
