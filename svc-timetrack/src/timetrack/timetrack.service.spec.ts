import type { Timetrack, TimetrackSettings } from '@agecheck/contracts';
import { EventBus } from '@agecheck/nest-common';
import { InMemoryEventBus, newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import { InMemoryCustomersRepository } from '../../test/in-memory-customers.repository';
import { InMemoryTimetrackRepository } from '../../test/in-memory-timetrack.repository';
import { LEA, OTHER_TT_ID, shopperDay, trainingDay, TT_ID } from '../../test/timetrack-drafts';
import { CustomersRepository } from '../customers/customers.repository';
import { TimetrackRepository } from './timetrack.repository';
import { TimetrackService } from './timetrack.service';
import { TimetrackSettingsSource } from './timetrack-settings';

// The records service over the in-memory stand-ins (checklist A.2 to A.7, A.9 #1–6, A.11; decisions 0031–0033).
// The test clock's day is 2026-11-23; by default the owner may change a record until the 5th of the next month.

const buyer = testUser('tk1', ['testkaeufer']);
const otherBuyer = testUser('tk2', ['testkaeufer']);
const admin = testUser('ad1', ['admin']);

const SHOPPERS: Record<string, { _id: string; name: string; date: string; userID: string }> = {
  [LEA._id]: { ...LEA, userID: 'tk1' },
  '65f0c0ffee00000000005002': {
    _id: '65f0c0ffee00000000005002',
    name: 'Frey Mia',
    date: '2011-02-02',
    userID: 'tk2',
  },
};

function setup(settings: TimetrackSettings = { timetrackEditDays: 5 }) {
  const repository = new InMemoryTimetrackRepository();
  const customers = new InMemoryCustomersRepository();
  const bus = new InMemoryEventBus();
  const service = newTestService(TimetrackService, [
    standIn(EventBus, bus),
    standIn(TimetrackRepository, repository),
    standIn(CustomersRepository, customers),
    standIn(TimetrackSettingsSource, {
      current: () => Promise.resolve(settings),
      onApplicationBootstrap: () => undefined,
      onApplicationShutdown: () => undefined,
    }),
  ]);
  service.requests.answer('shopperOwner.get', ({ id }) => SHOPPERS[id] ?? null);
  return { ...service, repository, customers, bus };
}

/** Puts a stored record in place as if saved long ago (a closed month, a review). */
function storeAs(repository: InMemoryTimetrackRepository, record: Timetrack, changes: Partial<Timetrack>) {
  repository.records.set(record._id, { ...record, ...changes });
}

describe('TimetrackService (checklist A.2–A.7, A.11; decisions 0031–0033)', () => {
  it('stores the A-C1 payout example with the owner’s shopper snapshot, complete, version 1, one saved event', async () => {
    const { sut, repository, clock } = setup();
    const saved = await sut.save(buyer, TT_ID, shopperDay());
    expect(saved).toMatchObject({
      _id: TT_ID,
      userID: 'tk1',
      userName: 'Name tk1',
      complete: true,
      reviewed: false,
      pause: 1,
      tag: 'Wochentag',
      tk: { obj: { _id: LEA._id, name: LEA.name, date: LEA.date }, auszahlung: 35, pause: 0.5 },
      flags: [],
      version: 1,
      createdAt: clock.now().toISOString(),
    });
    expect(repository.events).toEqual([
      expect.objectContaining({
        subject: 'timetrack.record.saved',
        data: { record: saved, created: true },
        actor: { id: 'tk1', name: 'Name tk1' },
      }),
    ]);
  });

  it('refuses a payout whose shopper is another tester’s, or unknown, with timetrack.shopperErr and stores nothing', async () => {
    const { sut, repository } = setup();
    for (const shopperID of ['65f0c0ffee00000000005002', '65f0c0ffee0000000000dead'])
      await expect(
        sut.save(buyer, TT_ID, shopperDay({ tk: { ...shopperDay().tk, obj: { _id: shopperID } } })),
      ).rejects.toMatchObject({
        code: 'TIMETRACK_SHOPPER_UNKNOWN',
        errors: [{ path: 'tk.obj', key: 'timetrack.shopperErr' }],
      });
    expect(repository.records.size).toBe(0);
  });

  it('answers the same content sent again with the stored record: no new version, no event', async () => {
    const { sut, repository, clock } = setup();
    const first = await sut.save(buyer, TT_ID, trainingDay());
    clock.set(new Date(clock.now().getTime() + 60_000));
    const again = await sut.save(buyer, TT_ID, trainingDay());
    expect(again).toEqual(first);
    expect(repository.events).toHaveLength(1);
    const changed = await sut.save(buyer, TT_ID, trainingDay({ end: '13:00' }));
    expect(changed).toMatchObject({ version: 2, end: '13:00', createdAt: first.createdAt });
    expect(repository.events).toHaveLength(2);
  });

  it('refuses a body whose _id is not the path’s', async () => {
    const { sut } = setup();
    await expect(sut.save(buyer, OTHER_TT_ID, trainingDay())).rejects.toMatchObject({
      code: 'TIMETRACK_ID_MISMATCH',
    });
  });

  it('refuses an invalid record with the rules’ field errors (end before start)', async () => {
    const { sut } = setup();
    await expect(sut.save(buyer, TT_ID, trainingDay({ start: '12:00', end: '09:00' }))).rejects.toMatchObject(
      {
        code: 'TIMETRACK_INVALID',
        errors: expect.arrayContaining([expect.objectContaining({ path: 'end' })]),
      },
    );
  });

  it('answers another user’s record like a missing one for reading, changing and deleting (A.11)', async () => {
    const { sut, repository } = setup();
    const saved = await sut.save(buyer, TT_ID, trainingDay());
    await expect(sut.get(otherBuyer, TT_ID)).rejects.toMatchObject({ code: 'TIMETRACK_NOT_FOUND' });
    await expect(sut.save(otherBuyer, TT_ID, trainingDay({ end: '13:00' }))).rejects.toMatchObject({
      code: 'TIMETRACK_NOT_FOUND',
    });
    await expect(sut.remove(otherBuyer, TT_ID)).rejects.toMatchObject({ code: 'TIMETRACK_NOT_FOUND' });
    expect(repository.records.get(TT_ID)).toEqual(saved);
    await expect(sut.get(admin, TT_ID)).resolves.toEqual(saved);
  });

  it('lists the caller’s own records, newest first, and the open ones apart (A.9 #1, #3)', async () => {
    const { sut } = setup();
    await sut.save(buyer, TT_ID, trainingDay({ datum: '2026-11-20' }));
    await sut.save(buyer, OTHER_TT_ID, shopperDay({ datum: '2026-11-22', index: 1 }, OTHER_TT_ID));
    await sut.save(
      otherBuyer,
      'aaaaaaaa-2c4e-4f5a-9b8c-7d6e5f4a3b2c',
      trainingDay({}, 'aaaaaaaa-2c4e-4f5a-9b8c-7d6e5f4a3b2c'),
    );
    expect((await sut.listOwn(buyer)).map((record) => record._id)).toEqual([OTHER_TT_ID, TT_ID]);
    expect((await sut.listOpen(buyer)).map((record) => record._id)).toEqual([OTHER_TT_ID]);
  });

  it('refuses the owner a locked record with timetrack.locked and lets admin correct it, recording before and after (A-C5, A-C6)', async () => {
    const { sut, repository } = setup();
    const saved = await sut.save(buyer, TT_ID, trainingDay());
    storeAs(repository, saved, { datum: '2026-10-01' });
    const locked = repository.records.get(TT_ID) as Timetrack;
    await expect(
      sut.save(buyer, TT_ID, trainingDay({ datum: '2026-10-01', end: '13:00' })),
    ).rejects.toMatchObject({
      code: 'TIMETRACK_LOCKED',
      key: 'timetrack.locked',
      errors: [{ path: 'datum', key: 'timetrack.locked' }],
    });
    await expect(sut.remove(buyer, TT_ID)).rejects.toMatchObject({ code: 'TIMETRACK_LOCKED' });

    const corrected = await sut.save(admin, TT_ID, trainingDay({ datum: '2026-10-01', end: '13:00' }));
    expect(corrected).toMatchObject({ userID: 'tk1', userName: 'Name tk1', end: '13:00', version: 2 });
    expect(repository.events.at(-1)).toMatchObject({
      subject: 'timetrack.record.saved',
      data: { record: corrected, created: false, before: locked },
      actor: { id: 'ad1' },
    });
  });

  it('reviews a selection of complete records, refuses one with an incomplete record, and locks them for the owner (A-C11, R-T14)', async () => {
    const { sut, repository } = setup();
    await sut.save(buyer, TT_ID, trainingDay());
    await sut.save(buyer, OTHER_TT_ID, shopperDay({ index: 1 }, OTHER_TT_ID));
    await expect(sut.review(admin, { ids: [TT_ID, OTHER_TT_ID], reviewed: true })).rejects.toMatchObject({
      code: 'TIMETRACK_NOT_COMPLETE',
      errors: [{ path: `${OTHER_TT_ID}.reviewed`, key: 'timetrack.notComplete' }],
    });
    expect(repository.records.get(TT_ID)?.reviewed).toBe(false);

    const [reviewed] = await sut.review(admin, { ids: [TT_ID], reviewed: true });
    expect(reviewed).toMatchObject({ reviewed: true, review: { by: { id: 'ad1' } }, version: 2 });
    expect(repository.events.at(-1)).toMatchObject({
      subject: 'timetrack.record.reviewed',
      data: { record: reviewed },
    });
    await expect(sut.save(buyer, TT_ID, trainingDay({ end: '13:00' }))).rejects.toMatchObject({
      code: 'TIMETRACK_LOCKED',
    });
    // the same mark again changes nothing
    const events = repository.events.length;
    await sut.review(admin, { ids: [TT_ID], reviewed: true });
    expect(repository.events).toHaveLength(events);
  });

  it('deletes an open record of the owner even past the deadline, and any for admin, each with a deleted event (R-T15)', async () => {
    const { sut, repository } = setup();
    const open = await sut.save(buyer, TT_ID, shopperDay({ index: 1 }));
    expect(open.complete).toBe(false);
    storeAs(repository, open, { datum: '2026-09-01' });
    await sut.remove(buyer, TT_ID);
    await sut.save(buyer, OTHER_TT_ID, trainingDay({}, OTHER_TT_ID));
    await sut.review(admin, { ids: [OTHER_TT_ID], reviewed: true });
    await sut.remove(admin, OTHER_TT_ID);
    expect(repository.records.size).toBe(0);
    expect(repository.events.filter((event) => event.subject === 'timetrack.record.deleted')).toHaveLength(2);
  });

  it('pages all records 50 a page, newest first, filtered by status (A.7)', async () => {
    const { sut } = setup();
    for (let day = 1; day <= 52; day += 1) {
      const id = `00000000-0000-4000-8000-${String(day).padStart(12, '0')}`;
      await sut.save(
        buyer,
        id,
        trainingDay({ datum: `2026-11-${String((day % 23) + 1).padStart(2, '0')}` }, id),
      );
    }
    const first = await sut.page(1, {});
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 52 });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.datum).toBe('2026-11-23');
    expect((await sut.page(2, {})).items).toHaveLength(2);
    expect((await sut.page(1, { status: 'reviewed' })).total).toBe(0);
  });

  it('counts for the admin overview the records waiting for the review and those of the month (decision 0050)', async () => {
    expect(await setup().sut.overview()).toEqual({ toReview: 0, month: 0 });

    const { sut, repository } = setup();
    const saved = await sut.save(buyer, TT_ID, trainingDay({ datum: '2026-11-20' }));
    const open = '00000000-0000-4000-8000-000000000031';
    await sut.save(buyer, open, shopperDay({ datum: '2026-11-21', index: 1 }, open));
    // a complete record of October, saved then
    const lastMonth = '00000000-0000-4000-8000-000000000032';
    repository.records.set(lastMonth, { ...saved, _id: lastMonth, datum: '2026-10-30' });
    // the clock's day is 2026-11-23: two of November (one complete, one open), two complete to review
    expect(await sut.overview()).toEqual({ toReview: 2, month: 2 });
    await sut.review(admin, { ids: [TT_ID], reviewed: true });
    expect(await sut.overview()).toEqual({ toReview: 1, month: 2 });
  });

  it('shows this replica’s save, review and delete on the next page at once, and another replica’s from its event (decision 0036)', async () => {
    const { sut, bus, repository } = setup();
    await sut.save(buyer, TT_ID, trainingDay({ datum: '2026-11-20' }));
    expect((await sut.page(1, {})).total).toBe(1); // loaded now, following the stream
    expect(bus.followers.map((follower) => follower.stream)).toEqual(['TIMETRACK']);

    await sut.save(buyer, OTHER_TT_ID, trainingDay({ datum: '2026-11-21' }, OTHER_TT_ID));
    expect((await sut.page(1, {})).items.map((record) => record._id)).toEqual([OTHER_TT_ID, TT_ID]);
    await sut.review(admin, { ids: [TT_ID], reviewed: true });
    expect((await sut.page(1, { status: 'reviewed' })).items.map((record) => record._id)).toEqual([TT_ID]);
    await sut.remove(buyer, OTHER_TT_ID);
    expect((await sut.page(1, {})).items.map((record) => record._id)).toEqual([TT_ID]);

    // a record saved on another replica arrives as its event; the late events of this replica change nothing
    const elsewhere = '00000000-0000-4000-8000-000000000077';
    const remote = setup();
    await remote.sut.save(otherBuyer, elsewhere, trainingDay({ datum: '2026-11-22' }, elsewhere));
    await bus.deliver([...repository.events, ...remote.repository.events]);
    expect((await sut.page(1, {})).items.map((record) => record._id)).toEqual([elsewhere, TT_ID]);
    expect((await sut.page(1, { status: 'reviewed' })).total).toBe(1);
  });
});
