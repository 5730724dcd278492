import type { AnalyzeDay, AnalyzeUserDay, Insight, Purchase, PurchaseInputDraft } from '@agecheck/contracts';
import { callApi, eventually, testDatabase, tokenFor } from '@agecheck/test-kit';
import { failedTest } from './purchase-drafts';

// The daily analysis and the insight read model through the gateway, with real Keycloak tokens,
// svc-purchases, FerretDB and NATS JetStream (back-office spec, sections 2, 7 and 9; issue 8, insight).

const db = testDatabase('purchases');

/** A day of its own, so that no other test's purchases are counted. */
const day = '2026-01-05';

const failedTestAt = (token: string, time: string) =>
  failedTest(db, token, { date: day, time, testType: 'Tabak' });

const save = (token: string, body: PurchaseInputDraft) =>
  callApi<Purchase>(`/api/purchases/${body._id}`, { token, method: 'PUT', body });

const insightOf = async (token: string) =>
  (await callApi<Insight>('/api/purchases/insight', { token, method: 'POST', body: { from: day, to: day } }))
    .body;

describe('the daily analysis (back-office spec, section 7: "analyze with sID and date")', () => {
  it("lists the day's users with counts and one user's day in order with the minutes between and the marker colours", async () => {
    const buyer = await tokenFor('testkaeufer');
    const planner = await tokenFor('planung');
    const first = await failedTestAt(buyer, '09:00');
    const second = {
      ...(await failedTestAt(buyer, '09:25')),
      regulationsRespected: true,
      pass: true,
      age: true,
    };
    expect((await save(buyer, second)).status).toBe(200);
    expect((await save(buyer, first)).status).toBe(200);
    const me = (await callApi<{ _id: string }>('/api/users/me', { token: buyer })).body;

    // The day is read from the purchase lists in memory, which learn of a save from its event (decision 0021).
    await eventually(async () => {
      const dayAnswer = await callApi<AnalyzeDay>(`/api/purchases/analyze/${day}`, { token: planner });
      expect(dayAnswer.status).toBe(200);
      expect(dayAnswer.body.users).toContainEqual(
        expect.objectContaining({
          userID: me._id,
          name: 'Tim Testkäufer',
          purchases: 2,
          completed: 2,
          failed: 1,
        }),
      );
    });

    const userDay = await callApi<AnalyzeUserDay>(`/api/purchases/analyze/${day}/${me._id}`, {
      token: planner,
    });
    expect(
      userDay.body.purchases.map(({ _id, minutesSincePrevious, markerColour }) => ({
        _id,
        minutesSincePrevious,
        markerColour,
      })),
    ).toEqual([
      { _id: first._id, minutesSincePrevious: undefined, markerColour: 'green' },
      { _id: second._id, minutesSincePrevious: 25, markerColour: 'orange' },
    ]);
    expect(userDay.body.purchases[0]).toEqual(expect.objectContaining({ latitude: expect.any(Number) }));
  });

  it('refuses a date that is none with 400, and a test buyer with 403', async () => {
    const planner = await tokenFor('planung');
    expect((await callApi('/api/purchases/analyze/2019-13-45', { token: planner })).status).toBe(400);
    expect(
      (await callApi(`/api/purchases/analyze/${day}`, { token: await tokenFor('testkaeufer') })).status,
    ).toBe(403);
  });
});

describe('the insight read model (issue 8: "Counts come from a read model")', () => {
  it('counts a failed test, moves it when the outcome changes and drops it when the purchase is deleted', async () => {
    const buyer = await tokenFor('testkaeufer');
    const planner = await tokenFor('planung');
    const before = await insightOf(planner);
    const body = await failedTestAt(buyer, '15:40');
    expect((await save(buyer, body)).status).toBe(200);

    const counted = await eventually(async () => {
      const insight = await insightOf(planner);
      expect(insight.tests).toBe(before.tests + 1);
      return insight;
    });
    expect(counted.sold).toBe(before.sold + 1);
    expect(counted.dimensions.hour).toContainEqual({ value: '15', tests: 1, sold: 1 });
    expect(counted.dimensions.weekday).toEqual([expect.objectContaining({ value: '1' })]);

    await save(buyer, { ...body, regulationsRespected: true, pass: true, age: true });
    await eventually(async () => {
      const insight = await insightOf(planner);
      expect(insight.dimensions.hour).toContainEqual({ value: '15', tests: 1, sold: 0 });
    });

    expect((await callApi(`/api/purchases/${body._id}`, { token: buyer, method: 'DELETE' })).status).toBe(
      204,
    );
    await eventually(async () => {
      const insight = await insightOf(planner);
      expect(insight.dimensions.hour.find(({ value }) => value === '15')).toBeUndefined();
    });
  });

  it('refuses a period that ends before it starts with 400', async () => {
    const answer = await callApi('/api/purchases/insight', {
      token: await tokenFor('planung'),
      method: 'POST',
      body: { from: '2026-01-06', to: '2026-01-05' },
    });
    expect(answer.status).toBe(400);
  });
});
