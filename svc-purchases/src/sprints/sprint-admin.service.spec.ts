import { isFailedTest, type StoreType, type StoredSprintEntry } from '@agecheck/contracts';
import { storedSprintEntry } from '@agecheck/contracts/testing';
import { newTestService, standIn } from '@agecheck/nest-common/testing';
import { InMemoryAdminSettingsRepository } from '../../test/in-memory-admin-settings.repository';
import { InMemorySprintsRepository } from '../../test/in-memory-sprints.repository';
import { InMemoryStoresRepository } from '../../test/in-memory-stores.repository';
import { AdminSettingsRepository } from '../admin-settings/admin-settings.repository';
import { StoresRepository } from '../stores/stores.repository';
import { RoundPurchases, type RoundPurchase } from './round-purchases';
import { SprintAdminService } from './sprint-admin.service';
import { SprintsRepository } from './sprints.repository';

const id = (n: number) => n.toString(16).padStart(24, 'a');
const entry = (n: number, change: Partial<StoredSprintEntry> = {}): StoredSprintEntry =>
  storedSprintEntry({
    _id: id(n),
    type: 'spamia',
    storeID: `store-${n}`,
    vst: `100${n}`,
    store: { name: `Spar ${n}`, street: 'Weg 1', plz: '3000', city: 'Bern' },
    alk: 1,
    ...change,
  });

/** A purchase as the round detail reads it, with the store it names (for the failed tests). */
type TestPurchase = RoundPurchase & { type?: StoreType; vst?: string; name?: string };

const purchase = (change: Partial<TestPurchase>): TestPurchase => ({
  _id: `p-${Math.random()}`,
  userID: 'tk1',
  storeID: 'store-1',
  delayed: false,
  done: false,
  ...change,
});

function setup(entries: StoredSprintEntry[], purchases: TestPurchase[] = []) {
  const repository = new InMemorySprintsRepository(entries);
  const recorded = {
    atStores: async (storeIDs: readonly string[]) =>
      purchases.filter((candidate) => storeIDs.includes(candidate.storeID)),
    failedBefore: async (types: readonly StoreType[], before: string) => {
      const failed = purchases.filter(
        (candidate) =>
          isFailedTest(candidate) &&
          candidate.date !== undefined &&
          candidate.date < before &&
          candidate.type !== undefined &&
          types.includes(candidate.type),
      );
      return [...new Map(failed.map((test) => [test.storeID, test])).values()].map((test) => ({
        storeID: test.storeID,
        vst: test.vst ?? '',
        name: test.name ?? '',
        type: test.type as StoreType,
      }));
    },
  };
  const settings = new InMemoryAdminSettingsRepository();
  const stores = new InMemoryStoresRepository();
  const service = newTestService(SprintAdminService, [
    standIn(SprintsRepository, repository),
    standIn(RoundPurchases, recorded),
    standIn(AdminSettingsRepository, settings),
    standIn(StoresRepository, stores),
  ]);
  return { ...service, repository, settings, stores };
}

