import type { AdminSettings, ApiErrorBody } from '@agecheck/contracts';
import { callApi, testDatabase, tokenFor } from '@agecheck/test-kit';

// The global admin settings through the gateway (back-office spec, section 2, "Settings": the switch that
// checks for current rounds on a new purchase; section 7, "Settings resource get and update").

const purchases = testDatabase('purchases');

afterAll(async () => {
  await callApi('/api/adminSettings', {
    token: await tokenFor('admin'),
    method: 'PUT',
    body: { checkStoreTypes: true },
  });
});

describe('the global admin settings', () => {
  it('checks for current rounds until the admin switches it off, which every signed-in user then reads', async () => {
    const admin = await tokenFor('admin');
    const buyer = await tokenFor('testkaeufer');
    // the re-test switch is the rounds' test's business (sprints.int-spec), which may run meanwhile
    expect((await callApi<AdminSettings>('/api/adminSettings', { token: buyer })).body).toEqual({
      checkStoreTypes: true,
      retestProposals: expect.any(Boolean),
      // the lock age is the time records' tests' business (svc-timetrack's timetrack-lock-setting.int-spec)
      timetrackEditDays: expect.any(Number),
      // the e-forms' addresses are the e-forms' tests' business (gateway/test/eforms.int-spec)
      eformUrls: expect.any(Object),
      // the failed-test notice is failed-test-notice.int-spec's business
      failedTestNotice: expect.any(Boolean),
      failedTestNoticeTo: expect.any(String),
    });
    const saved = await callApi<AdminSettings>('/api/adminSettings', {
      token: admin,
      method: 'PUT',
      body: { checkStoreTypes: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      checkStoreTypes: false,
      retestProposals: expect.any(Boolean),
      timetrackEditDays: expect.any(Number),
      eformUrls: expect.any(Object),
      // the failed-test notice is failed-test-notice.int-spec's business
      failedTestNotice: expect.any(Boolean),
      failedTestNoticeTo: expect.any(String),
    });
    expect((await callApi<AdminSettings>('/api/adminSettings', { token: buyer })).body).toMatchObject({
      checkStoreTypes: false,
    });
  });

  it('refuses a bad change with 400 and writes nothing; only admin changes them', async () => {
    const settings = purchases.collection('settings');
    const before = await settings.find().toArray();
    const admin = await tokenFor('admin');
    for (const body of [
      {},
      { checkStoreTypes: 'nein' },
      { checkStoreTypes: true, other: 1 },
      { retestProposals: 'ja' },
      // the lock age of time records (decision A-C5): a whole day of the month from 0 to 28
      { timetrackEditDays: 29 },
      { timetrackEditDays: -1 },
      { timetrackEditDays: 2.5 },
      { timetrackEditDays: '5' },
      { timetrackEditDays: null },
      // the failed-test notice (decision 0051)
      { failedTestNotice: 'ja' },
      { failedTestNoticeTo: 'alle' },
    ]) {
      const refused = await callApi<ApiErrorBody>('/api/adminSettings', {
        token: admin,
        method: 'PUT',
        body,
      });
      expect(refused.status).toBe(400);
      if ('timetrackEditDays' in body)
        expect(refused.body.errors).toEqual([
          { path: 'timetrackEditDays', key: 'settings.timetrackEditDaysErr' },
        ]);
    }
    expect(await settings.find().toArray()).toEqual(before);
    const planner = await tokenFor('planung');
    const forbidden = await callApi('/api/adminSettings', {
      token: planner,
      method: 'PUT',
      body: { checkStoreTypes: true },
    });
    expect(forbidden.status).toBe(403);
  });
});
