import type { Purchase } from '@agecheck/contracts';
import { newTestService, standIn } from '@agecheck/nest-common/testing';
import { InMemoryPurchasesRepository } from '../../test/in-memory-purchases.repository';
import { PurchasesRepository } from '../purchases/purchases.repository';
import { DashboardPurchasesService } from './dashboard-purchases.service';

let next = 0;
function purchase(userID: string, date: string, change: Partial<Purchase> = {}): Purchase {
  next += 1;
  return {
    _id: `p-${next}`,
    type: [{ api: 'coop', name: 'Coop' }],
    vst: String(1000 + next),
    name: `Coop ${next}`,
    storeID: `store-${next}`,
    date,
    time: '10:00',
    testType: 'Alkohol',
    cashier: {},
    signatures: { cashier: {}, chief: {} },
    overriddenWarnings: [],
    userID,
    delayed: false,
    done: false,
    version: 1,
    createdAt: '2026-11-23T09:00:00.000Z',
    updatedAt: '2026-11-23T09:00:00.000Z',
    ...change,
  };
}

function setup(...purchases: Purchase[]) {
  const repository = new InMemoryPurchasesRepository();
  for (const stored of purchases) repository.purchases.set(stored._id, stored);
  return newTestService(DashboardPurchasesService, [standIn(PurchasesRepository, repository)]).sut;
}

describe('the dashboard’s purchases part (field-app spec, section 2; back-office spec, section 4)', () => {
  it('gives a test buyer the count and the newest three of their delayed and of their completed purchases', async () => {
    const completed = ['2026-11-01', '2026-11-20', '2026-11-05', '2026-11-18'].map((date) =>
      purchase('tk1', date),
    );
    const delayed = purchase('tk1', '2026-11-22', { delayed: true, testType: undefined, time: undefined });
    const sut = setup(...completed, delayed, purchase('tk2', '2026-11-23'));

    const part = await sut.part({ userID: 'tk1', ownPurchases: true, toControl: false });

    expect(part).toEqual({
      delayed: {
        count: 1,
        latest: [{ _id: delayed._id, vst: delayed.vst, name: delayed.name, date: '2026-11-22' }],
      },
      completed: {
        count: 4,
        latest: [completed[1], completed[3], completed[2]].map((newest) => ({
          _id: newest?._id,
          vst: newest?.vst,
          name: newest?.name,
          date: newest?.date,
          time: '10:00',
          testType: 'Alkohol',
        })),
      },
    });
  });

  it('gives a planner the count of every user’s complete purchases not yet controlled, and nothing else', async () => {
    const sut = setup(
      purchase('tk1', '2026-11-20'),
      purchase('tk2', '2026-11-21'),
      purchase('tk2', '2026-11-21', { done: true }),
      purchase('tk1', '2026-11-22', { delayed: true }),
    );
    expect(await sut.part({ userID: 'pl1', ownPurchases: false, toControl: true })).toEqual({ toControl: 2 });
  });
});
