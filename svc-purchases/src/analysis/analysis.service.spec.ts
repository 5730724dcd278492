import type { Purchase } from '@agecheck/contracts';
import { EventBus } from '@agecheck/nest-common';
import { InMemoryEventBus, newTestService, standIn } from '@agecheck/nest-common/testing';
import {
  failed,
  OTHER_STORE_ID,
  purchaseSaveStandIns,
  store,
  STORE_ID,
  storedPurchase,
} from '../../test/purchase-save.fixture';
import { AnalysisService } from './analysis.service';

// The daily analysis (back-office spec, sections 2 and 7: "analyze with sID and date"; section 9: the map
// marker colours; docs/decisions/0023-analysis-and-insight.md) over a small table of purchases in the
// in-memory purchases, stores and rounds, the users' names from the identity service.

const DAY = '2026-11-20';

/** A purchase of `userID` on the day at `time` (none: no time recorded). */
const on = (_id: string, userID: string, time: string | undefined, changes: Partial<Purchase> = {}) =>
  storedPurchase({ ...changes, _id, userID, date: DAY, time });

/** Tina's day: minutes since the previous purchase 15, 30 and 50, one without a time. */
const TABLE: Purchase[] = [
  on('t-1', 'tk1', '09:00'),
  on('t-2', 'tk1', '09:15', failed()),
  on('t-3', 'tk1', '09:45', { storeID: OTHER_STORE_ID, vst: '1002', delayed: true }),
  on('t-4', 'tk1', '10:35', { specialReason: 'storeClosed', regulationsRespected: undefined }),
  on('t-5', 'tk1', undefined, { delayed: true }),
  // the others of the day: a user identity names with an umlaut, one it does not know, one it fails for
  on('a-1', 'tk2', '11:00', failed()),
  on('u-1', 'tk3', '12:00'),
  on('x-1', 'tk4', '13:00', { done: true }),
  // another day
  storedPurchase({ _id: 'o-1', userID: 'tk1', date: '2026-11-19', time: '09:00' }),
];

const NAMES: Record<string, string> = { tk1: 'Tina Tester', tk2: 'Ädu Aebi' };

function setup() {
  const { standIns, purchases, stores, sprints } = purchaseSaveStandIns();
  for (const purchase of TABLE) purchases.purchases.set(purchase._id, purchase);
  // the second store has no coordinates yet
  stores.add({ ...store(OTHER_STORE_ID, '1002'), geo: {} });
  const service = newTestService(AnalysisService, [...standIns, standIn(EventBus, new InMemoryEventBus())]);
  service.requests.answer('identity.user.get', ({ id }) => {
    if (id === 'tk4') throw new Error('identity does not answer');
    const name = NAMES[id];
    return name ? { _id: id, name, role: ['testkaeufer'], deleted: false } : null;
  });
  return { ...service, sprints };
}

describe('AnalysisService (back-office spec, sections 2, 7 and 9; decision 0023)', () => {
  it('counts each user’s purchases of the day, completed, delayed and failed, sorted by name in German', async () => {
    const { sut } = setup();
    expect(await sut.day(DAY)).toEqual({
      date: DAY,
      users: [
        { userID: 'tk2', name: 'Ädu Aebi', purchases: 1, completed: 1, delayed: 0, failed: 1 },
        { userID: 'tk1', name: 'Tina Tester', purchases: 5, completed: 3, delayed: 2, failed: 1 },
        { userID: 'tk3', name: 'tk3', purchases: 1, completed: 1, delayed: 0, failed: 0 },
        { userID: 'tk4', name: 'tk4', purchases: 1, completed: 1, delayed: 0, failed: 0 },
      ],
    });
  });

  it('answers a day without purchases with no users', async () => {
    const { sut } = setup();
    expect(await sut.day('2026-11-21')).toEqual({ date: '2026-11-21', users: [] });
  });

  it('shows a user’s day in order with the minutes between purchases, their marker colours and positions', async () => {
    const { sut } = setup();
    const { name, purchases } = await sut.userDay(DAY, 'tk1');
    expect(name).toBe('Tina Tester');
    const position = { latitude: 46.948, longitude: 7.4474 };
    expect(purchases).toEqual([
      {
        _id: 't-1',
        time: '09:00',
        vst: '1001',
        name: 'Coop Bern 1001',
        storeType: 'coop',
        testType: 'Alkohol',
        regulationsRespected: true,
        delayed: false,
        done: false,
        markerColour: 'green',
        ...position,
      },
      expect.objectContaining({
        _id: 't-2',
        regulationsRespected: false,
        minutesSincePrevious: 15,
        markerColour: 'green',
        ...position,
      }),
      // the store without coordinates: no position, the marker is left off the map
      expect.not.objectContaining({ latitude: expect.anything() }),
      expect.objectContaining({
        _id: 't-4',
        specialReason: 'storeClosed',
        minutesSincePrevious: 50,
        markerColour: 'red',
      }),
      expect.objectContaining({ _id: 't-5', markerColour: 'green', delayed: true }),
    ]);
    expect(purchases[2]).toMatchObject({
      _id: 't-3',
      vst: '1002',
      minutesSincePrevious: 30,
      markerColour: 'orange',
      delayed: true,
    });
    expect(purchases[4]).not.toHaveProperty('time');
    expect(purchases[4]).not.toHaveProperty('minutesSincePrevious');
  });

  it('lists the user’s open round entries with what is left to test, for the map’s red markers', async () => {
    const { sut, sprints } = setup();
    const located = [...sprints.entries.values()].find((entry) => entry.storeID === STORE_ID)!;
    located.store = { ...located.store, latitude: 46.95, longitude: 7.44 };
    located.alkdone = 1;
    const { open } = await sut.userDay(DAY, 'tk1');
    expect(open).toEqual(
      expect.arrayContaining([
        {
          _id: located._id,
          vst: located.vst,
          name: 'Coop Bern',
          storeType: 'coop',
          round: 'Herbst 2026',
          end: '2026-11-30',
          open: 2,
          latitude: 46.95,
          longitude: 7.44,
        },
        expect.not.objectContaining({ latitude: expect.anything() }),
      ]),
    );
    expect(open).toHaveLength(2);
    expect((await sut.userDay(DAY, 'tk3')).open).toEqual([]);
  });

  it('names a user by the id when the identity service does not know them or does not answer', async () => {
    const { sut } = setup();
    expect(await sut.userDay(DAY, 'tk4')).toMatchObject({
      name: 'tk4',
      purchases: [{ _id: 'x-1', done: true }],
    });
  });
});
