import { describeRepositoryContract } from '@agecheck/nest-common/testing';
import { PurchaseRowsRepository } from '../src/purchases/purchase-rows.repository';
import { InMemoryPurchaseRowsRepository } from './in-memory-purchase-rows.repository';
import { failedTestRow } from './purchase-row.fixture';

// The purchase rows of svc-exports' read model: the in-memory stand-in of the consumer's unit tests answers
// as the MongoDB repository on the real server (newer-wins, tombstones, the export's fields).

const { _id: _ignored, ...saved } = failedTestRow();
const T0 = '2026-11-20T09:20:00.000Z';
const T1 = '2026-11-20T09:25:00.000Z';

async function all(rows: PurchaseRowsRepository | InMemoryPurchaseRowsRepository) {
  const found = [];
  for await (const row of rows.allForExport()) found.push(row);
  return found.sort((a, b) => (a._id < b._id ? -1 : 1));
}

describeRepositoryContract<PurchaseRowsRepository | InMemoryPurchaseRowsRepository>(
  'PurchaseRowsRepository',
  {
    inMemory: () => new InMemoryPurchaseRowsRepository(),
    mongo: (db) => new PurchaseRowsRepository(db),
  },
  {
    'answers null for a purchase it has no row of': async (rows) => {
      expect(await rows.findById('unknown')).toBeNull();
    },

    'a saved purchase is found with every field it was saved with': async (rows) => {
      await rows.upsertIfNewer('p1', { ...saved, version: T0 });
      expect(await rows.findById('p1')).toEqual({ ...saved, _id: 'p1', version: T0 });
    },

    'a deleted purchase is not found, and a late save does not bring it back': async (rows) => {
      await rows.upsertIfNewer('p1', { ...saved, version: T0 });
      await rows.upsertIfNewer('p1', { deleted: true, version: T1 });
      expect(await rows.findById('p1')).toBeNull();
      await rows.upsertIfNewer('p1', { ...saved, reason: 'später', version: T0 });
      expect(await rows.findById('p1')).toBeNull();
    },

    'an older or repeated save changes nothing, a newer one does': async (rows) => {
      await rows.upsertIfNewer('p1', { ...saved, remarks: 'zweite', version: T1 });
      await rows.upsertIfNewer('p1', { ...saved, remarks: 'erste', version: T0 });
      await rows.upsertIfNewer('p1', { ...saved, remarks: 'wiederholt', version: T1 });
      expect(await rows.findById('p1')).toMatchObject({ remarks: 'zweite', version: T1 });
      await rows.upsertIfNewer('p1', { ...saved, remarks: 'dritte', version: '2026-11-20T09:30:00.000Z' });
      expect(await rows.findById('p1')).toMatchObject({ remarks: 'dritte' });
    },

    'the export reads every row, tombstones too, with the fields of the export only': async (rows) => {
      await rows.upsertIfNewer('p1', { ...saved, version: T0 });
      await rows.upsertIfNewer('p2', { deleted: true, version: T1 });
      const [first, second] = await all(rows);
      expect(second).toEqual({ _id: 'p2', deleted: true, version: T1 });
      expect(first).toEqual({
        _id: 'p1',
        date: saved.date,
        time: saved.time,
        userName: saved.userName,
        type: saved.type,
        vst: saved.vst,
        name: saved.name,
        store: saved.store,
        testType: saved.testType,
        regulationsRespected: saved.regulationsRespected,
        done: saved.done,
        delayed: saved.delayed,
        pass: saved.pass,
        age: saved.age,
        reasonTMP: saved.reasonTMP,
        reason: saved.reason,
        shopper: saved.shopper,
        shopperAge: saved.shopperAge,
        cashier: saved.cashier,
        kks: saved.kks,
        articleName: saved.articleName,
        ...(saved.specialReason === undefined ? {} : { specialReason: saved.specialReason }),
        ...(saved.autoExport === undefined ? {} : { autoExport: saved.autoExport }),
        ...(saved.manualExport === undefined ? {} : { manualExport: saved.manualExport }),
        sprintListID: saved.sprintListID,
        remarks: saved.remarks,
        deleted: false,
        version: T0,
      });
    },

    'the export of an empty read model yields nothing': async (rows) => {
      expect(await all(rows)).toEqual([]);
    },
  },
);
