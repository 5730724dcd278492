import { randomUUID } from 'node:crypto';
import {
  DEFAULT_TIMETRACK_SETTINGS,
  type AdminSettings,
  type CurrentUser,
  type Page,
  type ProtocolEntry,
  type Timetrack,
  type TimetrackInput,
} from '@agecheck/contracts';
import { callApi, eventually, testDatabase, tokenFor } from '@agecheck/test-kit';
import { trainingDay as trainingMorning } from './timetrack-drafts';

// The lock age of time records is an admin setting (decision A-C5, docs/decisions/0033): the admin saves
// `timetrackEditDays` in the global admin settings of svc-purchases, which publish the change; svc-timetrack
// follows it and answers the owner's save of a record of last month accordingly. Through the gateway, with
// real Keycloak tokens, svc-purchases, svc-timetrack, FerretDB and NATS.

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
/** The 15th of last month: by default (the 5th of this month) locked from the 6th on. */
const LAST_MONTH_DAY = (() => {
  const day = new Date(now.getFullYear(), now.getMonth() - 1, 15);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-15`;
})();
const timetrackDb = testDatabase('timetrack');

async function setLockAge(timetrackEditDays: number) {
  const answer = await callApi<AdminSettings>('/api/adminSettings', {
    token: await tokenFor('admin'),
    method: 'PUT',
    body: { timetrackEditDays },
  });
  expect(answer.status).toBe(200);
  expect(answer.body.timetrackEditDays).toBe(timetrackEditDays);
}

/** The training morning of `timetrack-drafts.ts` on a day of last month, under the id given. */
const trainingDay = (id: string, changes: Partial<TimetrackInput> = {}): TimetrackInput =>
  trainingMorning({ datum: LAST_MONTH_DAY, ...changes }, id);

async function ownersSave(input: TimetrackInput) {
  return callApi<Timetrack & { code?: string; errors?: { path: string; key: string }[] }>(
    `/api/timetrack/${input._id}`,
    { token: await tokenFor('testkaeufer'), method: 'PUT', body: input },
  );
}

/** A complete record of the test buyer dated last month, put in place directly (as if saved then). */
async function recordOfLastMonth(): Promise<string> {
  const id = randomUUID();
  const stamp = new Date().toISOString();
  const me = await callApi<CurrentUser>('/api/users/me', { token: await tokenFor('testkaeufer') });
  const { tk: _none, ...day } = trainingDay(id);
  await timetrackDb.collection<Timetrack>('timetracks').insertOne({
    ...day,
    typ: 'testkaeufer',
    pause: 0,
    tag: 'Wochentag',
    complete: true,
    reviewed: false,
    flags: [],
    userID: me.body._id,
    userName: 'Tim Testkäufer',
    version: 1,
    createdAt: stamp,
    updatedAt: stamp,
  });
  return id;
}

afterAll(async () => {
  await setLockAge(DEFAULT_TIMETRACK_SETTINGS.timetrackEditDays);
});

describe('the lock age of time records set by the admin (A-C5)', () => {
  it('locks or opens a record of last month for its owner as the admin sets it, and the protocol shows the change', async () => {
    const id = await recordOfLastMonth();

    // 0: a record may be changed until the last day of its own month, so last month's is locked
    await setLockAge(0);
    await eventually(async () => {
      const refused = await ownersSave(trainingDay(id, { end: '13:00' }));
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'TIMETRACK_LOCKED',
        errors: [{ path: 'datum', key: 'timetrack.locked' }],
      });
    });
    const deleting = await callApi(`/api/timetrack/${id}`, {
      token: await tokenFor('testkaeufer'),
      method: 'DELETE',
    });
    expect(deleting.status).toBe(403);

    // 28: open until the 28th of this month (no later day of the month opens it on the 29th to 31st)
    if (now.getDate() <= 28) {
      await setLockAge(28);
      const saved = await eventually(async () => {
        const answer = await ownersSave(trainingDay(id, { end: '13:00' }));
        expect(answer.status).toBe(200);
        return answer.body;
      });
      expect(saved).toMatchObject({ _id: id, datum: LAST_MONTH_DAY, end: '13:00', version: 2 });

      // and locked again once the admin sets it back to 0
      await setLockAge(0);
      await eventually(async () => {
        expect((await ownersSave(trainingDay(id, { end: '14:00' }))).status).toBe(403);
      });
    }

    const entry = await eventually(async () => {
      const answer = await callApi<Page<ProtocolEntry>>(
        '/api/protocols/?module=purchases&type=adminSettings.saved&pageSize=200',
        { token: await tokenFor('admin') },
      );
      expect(answer.status).toBe(200);
      const found = answer.body.items.find((item) => {
        const detail = JSON.parse(item.detail) as { settings: AdminSettings; before: AdminSettings };
        return detail.settings.timetrackEditDays === 0 && detail.before.timetrackEditDays !== 0;
      });
      expect(found).toBeDefined();
      return found as ProtocolEntry;
    });
    expect(entry.short).toBe('protocol.purchases.adminSettings.saved');
  });
});
