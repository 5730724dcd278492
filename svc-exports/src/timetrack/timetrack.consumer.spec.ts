import { createEvent, EventBus } from '@agecheck/nest-common';
import { newTestService, standIn } from '@agecheck/nest-common/testing';
import { InMemoryTimetrackRowsRepository } from '../../test/in-memory-timetrack-rows.repository';
import { customer, region, storedTimetrack } from '../../test/timetrack-row.fixture';
import { TimetrackRowsRepository } from './timetrack-rows.repository';
import { TimetrackConsumer } from './timetrack.consumer';

const actor = { id: 'tk1', name: 'Tina Test' };
const at = (time: string) => ({ id: `event-${time}`, occurredAt: new Date(`2026-11-23T${time}:00Z`) });
const period = { start: '2026-11-01', end: '2026-11-30' };

function setup() {
  const rows = new InMemoryTimetrackRowsRepository();
  const consumers: string[] = [];
  const bus = standIn(EventBus, {
    publish: async () => {},
    consume: async ({ durable, stream }) => void consumers.push(`${stream}/${durable}`),
    follow: async () => {},
    onApplicationShutdown: async () => {},
  });
  return {
    ...newTestService(TimetrackConsumer, [standIn(TimetrackRowsRepository, rows), bus]),
    rows,
    consumers,
  };
}

describe('the time-tracking rows of svc-exports, kept from timetrack.* events (issue 19)', () => {
  it('reads the time-tracking stream with its own durable consumer (replicas share it)', async () => {
    const { sut, consumers } = setup();
    await sut.onApplicationBootstrap();
    expect(consumers).toEqual(['TIMETRACK/exports-timetrack']);
  });

  it('keeps a saved record whole, found by its period', async () => {
    const { sut, rows } = setup();
    const record = storedTimetrack();
    await sut.apply(createEvent('timetrack.record.saved', { record, created: true }, actor, at('09:00')));
    expect(await rows.findRecords(period)).toEqual([
      {
        _id: record._id,
        record,
        datum: '2026-11-23',
        userID: 'tk1',
        typ: 'testkaeufer',
        deleted: false,
        version: '2026-11-23T09:00:00.000Z',
      },
    ]);
  });

  it('takes a review, and a late save of the version before does not undo it (newer wins)', async () => {
    const { sut, rows } = setup();
    const saved = createEvent(
      'timetrack.record.saved',
      { record: storedTimetrack(), created: true },
      actor,
      at('09:00'),
    );
    await sut.apply(saved);
    const reviewed = storedTimetrack({ reviewed: true });
    await sut.apply(createEvent('timetrack.record.reviewed', { record: reviewed }, actor, at('09:05')));
    await sut.apply(saved);
    expect((await rows.findRecord(reviewed._id))?.record.reviewed).toBe(true);
  });

  it('drops a deleted record from the exports, and a late save does not bring it back', async () => {
    const { sut, rows } = setup();
    const record = storedTimetrack();
    const saved = createEvent('timetrack.record.saved', { record, created: true }, actor, at('09:00'));
    await sut.apply(saved);
    await sut.apply(createEvent('timetrack.record.deleted', { record }, actor, at('09:05')));
    await sut.apply(saved);
    expect(await rows.findRecords(period)).toEqual([]);
    expect(await rows.findRecord(record._id)).toMatchObject({ deleted: true });
  });

  it('applies each event once in effect: the same event twice (two replicas, a redelivery) leaves one row', async () => {
    const { sut, rows } = setup();
    const event = createEvent(
      'timetrack.record.saved',
      { record: storedTimetrack(), created: true },
      actor,
      at('09:00'),
    );
    await Promise.all([sut.apply(event), sut.apply(event)]);
    expect(await rows.findRecords(period)).toHaveLength(1);
  });

  it('keeps customers and the three kinds of region apart, and drops deleted ones', async () => {
    const { sut, rows } = setup();
    await sut.apply(createEvent('timetrack.customer.saved', { customer, created: true }, actor, at('09:00')));
    await sut.apply(createEvent('timetrack.region.saved', { region, created: true }, actor, at('09:00')));
    const valora = {
      _id: region._id,
      name: 'Valora Ost',
      nvl: 'NVL-1',
      referenz: 'V-1',
      kst: 'KST-V',
      price: { normal: 30, additional: 5 },
    };
    await sut.apply(
      createEvent('timetrack.valoraRegion.saved', { region: valora, created: true }, actor, at('09:01')),
    );
    expect((await rows.findCustomers()).map((row) => row.customer)).toEqual([customer]);
    expect((await rows.findRegions()).map(({ _id, kind }) => [_id, kind])).toEqual([
      [`region:${region._id}`, 'region'],
      [`valoraRegion:${region._id}`, 'valoraRegion'],
    ]);
    await sut.apply(createEvent('timetrack.region.deleted', { region }, actor, at('09:02')));
    await sut.apply(createEvent('timetrack.customer.deleted', { customer }, actor, at('09:02')));
    expect((await rows.findRegions()).map(({ kind }) => kind)).toEqual(['valoraRegion']);
    expect(await rows.findCustomers()).toEqual([]);
  });
});
