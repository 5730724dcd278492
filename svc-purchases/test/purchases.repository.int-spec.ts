import type { ControlListQuery, EventEnvelope, Purchase, PurchaseHistoryEntry } from '@agecheck/contracts';
import {
  describeRepositoryContract,
  relayRecordingEvents,
  type Implementation,
} from '@agecheck/nest-common/testing';
import { PurchasesRepository, toRow } from '../src/purchases/purchases.repository';
import { InMemoryPurchasesRepository } from './in-memory-purchases.repository';

// Purchases: the in-memory stand-in of the unit tests (the field's saves, control, the lists, the rounds)
// answers as the MongoDB repository on the real server: the idempotent save by the phone's id and its
// version (decision 0019), the field lists (field-app spec, section 2), tester protection (issue 7),
// control's list and conditional write (back-office spec, section 4; decision 0026), the rounds' reads.

type Subject = { purchases: Implementation<PurchasesRepository>; events: EventEnvelope<unknown>[] };

const DELETED_AT = new Date('2026-11-23T09:00:00.000Z');

function purchase(n: number, changes: Partial<Purchase> = {}): Purchase {
  return {
    _id: `p-${n}`,
    type: [{ api: 'coop', name: 'Coop' }],
    vst: '1001',
    name: 'Coop Bern',
    storeID: 'store-1',
    date: '2026-11-20',
    time: '10:00',
    testType: 'Alkohol',
    shopper: { _id: 'shopper-1', name: 'Meier Lea', date: '2010-05-01' },
    cashier: {},
    regulationsRespected: true,
    signatures: { cashier: {}, chief: {} },
    overriddenWarnings: [],
    userID: 'tk1',
    delayed: false,
    done: false,
    version: 1,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...changes,
  } as Purchase;
}

function event(n: number): EventEnvelope<unknown> {
  return {
    id: `event-${n}`,
    subject: 'purchases.purchase.saved',
    occurredAt: '2026-11-23T09:00:00.000Z',
    actor: { id: 'tk1', name: 'Tina' },
    data: { n },
  };
}

async function create(subject: Subject, ...purchases: Purchase[]): Promise<void> {
  for (const each of purchases)
    expect(await subject.purchases.save(each, [event(0)], undefined)).toBe('stored');
  subject.events.length = 0;
}

const query = (changes: Partial<ControlListQuery> = {}): ControlListQuery => ({
  page: 1,
  pageSize: 20,
  ...changes,
});
const ids = (purchases: { _id: string }[]) => purchases.map((each) => each._id);

const entry = (version: number): PurchaseHistoryEntry => ({
  at: '2026-11-23T10:00:00.000Z',
  by: { id: 'pl1', name: 'Paula Planer' },
  action: 'controlled',
  version,
  done: true,
  changes: [{ field: 'remarks', after: 'geprüft' }],
});

