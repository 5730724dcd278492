import { PURCHASE_PAGE_SIZE, type Purchase, type PurchasePage } from '@agecheck/contracts';
import { EventBus } from '@agecheck/nest-common';
import { InMemoryEventBus, newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import { complete, purchaseSaveStandIns, storedPurchase } from '../../test/purchase-save.fixture';
import { PurchasesService } from '../purchases/purchases.service';
import { PurchaseListsService } from './purchase-lists.service';

// The back office's purchase lists (back-office spec, sections 2 and 7: all purchases by page, the search,
// a date range; issue 8: newest first, a search by user, store, shopper, test type, date) from the lists
// kept in memory over the in-memory purchases (decision 0021), which follow the purchases stream.

const buyer = testUser('tk1', ['testkaeufer']);
const admin = testUser('ad1', ['admin']);

function setup(stored: Purchase[] = []) {
  const { standIns, purchases } = purchaseSaveStandIns();
  for (const purchase of stored) purchases.purchases.set(purchase._id, purchase);
  const bus = new InMemoryEventBus();
  const lists = newTestService(PurchaseListsService, [...standIns, standIn(EventBus, bus)]);
  const field = newTestService(PurchasesService, standIns);
  /** Hands the events written since the last call to the lists, as the stream would. */
  let delivered = 0;
  const deliver = async () => {
    await bus.deliver(purchases.events.slice(delivered));
    delivered = purchases.events.length;
  };
  return { ...lists, purchases, field: field.sut, deliver };
}

const ids = (page: PurchasePage | { items: Purchase[] | PurchasePage['items'] }) =>
  page.items.map((row) => row._id);

/** 51 purchases, one a day back from 2026-11-30 at 09:00, ids p-01 (newest) to p-51. */
const days = Array.from({ length: PURCHASE_PAGE_SIZE + 1 }, (_, index) =>
  storedPurchase({
    _id: `p-${String(index + 1).padStart(2, '0')}`,
    date: new Date(Date.UTC(2026, 10, 30 - index)).toISOString().slice(0, 10),
    time: '09:00',
  }),
);

describe('PurchaseListsService (back-office spec, sections 2 and 7; decision 0021)', () => {
  it('pages all purchases newest first, 50 a page, with the total', async () => {
    const { sut } = setup([...days].reverse());
    const first = await sut.page(1);
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 51 });
    expect(ids(first)).toEqual(days.slice(0, 50).map(({ _id }) => _id));
    expect(ids(await sut.page(2))).toEqual(['p-51']);
    expect(ids(await sut.page(3))).toEqual([]);
  });

  it('orders a day by time, a purchase without a time first of its day, undated ones last', async () => {
    const { sut } = setup([
      storedPurchase({ _id: 'morning', date: '2026-11-20', time: '08:00' }),
      storedPurchase({ _id: 'undated', date: undefined, time: undefined }),
      storedPurchase({ _id: 'evening', date: '2026-11-20', time: '18:30' }),
      storedPurchase({ _id: 'no-time', date: '2026-11-20', time: undefined }),
      storedPurchase({ _id: 'next-day', date: '2026-11-21', time: '07:00' }),
    ]);
    expect(ids(await sut.page(1))).toEqual(['next-day', 'evening', 'morning', 'no-time', 'undated']);
  });

  describe('the search (issue 8: user, store number and name, shopper, test type, date)', () => {
    const searched = [
      storedPurchase({ _id: 'tina-bern', userName: 'Tina Tester', vst: '1001', name: 'Coop Bern 1001' }),
      storedPurchase({
        _id: 'tina-zug',
        userName: 'Tina Tester',
        vst: '2002',
        name: 'Coop Zug 2002',
        date: '2026-11-19',
      }),
      storedPurchase({
        _id: 'max-tabak',
        userName: 'Max Muster',
        testType: 'Tabak',
        shopper: { _id: 'sh-16', name: 'Kim Zürcher', date: '2010-06-01' },
      }),
    ];

    it.each([
      ['a user', 'tina', ['tina-bern', 'tina-zug']],
      ['every word at the start of one of its words', 'tina zug', ['tina-zug']],
      ['a store number', '2002', ['tina-zug']],
      ['the shopper, without accents', 'zurcher', ['max-tabak']],
      ['the test type', 'tabak', ['max-tabak']],
      ['a date as the lists show it', '19.11.2026', ['tina-zug']],
      ['nothing for a word inside another', 'ina', []],
      ['nothing for no words', '  ', []],
    ])('finds %s ("%s")', async (_case, term, expected) => {
      const { sut } = setup(searched);
      const found = await sut.search(term, 1);
      expect(ids(found).sort()).toEqual([...expected].sort());
      expect(found.total).toBe(expected.length);
    });

    it('pages what it finds, newest first', async () => {
      const { sut } = setup([...days].reverse());
      const second = await sut.search('tina', 2);
      expect(second).toMatchObject({ page: 2, total: 51 });
      expect(ids(second)).toEqual(['p-51']);
    });
  });

  it('answers the purchases tested in a date range, both days included, newest first', async () => {
    const { sut } = setup([...days, storedPurchase({ _id: 'undated', date: undefined })]);
    expect(await sut.byDate('2026-11-27', '2026-11-29')).toEqual({
      items: [
        expect.objectContaining({ _id: 'p-02', date: '2026-11-29' }),
        expect.objectContaining({ _id: 'p-03', date: '2026-11-28' }),
        expect.objectContaining({ _id: 'p-04', date: '2026-11-27' }),
      ],
      truncated: false,
    });
  });

  it('shows a save and a delete after the lists were loaded, from the purchases stream', async () => {
    const { sut, field, deliver } = setup(days.slice(0, 2));
    expect((await sut.page(1)).total).toBe(2);
    const input = complete({ date: '2026-12-01', time: '08:00' });
    await field.save(buyer, input._id, input);
    await deliver();
    expect(ids(await sut.page(1))).toEqual([input._id, 'p-01', 'p-02']);
    expect((await sut.search('1001 01.12.2026', 1)).items).toEqual([
      expect.objectContaining({ _id: input._id, userName: 'Name tk1', date: '2026-12-01' }),
    ]);
    await field.remove(admin, input._id);
    await deliver();
    expect(ids(await sut.page(1))).toEqual(['p-01', 'p-02']);
  });
});
