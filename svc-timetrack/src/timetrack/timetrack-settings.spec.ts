import { DEFAULT_ADMIN_SETTINGS, type Timetrack } from '@agecheck/contracts';
import { createEvent, EventBus } from '@agecheck/nest-common';
import { InMemoryEventBus, newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import { InMemoryCustomersRepository } from '../../test/in-memory-customers.repository';
import { InMemoryTimetrackRepository } from '../../test/in-memory-timetrack.repository';
import { trainingDay, TT_ID } from '../../test/timetrack-drafts';
import { CustomersRepository } from '../customers/customers.repository';
import { TimetrackRepository } from './timetrack.repository';
import { TimetrackService } from './timetrack.service';
import { SETTINGS_RETRY_MS, TimetrackSettingsSource } from './timetrack-settings';

// The lock age of time records as svc-timetrack knows it (decision A-C5; docs/decisions/0033): one of the
// global admin settings of svc-purchases, asked for at start (`adminSettings.get`) and then followed on the
// purchases stream (`purchases.adminSettings.saved`), over the in-memory event bus and requests. The test
// clock's day is 2026-11-23.

const admin = { id: 'ad1', name: 'Ada Admin' };
const buyer = testUser('tk1', ['testkaeufer']);

/** The event of an admin's save of the lock age at `at` (the settings before: the defaults). */
function savedEvent(timetrackEditDays: number, at: string) {
  return createEvent(
    'purchases.adminSettings.saved',
    { settings: { ...DEFAULT_ADMIN_SETTINGS, timetrackEditDays }, before: DEFAULT_ADMIN_SETTINGS },
    admin,
    { id: `settings-${timetrackEditDays}-${at}`, occurredAt: new Date(at) },
  );
}

function setup(owner?: { timetrackEditDays: number; savedAt: string | null }) {
  const bus = new InMemoryEventBus();
  const service = newTestService(TimetrackSettingsSource, [standIn(EventBus, bus)]);
  if (owner)
    service.requests.answer('adminSettings.get', () => ({
      settings: { ...DEFAULT_ADMIN_SETTINGS, timetrackEditDays: owner.timetrackEditDays },
      savedAt: owner.savedAt,
    }));
  return { ...service, bus };
}

describe('TimetrackSettingsSource (decision A-C5)', () => {
  it('asks svc-purchases at start for the lock age saved there, and follows the purchases stream', async () => {
    const { sut, bus, requests } = setup({ timetrackEditDays: 12, savedAt: '2026-11-20T08:00:00.000Z' });
    sut.onApplicationBootstrap();
    expect(await sut.current()).toEqual({ timetrackEditDays: 12 });
    expect(requests.sent).toEqual([{ subject: 'adminSettings.get', payload: {} }]);
    expect(bus.followers.map(({ stream }) => stream)).toEqual(['PURCHASES']);
    // asked once: every later call answers from memory
    await sut.current();
    expect(requests.sent).toHaveLength(1);
  });

  it('takes each later save from the stream, and ignores the other events of the stream', async () => {
    const { sut, bus } = setup({ timetrackEditDays: 5, savedAt: null });
    expect(await sut.current()).toEqual({ timetrackEditDays: 5 });
    await bus.deliver([savedEvent(0, '2026-11-23T09:00:00.000Z')]);
    expect(await sut.current()).toEqual({ timetrackEditDays: 0 });
    await bus.deliver([
      createEvent(
        'purchases.shopper.deleted',
        { shopperId: 's1', name: 'Muster Anna', userID: 'tk1' },
        admin,
      ),
      savedEvent(20, '2026-11-23T09:30:00.000Z'),
    ]);
    expect(await sut.current()).toEqual({ timetrackEditDays: 20 });
  });

  it('never goes back to an older value: an event older than the answer, or redelivered, changes nothing', async () => {
    const { sut, bus } = setup({ timetrackEditDays: 12, savedAt: '2026-11-23T09:00:00.000Z' });
    expect(await sut.current()).toEqual({ timetrackEditDays: 12 });
    // the minute before the question is followed again: a save the answer already holds, and one before it
    await bus.deliver([savedEvent(3, '2026-11-23T08:59:00.000Z')]);
    expect(await sut.current()).toEqual({ timetrackEditDays: 12 });
    await bus.deliver([savedEvent(7, '2026-11-23T09:10:00.000Z'), savedEvent(3, '2026-11-23T08:59:00.000Z')]);
    expect(await sut.current()).toEqual({ timetrackEditDays: 7 });
  });

  it('a replica started later knows the value saved long before (asked, not only followed)', async () => {
    const { sut } = setup({ timetrackEditDays: 25, savedAt: '2026-01-02T08:00:00.000Z' });
    expect(await sut.current()).toEqual({ timetrackEditDays: 25 });
  });

  it('applies the default while svc-purchases does not answer, takes an event meanwhile, and asks again until it answers', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), doNotFake: ['setImmediate', 'nextTick'] });
    try {
      const { sut, bus, requests } = setup();
      expect(await sut.current()).toEqual({ timetrackEditDays: 5 });
      await bus.deliver([savedEvent(9, '2026-11-23T09:00:00.000Z')]);
      expect(await sut.current()).toEqual({ timetrackEditDays: 9 });
      // svc-purchases answers at last, with a save older than the event: the event's value stays
      requests.answer('adminSettings.get', () => ({
        settings: { ...DEFAULT_ADMIN_SETTINGS, timetrackEditDays: 2 },
        savedAt: '2026-11-22T09:00:00.000Z',
      }));
      await jest.advanceTimersByTimeAsync(SETTINGS_RETRY_MS);
      expect(requests.sent).toHaveLength(2);
      expect(await sut.current()).toEqual({ timetrackEditDays: 9 });
      sut.onApplicationShutdown();
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks again after a failed answer and then takes the saved value', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), doNotFake: ['setImmediate', 'nextTick'] });
    try {
      const { sut, requests } = setup();
      expect(await sut.current()).toEqual({ timetrackEditDays: 5 });
      requests.answer('adminSettings.get', () => ({
        settings: { ...DEFAULT_ADMIN_SETTINGS, timetrackEditDays: 15 },
        savedAt: '2026-11-22T09:00:00.000Z',
      }));
      await jest.advanceTimersByTimeAsync(SETTINGS_RETRY_MS);
      expect(await sut.current()).toEqual({ timetrackEditDays: 15 });
      sut.onApplicationShutdown();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the owner’s save of last month’s record follows the lock age the admin sets (A-C5, R-T14 b)', () => {
  it('is refused past the 5th by default, accepted once the admin allows until the 28th, refused again with 0', async () => {
    const bus = new InMemoryEventBus();
    const repository = new InMemoryTimetrackRepository();
    const { sut, requests } = newTestService(TimetrackService, [
      standIn(TimetrackRepository, repository),
      standIn(CustomersRepository, new InMemoryCustomersRepository()),
      standIn(EventBus, bus),
    ]);
    requests.answer('adminSettings.get', () => ({ settings: DEFAULT_ADMIN_SETTINGS, savedAt: null }));
    const saved = await sut.save(buyer, TT_ID, trainingDay());
    repository.records.set(TT_ID, { ...saved, datum: '2026-10-15' } as Timetrack);
    const lastMonth = (changes: Parameters<typeof trainingDay>[0]) =>
      trainingDay({ datum: '2026-10-15', ...changes });

    await expect(sut.save(buyer, TT_ID, lastMonth({ end: '13:00' }))).rejects.toMatchObject({
      code: 'TIMETRACK_LOCKED',
      errors: [{ path: 'datum', key: 'timetrack.locked' }],
    });

    await bus.deliver([savedEvent(28, '2026-11-23T09:00:00.000Z')]);
    expect(await sut.save(buyer, TT_ID, lastMonth({ end: '13:00' }))).toMatchObject({
      datum: '2026-10-15',
      end: '13:00',
    });

    await bus.deliver([savedEvent(0, '2026-11-23T09:05:00.000Z')]);
    await expect(sut.save(buyer, TT_ID, lastMonth({ end: '14:00' }))).rejects.toMatchObject({
      code: 'TIMETRACK_LOCKED',
    });
    await expect(sut.remove(buyer, TT_ID)).rejects.toMatchObject({ code: 'TIMETRACK_LOCKED' });
  });
});