describe('SprintAdminService: the rounds of the back office (back-office spec, sections 2, 4 and 7)', () => {
  it('lists the active rounds with their progress, newest start first; the archived ones on request', async () => {
    const { sut } = setup([
      entry(1, { alkdone: 1 }),
      entry(2),
      entry(3, { sprintListID: 'winter', name: 'Winter', start: '2026-12-01', end: '2026-12-31' }),
      entry(4, { sprintListID: 'sommer', name: 'Sommer', archive: true }),
    ]);
    const active = await sut.rounds(false);
    expect(active.map((round) => [round.sprintListID, round.doneTK, round.anzTK, round.percent])).toEqual([
      ['winter', 0, 1, 0],
      ['herbst', 1, 2, 50],
    ]);
    expect((await sut.rounds(true)).map((round) => round.sprintListID)).toEqual(['sommer']);
  });

  it('answers the detail with done, found and target per store, the duplicates and the user filter', async () => {
    const { sut } = setup(
      [entry(1), entry(2, { userID: 'tk2' }), entry(3, { storeID: 'store-1', vst: '1001', userID: null })],
      [
        purchase({ testType: 'Alkohol', sprintListID: 'herbst', date: '2026-11-03' }),
        purchase({ testType: 'Alkohol', date: '2026-11-04', delayed: true }),
        purchase({ testType: 'Alkohol', date: '2026-10-04' }), // before the round
      ],
    );
    const detail = await sut.detail('herbst');
    expect(detail.duplicates).toEqual(['1001']);
    expect(detail.items.map((item) => [item.vst, item.found.Alkohol, item.duplicate])).toEqual([
      ['1001', 2, true],
      ['1001', 2, true],
      ['1002', 0, false],
    ]);
    const mine = await sut.detail('herbst', 'tk2');
    expect(mine.items.map((item) => item.vst)).toEqual(['1002']);
    expect(mine.round.stores).toBe(3);
  });

  it('answers an unknown round with sprints.notFound', async () => {
    await expect(setup([entry(1)]).sut.detail('nix')).rejects.toMatchObject({ code: 'SPRINT_NOT_FOUND' });
  });

  it('archives and restores a whole round and sets the stores’ counters over the active rounds only', async () => {
    const { sut, stores } = setup([entry(1, { alkdone: 1 }), entry(2)]);
    expect(await sut.update('herbst', { archive: true })).toMatchObject({ archive: true, stores: 2 });
    expect(await sut.rounds(false)).toEqual([]);
    expect(stores.doneCounters.get('store-1')).toEqual({ alkDone: 0, tabakDone: 0, mediaDone: 0 });
    await sut.update('herbst', { archive: false });
    expect(stores.doneCounters.get('store-1')).toEqual({ alkDone: 1, tabakDone: 0, mediaDone: 0 });
  });

  it('deletes a round only when sprintID is an entry of that round', async () => {
    const { sut, repository } = setup([entry(1), entry(2), entry(3, { sprintListID: 'winter' })]);
    await expect(sut.remove({ sprintID: id(3), sprintListID: 'herbst' })).rejects.toMatchObject({
      code: 'SPRINT_NOT_FOUND',
    });
    expect(repository.entries.size).toBe(3);
    await sut.remove({ sprintID: id(1), sprintListID: 'herbst' });
    expect([...repository.entries.keys()]).toEqual([id(3)]);
  });

  it('deletes one store of a round', async () => {
    const { sut, repository } = setup([entry(1), entry(2)]);
    await sut.removeItem(id(1));
    expect([...repository.entries.keys()]).toEqual([id(2)]);
    await expect(sut.removeItem(id(1))).rejects.toMatchObject({ code: 'SPRINT_NOT_FOUND' });
  });

  it.each([
    ['a test buyer', { _id: 'tk2', name: 'Tina', role: ['testkaeufer'], deleted: false }, 'tk2'],
    ['a deleted test buyer', { _id: 'tk2', name: 'Tina', role: ['testkaeufer'], deleted: true }, null],
    ['a planner', { _id: 'tk2', name: 'Paul', role: ['planung'], deleted: false }, null],
    ['an unknown user', null, null],
  ] as const)('assigns a store to %s: %s', async (_case, user, assigned) => {
    const { sut, requests, repository } = setup([entry(1)]);
    requests.answer('identity.user.get', () => (user ? { ...user, role: [...user.role] } : null));
    const attempt = sut.assign(id(1), { userID: 'tk2' });
    if (assigned) await expect(attempt).resolves.toMatchObject({ userID: 'tk2' });
    else await expect(attempt).rejects.toMatchObject({ code: 'SPRINT_USER_NOT_ASSIGNABLE' });
    expect(repository.entries.get(id(1))?.userID).toBe(assigned ?? 'tk1');
  });

  it('takes the test buyer off a store without asking who they are', async () => {
    const { sut, requests } = setup([entry(1)]);
    await expect(sut.assign(id(1), { userID: null })).resolves.toMatchObject({ userID: null });
    expect(requests.sent).toEqual([]);
  });

  it('lists the purchases recorded for a store of the round', async () => {
    const { sut } = setup(
      [entry(1)],
      [
        purchase({ _id: 'in', testType: 'Tabak', sprintListID: 'herbst' }),
        purchase({ _id: 'other-round', testType: 'Tabak', sprintListID: 'winter' }),
      ],
    );
    expect((await sut.itemPurchases(id(1))).map((found) => found._id)).toEqual(['in']);
  });

  describe('re-tests of failed stores (issue 8, decision 0028)', () => {
    const failedAt = (storeID: string, date: string) =>
      purchase({
        _id: `failed-${storeID}`,
        storeID,
        vst: '2002',
        name: 'Spar Altstadt',
        type: 'spamia',
        testType: 'Tabak',
        date,
        regulationsRespected: false,
      });

    it('marks an entry whose store failed before the round and proposes a failed store it does not hold', async () => {
      const { sut } = setup(
        [entry(1)],
        [failedAt('store-1', '2026-10-02'), failedAt('store-2', '2026-10-05')],
      );
      const detail = await sut.detail('herbst');
      expect(detail.items[0]?.retest).toEqual({
        purchaseID: 'failed-store-1',
        date: '2026-10-02',
        testType: 'Tabak',
      });
      expect(detail.retests).toEqual([
        {
          storeID: 'store-2',
          vst: '2002',
          name: 'Spar Altstadt',
          type: 'spamia',
          reason: { purchaseID: 'failed-store-2', date: '2026-10-05', testType: 'Tabak' },
        },
      ]);
    });

    it('proposes nothing while an admin has turned the proposals off', async () => {
      const { sut, settings } = setup([entry(1)], [failedAt('store-2', '2026-10-05')]);
      settings.saved = { retestProposals: false };
      expect(await sut.detail('herbst')).toMatchObject({ retestProposals: false, retests: [] });
    });

    it('takes a proposal into the round with one test of the failed type, then proposes it no more', async () => {
      const { sut, stores } = setup([entry(1)], [failedAt('store-2', '2026-10-05')]);
      stores.entryStores.set('store-2', {
        type: 'spamia',
        vst: '2002',
        store: { name: 'Spar Altstadt', street: 'Gasse 2', plz: '3011', city: 'Bern' },
      });
      const taken = await sut.takeRetest('herbst', 'store-2');
      expect(taken).toMatchObject({
        sprintListID: 'herbst',
        vst: '2002',
        alk: 0,
        tabak: 1,
        media: 0,
        userID: null,
      });
      const detail = await sut.detail('herbst');
      expect(detail.retests).toEqual([]);
      expect(detail.items.find((item) => item.vst === '2002')?.retest?.purchaseID).toBe('failed-store-2');
      await expect(sut.takeRetest('herbst', 'store-2')).rejects.toMatchObject({
        code: 'SPRINT_RETEST_NOT_PROPOSED',
      });
    });
  });
});
