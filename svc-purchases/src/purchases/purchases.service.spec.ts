import { DEFAULT_TESTER_PROTECTION, type PurchaseInput } from '@agecheck/contracts';
import { newTestService, testUser } from '@agecheck/nest-common/testing';
import type { InMemoryPurchasesRepository } from '../../test/in-memory-purchases.repository';
import {
  BEER,
  complete,
  failed,
  GIN,
  newId,
  OTHER_STORE_ID,
  purchaseSaveStandIns,
  started,
  STORE_ID,
} from '../../test/purchase-save.fixture';
import { TesterProtectionSettings } from '../config';
import { PurchasesService } from './purchases.service';

// The purchases service over in-memory stores, rounds and purchases (issue 7, "Purchases";
// docs/decisions/0019-purchase-saves.md). The rules themselves have their tables in packages/contracts;
// this checks that the server applies them to what it knows and keeps what the client must not decide.

const buyer = testUser('tk1', ['testkaeufer']);
const otherBuyer = testUser('tk2', ['testkaeufer']);
const planner = testUser('pl1', ['planung']);
const admin = testUser('ad1', ['admin']);

function setup(testerProtection = new TesterProtectionSettings()) {
  const { standIns, ...repositories } = purchaseSaveStandIns(testerProtection);
  return { ...newTestService(PurchasesService, standIns), ...repositories };
}

const subjects = (repository: InMemoryPurchasesRepository) => repository.events.map((event) => event.subject);