describeRepositoryContract<Subject>(
  'PurchasesRepository',
  {
    inMemory: () => {
      const purchases = new InMemoryPurchasesRepository();
      return { purchases, events: purchases.events };
    },
    mongo: async (db) => {
      const { relay, events } = relayRecordingEvents(db);
      const purchases = new PurchasesRepository(db, relay);
      await purchases.onModuleInit();
      return { purchases, events };
    },
  },
  {
    'a first save stores the purchase with its events': async ({ purchases, events }) => {
      expect(await purchases.save(purchase(1), [event(1), event(2)], undefined)).toBe('stored');
      expect(await purchases.findById('p-1')).toEqual(purchase(1));
      expect(await purchases.findById('p-2')).toBeUndefined();
      expect(events).toEqual([event(1), event(2)]);
    },

    'a first save of an id stored already answers changed for its owner, missing for another': async (
      subject,
    ) => {
      await create(subject, purchase(1));
      expect(await subject.purchases.save(purchase(1, { remarks: 'b' }), [event(1)], undefined)).toBe(
        'changed',
      );
      expect(await subject.purchases.save(purchase(1, { userID: 'tk2' }), [event(2)], undefined)).toBe(
        'missing',
      );
      expect(await subject.purchases.findById('p-1')).toEqual(purchase(1));
      expect(subject.events).toEqual([]);
    },

    'a save at the version read replaces the purchase; a stale one answers changed': async (subject) => {
      await create(subject, purchase(1));
      expect(await subject.purchases.save(purchase(1, { version: 2, remarks: 'neu' }), [event(1)], 1)).toBe(
        'stored',
      );
      expect(await subject.purchases.save(purchase(1, { version: 2, remarks: 'alt' }), [event(2)], 1)).toBe(
        'changed',
      );
      expect(await subject.purchases.findById('p-1')).toEqual(purchase(1, { version: 2, remarks: 'neu' }));
      expect(subject.events).toEqual([event(1)]);
    },

    'a save replaces the whole purchase: a field the new one no longer has is gone': async (subject) => {
      await create(
        subject,
        purchase(1, { regulationsRespected: false, reasonTMP: 'other', reason: 'Stress', image: 'a.jpg' }),
      );
      const corrected = purchase(1, { version: 2, regulationsRespected: true });
      expect(await subject.purchases.save(corrected, [event(1)], 1)).toBe('stored');
      expect(await subject.purchases.findById('p-1')).toEqual(corrected);
    },

    'a save of a purchase that is another’s, deleted or unknown answers missing': async (subject) => {
      await create(subject, purchase(1), purchase(2));
      await subject.purchases.remove('p-2', event(9), DELETED_AT);
      subject.events.length = 0;
      expect(await subject.purchases.save(purchase(1, { userID: 'tk2', version: 2 }), [event(1)], 1)).toBe(
        'missing',
      );
      expect(await subject.purchases.save(purchase(2, { version: 2 }), [event(2)], 1)).toBe('missing');
      expect(await subject.purchases.save(purchase(3, { version: 2 }), [event(3)], 1)).toBe('missing');
      expect(subject.events).toEqual([]);
    },

    'a removed purchase is gone from every read, and removed once': async (subject) => {
      await create(subject, purchase(1, { storeID: 'store-9' }), purchase(2));
      expect(await subject.purchases.remove('p-1', event(1), DELETED_AT)).toBe(true);
      expect(await subject.purchases.remove('p-1', event(2), DELETED_AT)).toBe(false);
      expect(await subject.purchases.remove('p-9', event(3), DELETED_AT)).toBe(false);
      expect(subject.events).toEqual([event(1)]);
      expect(await subject.purchases.findById('p-1')).toBeUndefined();
      expect(await subject.purchases.findControlled('p-1')).toBeUndefined();
      expect(await subject.purchases.rowById('p-1')).toBeUndefined();
      expect(ids(await subject.purchases.listOf('tk1', false))).toEqual(['p-2']);
      expect(await subject.purchases.countOf('tk1', false)).toBe(1);
      expect(await subject.purchases.countToControl()).toBe(1);
      expect(await subject.purchases.atStores(['store-9'])).toEqual([]);
      expect(await subject.purchases.shopperPurchasesAt('shopper-1', 'store-9')).toEqual([]);
      const rows = [];
      for await (const row of subject.purchases.allRows()) rows.push(row._id);
      expect(rows).toEqual(['p-2']);
    },

    'a tester’s lists: completed or delayed, newest first, then by id, at most the limit': async (
      subject,
    ) => {
      await create(
        subject,
        purchase(1, { date: '2026-11-20', time: '09:00' }),
        purchase(3, { date: '2026-11-21', time: '08:00' }),
        purchase(2, { date: '2026-11-21', time: '08:00' }),
        purchase(4, { date: '2026-11-20', time: '11:00' }),
        purchase(5, { delayed: true }),
        purchase(6, { userID: 'tk2' }),
      );
      expect(ids(await subject.purchases.listOf('tk1', false))).toEqual(['p-2', 'p-3', 'p-4', 'p-1']);
      expect(ids(await subject.purchases.listOf('tk1', false, 2))).toEqual(['p-2', 'p-3']);
      expect(ids(await subject.purchases.listOf('tk1', true))).toEqual(['p-5']);
      expect(await subject.purchases.countOf('tk1', false)).toBe(4);
      expect(await subject.purchases.countOf('tk1', true)).toBe(1);
      expect(await subject.purchases.countOf('tk3', false)).toBe(0);
    },

    'tester protection reads a shopper’s tests and a tester’s tests at a store': async (subject) => {
      await create(
        subject,
        purchase(1),
        purchase(2, { storeID: 'store-2' }),
        purchase(3, { shopper: { _id: 'shopper-2', name: 'Keller Tom', date: '2011-01-01' } }),
        purchase(4, { userID: 'tk2' }),
        purchase(5, { date: undefined, delayed: true }),
        purchase(6, { shopper: undefined, delayed: true }),
      );
      const byId = <T extends { _id: string }>(items: T[]) =>
        [...items].sort((a, b) => (a._id < b._id ? -1 : 1));
      expect(byId(await subject.purchases.shopperPurchasesAt('shopper-1', 'store-1'))).toEqual([
        { _id: 'p-1', storeID: 'store-1', date: '2026-11-20' },
        { _id: 'p-4', storeID: 'store-1', date: '2026-11-20' },
      ]);
      expect(byId(await subject.purchases.shopperTestsAt('tk1', 'store-1'))).toEqual([
        { _id: 'p-1', storeID: 'store-1', shopperID: 'shopper-1', date: '2026-11-20' },
        { _id: 'p-3', storeID: 'store-1', shopperID: 'shopper-2', date: '2026-11-20' },
      ]);
    },

    'control’s list: complete, not done, filtered, oldest first, paged with the total': async (subject) => {
      await create(
        subject,
        purchase(1, { date: '2026-11-21', time: '09:00' }),
        purchase(2, { date: '2026-11-20', time: '12:00' }),
        purchase(3, { date: '2026-11-20', time: '12:00' }),
        purchase(4, { regulationsRespected: false, testType: 'Tabak' }),
        purchase(5, { specialReason: 'storeClosed', userID: 'tk2' } as Partial<Purchase>),
        purchase(6, { type: [{ api: 'spamia', name: 'Migros' }], date: '2026-11-25' }),
        purchase(7, { delayed: true }),
        purchase(8, { done: true }),
      );
      const page = await subject.purchases.awaitingControl(query({ pageSize: 2 }));
      expect(page).toMatchObject({ total: 6, page: 1, pageSize: 2 });
      expect(ids(page.items)).toEqual(['p-4', 'p-5']);
      expect(ids((await subject.purchases.awaitingControl(query({ page: 2, pageSize: 2 }))).items)).toEqual([
        'p-2',
        'p-3',
      ]);
      expect(ids((await subject.purchases.awaitingControl(query({ page: 4, pageSize: 2 }))).items)).toEqual(
        [],
      );
      const only = async (changes: Partial<ControlListQuery>) =>
        ids((await subject.purchases.awaitingControl(query(changes))).items);
      expect(await only({ from: '2026-11-21', to: '2026-11-21' })).toEqual(['p-1']);
      expect(await only({ from: '2026-11-22' })).toEqual(['p-6']);
      expect(await only({ userID: 'tk2' })).toEqual(['p-5']);
      expect(await only({ storeType: 'spamia' })).toEqual(['p-6']);
      expect(await only({ testType: 'Tabak' })).toEqual(['p-4']);
      expect(await only({ outcome: 'notRespected' })).toEqual(['p-4']);
      expect(await only({ outcome: 'specialReason' })).toEqual(['p-5']);
      expect(await only({ outcome: 'respected', from: '2026-11-21' })).toEqual(['p-1', 'p-6']);
      expect(await subject.purchases.countToControl()).toBe(6);
    },

    'control’s write: at the version read, keeping the original once and the history, removing gone fields':
      async (subject) => {
        const stored = purchase(1, { remarks: 'Kasse voll', reason: 'x' });
        await create(subject, stored);
        expect(await subject.purchases.findControlled('p-1')).toEqual({ purchase: stored, entries: [] });
        const original = { purchase: stored, version: 1, keptAt: '2026-11-23T10:00:00.000Z', evidence: [] };
        const { reason: _reason, ...rest } = stored;
        const controlled = { ...rest, remarks: 'geprüft', done: true, version: 2 };
        expect(
          await subject.purchases.saveControlled(stored, controlled, { entry: entry(2), original }, [
            event(1),
          ]),
        ).toBe(true);
        expect(
          await subject.purchases.saveControlled(
            stored,
            { ...controlled, remarks: 'zu spät' },
            { entry: entry(2) },
            [event(2)],
          ),
        ).toBe(false);
        const again = { ...controlled, version: 3, done: false };
        expect(
          await subject.purchases.saveControlled(controlled, again, { entry: entry(3) }, [event(3)]),
        ).toBe(true);
        expect(await subject.purchases.findControlled('p-1')).toEqual({
          purchase: again,
          original,
          entries: [entry(2), entry(3)],
        });
        expect(await subject.purchases.findById('p-1')).toEqual(again);
        expect(subject.events).toEqual([event(1), event(3)]);
        expect(await subject.purchases.findControlled('p-9')).toBeUndefined();
      },

    'a field save after control keeps the original and the history': async (subject) => {
      const stored = purchase(1);
      await create(subject, stored);
      const original = { purchase: stored, version: 1, keptAt: '2026-11-23T10:00:00.000Z', evidence: [] };
      await subject.purchases.saveControlled(
        stored,
        { ...stored, version: 2 },
        { entry: entry(2), original },
        [],
      );
      expect(
        await subject.purchases.save(purchase(1, { version: 3, remarks: 'später' }), [event(1)], 2),
      ).toBe('stored');
      expect(await subject.purchases.findControlled('p-1')).toEqual({
        purchase: purchase(1, { version: 3, remarks: 'später' }),
        original,
        entries: [entry(2)],
      });
    },

    'the lists’ rows: every live purchase, and one by id, with the row’s fields': async (subject) => {
      await create(subject, purchase(1, { remarks: 'x', image: 'a.jpg' }), purchase(2));
      const rows = [];
      for await (const row of subject.purchases.allRows()) rows.push(row);
      expect(rows.sort((a, b) => (a._id < b._id ? -1 : 1))).toEqual([
        toRow(purchase(1, { remarks: 'x', image: 'a.jpg' })),
        toRow(purchase(2)),
      ]);
      expect(await subject.purchases.rowById('p-2')).toEqual(toRow(purchase(2)));
      expect(await subject.purchases.rowById('p-9')).toBeUndefined();
    },

    'the rounds read the purchases at stores, newest first, with what the dialog shows': async (subject) => {
      await create(
        subject,
        purchase(1, { date: '2026-11-19', sprintListID: 'round-1', remarks: 'nicht im Dialog' }),
        purchase(2, { storeID: 'store-2', date: '2026-11-21', shopper: undefined, delayed: true }),
        purchase(3, { storeID: 'store-3' }),
      );
      expect(await subject.purchases.atStores(['store-1', 'store-2'])).toEqual([
        {
          _id: 'p-2',
          userID: 'tk1',
          storeID: 'store-2',
          date: '2026-11-21',
          time: '10:00',
          testType: 'Alkohol',
          regulationsRespected: true,
          delayed: true,
          done: false,
        },
        {
          _id: 'p-1',
          userID: 'tk1',
          storeID: 'store-1',
          sprintListID: 'round-1',
          shopper: 'Meier Lea',
          date: '2026-11-19',
          time: '10:00',
          testType: 'Alkohol',
          regulationsRespected: true,
          delayed: false,
          done: false,
        },
      ]);
      expect(await subject.purchases.atStores([])).toEqual([]);
    },

    'the retest proposals: stores of the types with a failed test before the day, once each': async (
      subject,
    ) => {
      await create(
        subject,
        purchase(1, { regulationsRespected: false, date: '2026-10-01' }),
        purchase(2, { regulationsRespected: false, date: '2026-10-02' }),
        purchase(3, { regulationsRespected: false, date: '2026-11-01', storeID: 'store-3' }),
        purchase(4, {
          regulationsRespected: false,
          date: '2026-10-01',
          storeID: 'store-4',
          specialReason: 'storeClosed',
        } as Partial<Purchase>),
        purchase(5, { regulationsRespected: false, date: '2026-10-01', storeID: 'store-5', delayed: true }),
        purchase(6, {
          regulationsRespected: false,
          date: '2026-10-01',
          storeID: 'store-6',
          type: [{ api: 'spamia', name: 'Migros' }],
          vst: '42',
          name: 'Migros Aarberg',
        }),
        purchase(7, { date: '2026-10-01', storeID: 'store-7' }),
      );
      expect(await subject.purchases.failedBefore(['coop'], '2026-10-15')).toEqual([
        { storeID: 'store-1', vst: '1001', name: 'Coop Bern', type: 'coop' },
      ]);
      const both = await subject.purchases.failedBefore(['coop', 'spamia'], '2026-12-01');
      expect(both.map((each) => each.storeID).sort()).toEqual(['store-1', 'store-3', 'store-6']);
    },
  },
);
