import { describeRepositoryContract } from '@agecheck/nest-common/testing';
import { timetrackRowFields } from '../src/timetrack/timetrack-row';
import { TimetrackRowsRepository } from '../src/timetrack/timetrack-rows.repository';
import { InMemoryTimetrackRowsRepository } from './in-memory-timetrack-rows.repository';
import { customer, region, storedTimetrack } from './timetrack-row.fixture';

// The time-tracking rows of svc-exports' read model (issue 19): the in-memory stand-in of the unit tests
// answers as the MongoDB repository on the real server. A repeated or late event never overwrites a newer row
// (decision 0004), a deleted record leaves the exports, and the period, type and user select the records.

type Rows = Omit<TimetrackRowsRepository, 'onModuleInit'>;

const T1 = '2026-11-23T09:00:00.000Z';
const T2 = '2026-11-23T09:05:00.000Z';
const A = '1d1f0b3a-2c4e-4f5a-9b8c-7d6e5f4a3b2c';
const B = '2d1f0b3a-2c4e-4f5a-9b8c-7d6e5f4a3b2c';
const C = '3d1f0b3a-2c4e-4f5a-9b8c-7d6e5f4a3b2c';

describeRepositoryContract<Rows>(
  'TimetrackRowsRepository',
  {
    inMemory: () => new InMemoryTimetrackRowsRepository(),
    mongo: async (db) => {
      const rows = new TimetrackRowsRepository(db);
      await rows.onModuleInit();
      return rows;
    },
  },
  {
    'answers null for a record it has no row of': async (rows) => {
      expect(await rows.findRecord('unknown')).toBeNull();
    },

    'keeps the newest version of a record whatever order the changes come in': async (rows) => {
      const reviewed = storedTimetrack({ _id: A, reviewed: true });
      await rows.upsertRecordIfNewer(A, timetrackRowFields(reviewed, false, T2));
      await rows.upsertRecordIfNewer(A, timetrackRowFields(storedTimetrack({ _id: A }), false, T1));
      await rows.upsertRecordIfNewer(A, timetrackRowFields(storedTimetrack({ _id: A }), false, T2));
      expect(await rows.findRecord(A)).toEqual({ _id: A, ...timetrackRowFields(reviewed, false, T2) });
    },

    'reads the rows from a day on, deleted ones included, for the exports’ records in memory': async (
      rows,
    ) => {
      await rows.upsertRecordIfNewer(A, timetrackRowFields(storedTimetrack({ _id: A }), false, T1));
      await rows.upsertRecordIfNewer(B, timetrackRowFields(storedTimetrack({ _id: B }), true, T2));
      const before = storedTimetrack({ _id: 'before', datum: '2026-11-22' });
      await rows.upsertRecordIfNewer('before', timetrackRowFields(before, false, T1));
      const found = [];
      for await (const row of rows.recordsFrom('2026-11-23')) found.push(row);
      expect(found.sort((a, b) => (a._id < b._id ? -1 : 1))).toEqual([
        { _id: A, ...timetrackRowFields(storedTimetrack({ _id: A }), false, T1) },
        { _id: B, ...timetrackRowFields(storedTimetrack({ _id: B }), true, T2) },
      ]);
    },

    'a deleted record leaves the period and a late save cannot bring it back': async (rows) => {
      const record = storedTimetrack({ _id: A });
      await rows.upsertRecordIfNewer(A, timetrackRowFields(record, true, T2));
      await rows.upsertRecordIfNewer(A, timetrackRowFields(record, false, T1));
      expect(await rows.findRecords({ start: '2026-11-01', end: '2026-11-30' })).toEqual([]);
    },

    'selects the period (both days included), the type and the user, by date then user': async (rows) => {
      await rows.upsertRecordIfNewer(
        A,
        timetrackRowFields(storedTimetrack({ _id: A, datum: '2026-11-30', userID: 'tk2' }), false, T1),
      );
      await rows.upsertRecordIfNewer(
        B,
        timetrackRowFields(storedTimetrack({ _id: B, datum: '2026-11-01', typ: 'detektiv' }), false, T1),
      );
      await rows.upsertRecordIfNewer(
        C,
        timetrackRowFields(storedTimetrack({ _id: C, datum: '2026-12-01' }), false, T1),
      );
      const ids = async (query: Parameters<Rows['findRecords']>[0]) =>
        (await rows.findRecords(query)).map((row) => row._id);
      expect(await ids({ start: '2026-11-01', end: '2026-11-30' })).toEqual([B, A]);
      expect(await ids({ start: '2026-11-01', end: '2026-11-30', typ: 'testkaeufer' })).toEqual([A]);
      expect(await ids({ start: '2026-11-01', end: '2026-12-31', userID: 'tk1' })).toEqual([B, C]);
    },

    'keeps customers and regions newer-wins, without the deleted ones': async (rows) => {
      await rows.upsertCustomerIfNewer(customer._id, { customer, deleted: false, version: T2 });
      await rows.upsertCustomerIfNewer(customer._id, {
        customer: { ...customer, name: 'Alt' },
        deleted: false,
        version: T1,
      });
      expect((await rows.findCustomers()).map((row) => row.customer.name)).toEqual([customer.name]);
      await rows.upsertRegionIfNewer(`region:${region._id}`, {
        kind: 'region',
        region,
        deleted: false,
        version: T1,
      });
      await rows.upsertRegionIfNewer(`tkRegion:${region._id}`, {
        kind: 'tkRegion',
        region: { ...region, name: 'TK' } as never,
        deleted: false,
        version: T1,
      });
      await rows.upsertRegionIfNewer(`tkRegion:${region._id}`, { deleted: true, version: T2 });
      expect((await rows.findRegions()).map((row) => [row.kind, row.region.name])).toEqual([
        ['region', region.name],
      ]);
    },
  },
);