describe('PurchasesService (issue 7, "Purchases"; decision 0019)', () => {
  describe('the server decides delayed (field-app spec, section 4: "delayed equals not complete")', () => {
    it.each([
      ['a half-filled form', true, started()],
      ['a complete form with regulations respected', false, complete()],
      ['a complete failed test', false, failed()],
      ['a failed test without the receipt', true, failed({ bill: undefined })],
      ['a half-filled form finished by a special reason', false, started({ specialReason: 'storeClosed' })],
    ])('stores %s as delayed: %s', async (_case, delayed, input) => {
      const { sut, purchases } = setup();
      const saved = await sut.save(buyer, input._id, input);
      expect(saved).toMatchObject({ _id: input._id, userID: 'tk1', delayed, done: false });
      expect(purchases.purchases.get(input._id)?.delayed).toBe(delayed);
    });

    it('stores the shopper’s age on the test date and the times of the first and the latest save', async () => {
      const { sut, clock } = setup();
      const input = complete();
      const first = await sut.save(buyer, input._id, input);
      clock.set(new Date('2026-11-23T15:00:00Z'));
      const again = await sut.save(buyer, input._id, { ...input, time: '10:20' });
      expect(first.shopperAge).toBe(16);
      expect(again).toMatchObject({ createdAt: first.createdAt, updatedAt: '2026-11-23T15:00:00.000Z' });
    });
  });

  describe('the client does not decide done, delayed or the owner', () => {
    it('ignores done, delayed and userID smuggled into the body', async () => {
      const { sut } = setup();
      const input = started();
      const smuggled = { ...input, done: true, delayed: false, userID: 'tk2' } as PurchaseInput;
      expect(await sut.save(buyer, input._id, smuggled)).toMatchObject({
        userID: 'tk1',
        done: false,
        delayed: true,
      });
    });

    it('keeps done and the export flags that control and the exports set, through a later save', async () => {
      const { sut, purchases } = setup();
      const input = complete();
      const saved = await sut.save(buyer, input._id, input);
      purchases.purchases.set(input._id, {
        ...saved,
        done: true,
        autoExport: { exported: true, date: '2026-11-22T08:00:00.000Z' },
      });
      const again = await sut.save(buyer, input._id, { ...input, remarks: 'Nachtrag' });
      expect(again).toMatchObject({
        done: true,
        autoExport: { exported: true },
        remarks: 'Nachtrag',
      });
    });

    it('refuses a body whose id differs from the path, and a store that does not exist, storing nothing', async () => {
      const { sut, purchases } = setup();
      const input = complete();
      await expect(sut.save(buyer, newId(), input)).rejects.toMatchObject({ code: 'PURCHASE_ID_MISMATCH' });
      await expect(
        sut.save(buyer, input._id, { ...input, storeID: '0000000000000000000000ff' }),
      ).rejects.toMatchObject({ code: 'PURCHASE_STORE_UNKNOWN' });
      expect(purchases.purchases.size).toBe(0);
      expect(purchases.events).toEqual([]);
    });
  });

  // Issue 17, item 1: "A purchase save trusts the shopper the client sends."
  describe('the shopper comes from the server’s own shoppers (issue 17, item 1)', () => {
    it.each([
      ["another tester's shopper", { _id: 'sh-other', name: 'Muster Kim', date: '2011-01-01' }],
      ['an invented shopper', { _id: 'ffffffffffffffffffffffff', name: 'Erfunden', date: '2012-01-01' }],
    ])('refuses %s with purchase.main.shopperErr, storing nothing', async (_case, shopper) => {
      const { sut, purchases } = setup();
      const input = complete({ shopper });
      await expect(sut.save(buyer, input._id, input)).rejects.toMatchObject({
        code: 'PURCHASE_SHOPPER_UNKNOWN',
        errors: [{ path: 'shopper', key: 'purchase.main.shopperErr' }],
      });
      expect(purchases.purchases.size).toBe(0);
      expect(purchases.events).toEqual([]);
    });

    it('stores the name and birth date of the stored shopper, not the ones sent, and ages the shopper by them', async () => {
      const { sut } = setup();
      // sent as 13 years old (outside the age band) with another name: the stored shopper is 16
      const input = complete({ shopper: { _id: 'sh1', name: 'Anders', date: '2013-11-20' } });
      const saved = await sut.save(buyer, input._id, input);
      expect(saved).toMatchObject({
        shopper: { _id: 'sh1', name: 'Meier Lea', date: '2010-05-01' },
        shopperAge: 16,
        delayed: false,
      });
    });

    it('lets a planner edit a tester’s purchase, keeping its shopper, even once the shopper is deleted', async () => {
      const { sut, shoppers } = setup();
      const input = complete();
      await sut.save(buyer, input._id, input);
      shoppers.shoppers.delete('sh1');
      const edited = await sut.save(planner, input._id, { ...input, time: '12:00' });
      expect(edited).toMatchObject({ time: '12:00', shopper: { _id: 'sh1', name: 'Meier Lea' } });
      // but not switch it to another tester's shopper
      await expect(
        sut.save(planner, input._id, {
          ...input,
          shopper: { _id: 'sh-other', name: 'x', date: '2011-01-01' },
        }),
      ).rejects.toMatchObject({ code: 'PURCHASE_SHOPPER_UNKNOWN' });
    });
  });

  // Issue 17, item 12; decision 0019: "The same content again answers as before."
  describe('an identical resend changes nothing (issue 17, item 12)', () => {
    it('answers the stored purchase to the same content sent again: no new version, no event', async () => {
      const { sut, purchases, clock } = setup();
      const input = complete();
      const first = await sut.save(buyer, input._id, input);
      clock.set(new Date('2026-11-23T15:00:00Z'));
      for (let resend = 0; resend < 12; resend += 1) {
        expect(await sut.save(buyer, input._id, structuredClone(input))).toEqual(first);
      }
      expect(purchases.purchases.get(input._id)).toEqual(first);
      expect(first.version).toBe(1);
      expect(subjects(purchases)).toEqual(['purchases.purchase.saved']);
      // a change is a new version with its event
      const changed = await sut.save(buyer, input._id, { ...input, remarks: 'Nachtrag' });
      expect(changed).toMatchObject({ version: 2, updatedAt: '2026-11-23T15:00:00.000Z' });
      expect(subjects(purchases)).toHaveLength(2);
    });

    it('decides again when another save came first between its read and its write', async () => {
      const { sut, purchases } = setup();
      const input = complete();
      await sut.save(buyer, input._id, input);
      const findById = purchases.findById.bind(purchases);
      let raced = false;
      purchases.findById = async (id: string) => {
        const found = await findById(id);
        if (!raced && found) {
          raced = true;
          // another tab's save lands after this save read the purchase
          purchases.purchases.set(id, {
            ...found,
            remarks: 'aus dem anderen Tab',
            version: found.version + 1,
          });
        }
        return found;
      };
      const saved = await sut.save(buyer, input._id, { ...input, time: '11:00' });
      expect(saved).toMatchObject({ version: 3, time: '11:00' });
      expect(purchases.purchases.get(input._id)).toEqual(saved);
    });
  });

  describe('field staff see only their own purchases; planung and admin see all', () => {
    it('answers another tester’s purchase like a missing one, for reading, saving and deleting', async () => {
      const { sut, purchases } = setup();
      const input = complete();
      const saved = await sut.save(buyer, input._id, input);
      await expect(sut.get(otherBuyer, input._id)).rejects.toMatchObject({ code: 'PURCHASE_NOT_FOUND' });
      await expect(sut.save(otherBuyer, input._id, { ...input, time: '23:59' })).rejects.toMatchObject({
        code: 'PURCHASE_NOT_FOUND',
      });
      await expect(sut.remove(otherBuyer, input._id)).rejects.toMatchObject({ code: 'PURCHASE_NOT_FOUND' });
      expect(purchases.purchases.get(input._id)).toEqual(saved);
      expect(subjects(purchases)).toEqual(['purchases.purchase.saved']);
    });

    it.each([
      ['a planner', planner],
      ['an administrator (admin implies planung)', admin],
    ])('lets %s read and change any purchase, which stays the tester’s', async (_who, user) => {
      const { sut } = setup();
      const input = started();
      await sut.save(buyer, input._id, input);
      expect((await sut.get(user, input._id))._id).toBe(input._id);
      const changed = await sut.save(user, input._id, { ...input, time: '12:00' });
      expect(changed).toMatchObject({ userID: 'tk1', time: '12:00' });
      expect(await sut.list(buyer, 'delayed')).toEqual([changed]);
    });

    // back-office spec, section 6: "admin only: ... all purchases"; the delete is a row action there.
    it('lets an administrator delete a tester’s purchase, a planner not', async () => {
      const { sut, purchases } = setup();
      const input = complete();
      await sut.save(buyer, input._id, input);
      await expect(sut.remove(planner, input._id)).rejects.toMatchObject({
        code: 'PURCHASE_DELETE_FORBIDDEN',
      });
      expect(purchases.purchases.has(input._id)).toBe(true);
      await sut.remove(admin, input._id);
      expect(purchases.purchases.has(input._id)).toBe(false);
      await expect(sut.get(buyer, input._id)).rejects.toMatchObject({ code: 'PURCHASE_NOT_FOUND' });
    });

    it('keeps the name of the tester who made the purchase for the lists, also when the back office changes it', async () => {
      const { sut } = setup();
      const input = complete();
      expect(await sut.save(buyer, input._id, input)).toMatchObject({ userName: buyer.name });
      expect(await sut.save(planner, input._id, { ...input, time: '12:00' })).toMatchObject({
        userID: 'tk1',
        userName: buyer.name,
      });
    });

    it('lists the caller’s own completed and delayed purchases only', async () => {
      const { sut } = setup();
      const mine = complete();
      const mineDelayed = started();
      const theirs = complete({ storeID: OTHER_STORE_ID, shopper: undefined });
      await sut.save(buyer, mine._id, mine);
      await sut.save(buyer, mineDelayed._id, mineDelayed);
      await sut.save(otherBuyer, theirs._id, theirs);
      expect((await sut.list(buyer, 'completed')).map((purchase) => purchase._id)).toEqual([mine._id]);
      expect((await sut.list(buyer, 'delayed')).map((purchase) => purchase._id)).toEqual([mineDelayed._id]);
    });
  });

  describe('tester protection (issue 7, "Beyond the spec"; decision 0014)', () => {
    it('keeps a second test of the same store by the same shopper within 90 days delayed until the warning is ticked', async () => {
      const { sut } = setup();
      const first = complete({ date: '2026-10-01' });
      await sut.save(buyer, first._id, first);
      const second = complete({ date: '2026-11-20' });
      expect((await sut.save(buyer, second._id, second)).delayed).toBe(true);
      const ticked = await sut.save(buyer, second._id, {
        ...second,
        overriddenWarnings: ['shopperRecentlyTested'],
      });
      expect(ticked.delayed).toBe(false);
    });

    it.each([
      ['90 days before', false, '2026-08-22'],
      ['89 days before', true, '2026-08-23'],
    ])('a test of the same store by the same shopper %s warns: %s', async (_case, warns, earlier) => {
      const { sut } = setup();
      const first = complete({ date: earlier });
      await sut.save(buyer, first._id, first);
      const second = complete({ date: '2026-11-20' });
      expect((await sut.save(buyer, second._id, second)).delayed).toBe(warns);
    });

    it('applies the configured days and age bands, and tells the wizard the same (TESTER_PROTECTION_*)', async () => {
      const protection = {
        repeatDays: 30,
        ageBands: { ...DEFAULT_TESTER_PROTECTION.ageBands, Alkohol: { min: 16, max: 17 } },
      };
      const { sut } = setup(new TesterProtectionSettings(protection));
      const first = complete({ date: '2026-10-01' });
      await sut.save(buyer, first._id, first);
      // 50 days later: within the default 90, outside the configured 30
      const second = complete({ date: '2026-11-20' });
      expect((await sut.save(buyer, second._id, second)).delayed).toBe(false);
      // 15 on the test date: inside the default band, outside the configured one for alcohol
      const young = complete({ shopper: { _id: 'sh-15', name: 'Muster Kim', date: '2011-06-01' } });
      const saved = await sut.save(buyer, young._id, young);
      expect(saved.delayed).toBe(true);
      expect((await sut.shopperTests(buyer, STORE_ID)).protection).toEqual(protection);
    });

    it.each([
      ['a beer (sold from 16)', BEER, true],
      ['a spirit (sold from 18)', GIN, false],
    ])(
      "a shopper of 16 testing %s is outside the band the article's category narrows: %s",
      async (_case, article, warns) => {
        const { sut } = setup();
        const input = complete({
          article,
          shopper: { _id: 'sh-16', name: 'Muster Kim', date: '2010-06-01' },
        });
        const saved = await sut.save(buyer, input._id, input);
        expect(saved.delayed).toBe(warns);
      },
    );

    it('does not warn for the same shopper at another store, nor for a save of the same purchase again', async () => {
      const { sut } = setup();
      const first = complete();
      await sut.save(buyer, first._id, first);
      expect((await sut.save(buyer, first._id, { ...first, time: '10:30' })).delayed).toBe(false);
      const elsewhere = complete({ storeID: OTHER_STORE_ID, vst: '1002' });
      expect((await sut.save(buyer, elsewhere._id, elsewhere)).delayed).toBe(false);
    });

    it("answers the caller's tests at a store with their shoppers, for the wizard to warn before the save", async () => {
      const { sut } = setup();
      const first = complete({ date: '2026-10-01' });
      const elsewhere = complete({ storeID: OTHER_STORE_ID, vst: '1002' });
      const theirs = complete({ shopper: { _id: 'sh-other', name: 'Muster Kim', date: '2011-01-01' } });
      await sut.save(buyer, first._id, first);
      await sut.save(buyer, elsewhere._id, elsewhere);
      await sut.save(otherBuyer, theirs._id, theirs);
      expect(await sut.shopperTests(buyer, STORE_ID)).toEqual({
        protection: DEFAULT_TESTER_PROTECTION,
        tests: [{ _id: first._id, storeID: STORE_ID, shopperID: first.shopper?._id, date: '2026-10-01' }],
      });
    });

    it.each([
      ['13', true, '2013-11-20'],
      ['14', false, '2012-11-20'],
      ['17 (18 the next day)', false, '2008-11-21'],
      ['18', true, '2008-11-20'],
    ])(
      'a shopper aged %s on the test date is outside the age band (14 to 17): %s',
      async (_age, warns, birth) => {
        const { sut } = setup();
        const input = complete({ shopper: { _id: `sh-${birth}`, name: 'Muster Kim', date: birth } });
        const saved = await sut.save(buyer, input._id, input);
        expect(saved.delayed).toBe(warns);
        if (warns) {
          const ticked = await sut.save(buyer, input._id, {
            ...input,
            overriddenWarnings: ['shopperAgeOutsideBand'],
          });
          expect(ticked.delayed).toBe(false);
        }
      },
    );
  });

  describe('the round warnings (field-app spec, section 8)', () => {
    it('keeps a purchase at a store outside the tester’s running round delayed until notInSprint is ticked', async () => {
      const { sut, sprints } = setup();
      sprints.entries.clear();
      const input = complete();
      expect((await sut.save(buyer, input._id, input)).delayed).toBe(true);
      expect(
        (await sut.save(buyer, input._id, { ...input, overriddenWarnings: ['notInSprint'] })).delayed,
      ).toBe(false);
    });

    // back-office spec, section 2, "Settings": "A global switch to check for current rounds on a new purchase".
    it('does not warn notInSprint when the admin switched the round check off (checkStoreTypes)', async () => {
      const { sut, sprints, settings } = setup();
      sprints.entries.clear();
      settings.saved = { checkStoreTypes: false };
      const input = complete();
      const saved = await sut.save(buyer, input._id, input);
      expect(saved.delayed).toBe(false);
    });
  });

  describe('events (decision 0019: saved, failed, deleted with the snapshot the read models need)', () => {
    it('publishes saved (created, then not) with the snapshot, the purchase as stored, its store and the actor', async () => {
      const { sut, purchases, clock } = setup();
      const input = started();
      const first = await sut.save(buyer, input._id, input);
      await sut.save(buyer, input._id, { ...input, testType: 'Alkohol' });
      expect(purchases.events).toEqual([
        expect.objectContaining({
          subject: 'purchases.purchase.saved',
          actor: { id: 'tk1', name: 'Name tk1' },
          occurredAt: clock.now().toISOString(),
          data: {
            created: true,
            purchase: {
              _id: input._id,
              userID: 'tk1',
              storeID: STORE_ID,
              vst: '1001',
              storeType: 'coop',
              delayed: true,
              done: false,
            },
            stored: first,
            store: { street: 'Bahnhofplatz 1', plz: '3011', city: 'Bern', kanton: 'BE' },
          },
        }),
        expect.objectContaining({
          subject: 'purchases.purchase.saved',
          data: expect.objectContaining({
            created: false,
            purchase: expect.objectContaining({ testType: 'Alkohol' }),
          }),
        }),
      ]);
    });

    it.each([
      ['a complete failed test', ['purchases.purchase.saved', 'purchases.purchase.failed'], failed()],
      ['a failed test still incomplete', ['purchases.purchase.saved'], failed({ bill: undefined })],
      ['a test with regulations respected', ['purchases.purchase.saved'], complete()],
      [
        'a failed test finished by a special reason',
        ['purchases.purchase.saved'],
        failed({ specialReason: 'productsMissing' }),
      ],
    ])('publishes for %s: %j', async (_case, published, input) => {
      const { sut, purchases } = setup();
      await sut.save(buyer, input._id, input);
      expect(subjects(purchases)).toEqual(published);
    });

    it('publishes deleted with the snapshot, and nothing for a purchase that is not there', async () => {
      const { sut, purchases } = setup();
      const input = failed();
      await sut.save(buyer, input._id, input);
      await sut.remove(buyer, input._id);
      await expect(sut.remove(buyer, input._id)).rejects.toMatchObject({ code: 'PURCHASE_NOT_FOUND' });
      expect(purchases.events.at(-1)).toMatchObject({
        subject: 'purchases.purchase.deleted',
        data: { purchase: { _id: input._id, storeID: STORE_ID, testType: 'Alkohol', delayed: false } },
      });
      expect(subjects(purchases)).toHaveLength(3);
    });
  });
});
