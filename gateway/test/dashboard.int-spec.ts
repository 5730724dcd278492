import { addDays, toIsoDate, type CurrentUser, type Dashboard } from '@agecheck/contracts';
import { callApi, testDatabase, tokenFor } from '@agecheck/test-kit';
import { ObjectId } from 'mongodb';

// GET /api/dashboard/ composed in the gateway from svc-purchases' parts over real NATS request/reply
// (field-app spec, section 2). Rounds come from the back office's import (a later issue), so the test
// writes its round entry straight into svc-purchases' database.

const purchases = testDatabase('purchases');

async function me(username: string): Promise<CurrentUser> {
  return (await callApi<CurrentUser>('/api/users/me', { token: await tokenFor(username) })).body;
}

describe('the dashboard through the gateway', () => {
  it('gives a test buyer their open round entries, delayed and completed purchases and the signature state', async () => {
    const buyer = await me('testkaeufer');
    const sprintListID = `dash-${new ObjectId().toHexString()}`;
    await purchases.collection('sprints').insertOne({
      sprintListID,
      name: 'Dashboard',
      start: addDays(toIsoDate(), -1),
      end: addDays(toIsoDate(), 1),
      type: 'kiosk',
      archive: false,
      storeID: new ObjectId().toHexString(),
      vst: '9901',
      store: { name: 'Kiosk Test', street: 'Weg 2', plz: '4000', city: 'Basel' },
      alk: 1,
      tabak: 1,
      media: 0,
      alkdone: 0,
      tabakdone: 0,
      mediadone: 0,
      userID: buyer._id,
    });

    const answer = await callApi<Dashboard>('/api/dashboard/', { token: await tokenFor('testkaeufer') });

    expect(answer.status).toBe(200);
    expect(answer.body.unavailable).toEqual([]);
    expect(answer.body.signatureMissing).toBe(!buyer.settings.signature);
    expect(answer.body.openSprintEntries?.find((entry) => entry.sprintListID === sprintListID)).toMatchObject(
      {
        vst: '9901',
        anzTK: 2,
        progress: { Alkohol: { open: 1 }, Tabak: { open: 1 } },
      },
    );
    expect(answer.body.purchases).toEqual({
      delayed: { count: expect.any(Number), latest: expect.any(Array) },
      completed: { count: expect.any(Number), latest: expect.any(Array) },
    });
  });

  it('gives a planner the count of purchases to control, and a portal user no data', async () => {
    const planner = await callApi<Dashboard>('/api/dashboard/', { token: await tokenFor('planung') });
    expect(planner.status).toBe(200);
    expect(planner.body).toEqual({
      signatureMissing: false,
      purchases: { toControl: expect.any(Number) },
      unavailable: [],
    });

    const portal = await callApi<Dashboard>('/api/dashboard/', { token: await tokenFor('portaluser') });
    expect(portal).toEqual({ status: 200, body: { signatureMissing: false, unavailable: [] } });
    expect((await callApi('/api/dashboard/')).status).toBe(401);
  });
});
