import {
  manualChecks,
  type ControlListQuery,
  type ControlSave,
  type Purchase,
  type PurchaseInput,
} from '@agecheck/contracts';
import { newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import {
  complete,
  failed,
  OTHER_STORE_ID,
  purchaseSaveStandIns,
  started,
} from '../../test/purchase-save.fixture';
import { PurchasesService } from '../purchases/purchases.service';
import { ControlService } from './control.service';

// The control of test purchases over in-memory purchases, stores and rounds (back-office spec, sections 2, 4
// and 5; docs/decisions/0026-control.md): what a planner sees in the list, what a control save keeps (the
// report as first submitted, the history with who, when and what changed), and what it refuses.

const buyer = testUser('tk1', ['testkaeufer']);
const planner = testUser('pl1', ['planung']);

function setup() {
  const { standIns, ...repositories } = purchaseSaveStandIns();
  // the field's saves, through the same service control evaluates with
  const field = newTestService(PurchasesService, standIns);
  const control = newTestService(ControlService, [...standIns, standIn(PurchasesService, field.sut)]);
  control.requests.answer('evidence.hashes', ({ names }) =>
    names.map((file) => ({ file, sha256: `sha-of-${file}` })),
  );
  /** A purchase as the test buyer saved it. */
  const submitted = (input: PurchaseInput) => field.sut.save(buyer, input._id, input);
  return { ...control, ...repositories, submitted };
}

/** Another shopper of the test buyer (16): a second test of one shopper at a store within 90 days warns. */
const SHOPPER_16 = { _id: 'sh-16', name: 'Muster Kim', date: '2010-06-01' };
/** The round of the test buyer's entries at both stores. */
const ROUND = 'herbst';

const markCorrect = (version: number, changes: Partial<ControlSave> = {}): ControlSave => ({
  version,
  done: true,
  auto: false,
  acceptedWarnings: [],
  ...changes,
});

const listQuery = (changes: Partial<ControlListQuery> = {}): ControlListQuery => ({
  page: 1,
  pageSize: 50,
  ...changes,
});

const ids = (purchases: Purchase[]) => purchases.map((purchase) => purchase._id);

describe('ControlService (back-office spec, sections 4 and 5; decision 0026)', () => {
  describe('the list awaiting control (section 4: complete and not yet done, oldest test first)', () => {
    it('lists complete purchases not yet done, oldest test first, and leaves out delayed and done ones', async () => {
      const { sut, submitted } = setup();
      const newer = await submitted(complete({ date: '2026-11-21' }));
      const older = await submitted(failed({ date: '2026-11-19', shopper: SHOPPER_16 }));
      await submitted(started());
      const controlled = await submitted(complete({ date: '2026-11-18', storeID: OTHER_STORE_ID }));
      await sut.save(planner, controlled._id, markCorrect(controlled.version));
      const page = await sut.list(listQuery());
      expect(ids(page.items)).toEqual([older._id, newer._id]);
      expect(page.total).toBe(2);
    });

    it('filters by outcome and test dates, and pages', async () => {
      const { sut, submitted } = setup();
      const respected = await submitted(complete({ date: '2026-11-18' }));
      const notRespected = await submitted(failed({ date: '2026-11-19', shopper: SHOPPER_16 }));
      const special = await submitted(started({ date: '2026-11-20', specialReason: 'storeClosed' }));
      expect(ids((await sut.list(listQuery({ outcome: 'notRespected' }))).items)).toEqual([notRespected._id]);
      expect(ids((await sut.list(listQuery({ outcome: 'specialReason' }))).items)).toEqual([special._id]);
      expect(ids((await sut.list(listQuery({ from: '2026-11-19', to: '2026-11-19' }))).items)).toEqual([
        notRespected._id,
      ]);
      expect(await sut.list(listQuery({ page: 2, pageSize: 2 }))).toMatchObject({
        items: [{ _id: special._id }],
        total: 3,
        page: 2,
      });
      expect(ids((await sut.list(listQuery({ page: 1, pageSize: 2 }))).items)).toEqual([
        respected._id,
        notRespected._id,
      ]);
    });
  });

  describe('a control save', () => {
    it('marks a purchase correct: done, stamped, one version up, with the report as submitted kept', async () => {
      const { sut, submitted, clock, purchases, requests } = setup();
      const report = await submitted(failed());
      clock.set(new Date('2026-11-24T08:30:00Z'));
      const saved = await sut.save(planner, report._id, markCorrect(report.version));
      expect(saved).toMatchObject({
        done: true,
        version: report.version + 1,
        checked: { at: '2026-11-24T08:30:00.000Z', by: { id: 'pl1', name: 'Name pl1' } },
      });
      expect(purchases.purchases.get(report._id)).toEqual(saved);
      expect(requests.sent).toEqual([
        { subject: 'evidence.hashes', payload: { names: ['bill.jpg', 'sig-c.jpg', 'sig-h.jpg'] } },
      ]);
      expect(await sut.history(report._id)).toEqual({
        original: {
          purchase: expect.objectContaining({ _id: report._id, regulationsRespected: false }),
          version: report.version,
          keptAt: '2026-11-24T08:30:00.000Z',
          evidence: [
            { file: 'bill.jpg', sha256: 'sha-of-bill.jpg' },
            { file: 'sig-c.jpg', sha256: 'sha-of-sig-c.jpg' },
            { file: 'sig-h.jpg', sha256: 'sha-of-sig-h.jpg' },
          ],
        },
        entries: [
          {
            action: 'markedCorrect',
            at: '2026-11-24T08:30:00.000Z',
            by: { id: 'pl1', name: 'Name pl1' },
            version: report.version + 1,
            done: true,
            changes: [],
          },
        ],
      });
      expect(purchases.events.at(-2)).toMatchObject({
        subject: 'purchases.purchase.saved',
        data: { stored: { done: true }, created: false },
      });
    });

    it('records what a correction changed, before and after, and never replaces the report as submitted', async () => {
      const { sut, submitted } = setup();
      const report = await submitted(complete({ time: '10:15' }));
      const first = await sut.save(
        planner,
        report._id,
        markCorrect(report.version, {
          purchase: { ...complete(), _id: report._id, time: '10:45' },
          done: false,
        }),
      );
      await sut.save(
        planner,
        report._id,
        markCorrect(first.version, { purchase: { ...complete(), _id: report._id, time: '11:00' } }),
      );
      const history = await sut.history(report._id);
      expect(history.original).toMatchObject({ purchase: { time: '10:15' }, version: report.version });
      expect(history.entries).toEqual([
        expect.objectContaining({
          action: 'controlled',
          done: false,
          changes: [{ field: 'time', before: '10:15', after: '10:45' }],
        }),
        expect.objectContaining({
          action: 'controlled',
          done: true,
          changes: [{ field: 'time', before: '10:45', after: '11:00' }],
        }),
      ]);
    });

    it('keeps the report as submitted without hashes when svc-files does not answer (control must not stop)', async () => {
      const { sut, submitted, requests } = setup();
      requests.answer('evidence.hashes', () => {
        throw new Error('no responders');
      });
      const report = await submitted(failed());
      await sut.save(planner, report._id, markCorrect(report.version));
      expect((await sut.history(report._id)).original).toMatchObject({ evidence: [] });
    });

    it.each([
      ['the purchase remarks of an estimated-older failure', failed({ remarks: 'viel Betrieb' }), undefined],
      [
        "the purchase remarks of the reason 'other'",
        failed({ reasonTMP: 'other', reason: 'Kasse überlastet', remarks: 'viel Betrieb' }),
        'viel Betrieb',
      ],
    ])(
      'clears or keeps %s (section 5: "Remarks are cleared unless the reason is other")',
      async (_, input, kept) => {
        const { sut, submitted } = setup();
        const report = await submitted(input);
        const saved = await sut.save(planner, report._id, markCorrect(report.version));
        expect(saved.remarks).toBe(kept);
      },
    );

    it('refuses a correction that breaks the purchase edit rules with the fields at fault, writing nothing', async () => {
      const { sut, submitted, purchases } = setup();
      const report = await submitted(complete());
      const events = purchases.events.length;
      const broken = { ...complete(), _id: report._id, cashier: { gender: 'w' as const, number: '123456' } };
      await expect(
        sut.save(planner, report._id, markCorrect(report.version, { purchase: broken })),
      ).rejects.toMatchObject({
        code: 'CONTROL_INVALID',
        errors: expect.arrayContaining([expect.objectContaining({ path: 'cashier.name' })]),
      });
      expect(purchases.purchases.get(report._id)).toEqual(report);
      expect(purchases.events).toHaveLength(events);
      expect(await sut.history(report._id)).toEqual({ entries: [] });
    });

    it('refuses a warning in force until the planner accepts it, and records who accepted it (issue 17)', async () => {
      const { sut, submitted, clock } = setup();
      // the same shopper tested twice at the store within 90 days: the later test warns on the earlier one
      const earlier = await submitted(complete({ date: '2026-11-18' }));
      await submitted(complete({ date: '2026-11-20' }));
      await expect(sut.save(planner, earlier._id, markCorrect(earlier.version))).rejects.toMatchObject({
        code: 'CONTROL_INVALID',
        errors: [{ path: 'overriddenWarnings', key: 'purchase.error.shopperRecentlyTested' }],
      });
      clock.set(new Date('2026-11-24T08:30:00Z'));
      const accepted = await sut.save(
        planner,
        earlier._id,
        markCorrect(earlier.version, { acceptedWarnings: ['shopperRecentlyTested'] }),
      );
      expect(accepted).toMatchObject({ done: true, overriddenWarnings: ['shopperRecentlyTested'] });
      expect((await sut.history(earlier._id)).entries).toEqual([
        expect.objectContaining({
          action: 'markedCorrect',
          at: '2026-11-24T08:30:00.000Z',
          by: { id: 'pl1', name: 'Name pl1' },
          acceptedWarnings: ['shopperRecentlyTested'],
        }),
      ]);
    });

    it('answers 409 when another save came first since the planner read the purchase, writing nothing', async () => {
      const { sut, submitted } = setup();
      const report = await submitted(complete());
      await submitted({ ...complete(), _id: report._id, time: '12:00' });
      await expect(sut.save(planner, report._id, markCorrect(report.version))).rejects.toMatchObject({
        code: 'CONTROL_VERSION_CONFLICT',
        status: 409,
      });
      expect(await sut.history(report._id)).toEqual({ entries: [] });
    });

    it('answers 404 for an unknown purchase and 400 for a body about another one', async () => {
      const { sut, submitted } = setup();
      const report = await submitted(complete());
      await expect(sut.save(planner, 'unknown', markCorrect(0))).rejects.toMatchObject({
        code: 'CONTROL_NOT_FOUND',
        status: 404,
      });
      await expect(
        sut.save(planner, report._id, markCorrect(report.version, { purchase: complete() })),
      ).rejects.toMatchObject({ code: 'CONTROL_ID_MISMATCH' });
    });
  });

  // Section 5, "Control manual verification is required when ..."; decision 0026: the automatic mode stops.
  describe('the automatic mode saves only what needs no manual verification (section 5)', () => {
    it('marks a complete test of the round with a 6-digit cashier number correct by itself', async () => {
      const { sut, submitted } = setup();
      const report = await submitted(complete({ sprintListID: ROUND }));
      expect(manualChecks(report)).toEqual([]);
      await expect(
        sut.save(planner, report._id, markCorrect(report.version, { auto: true })),
      ).resolves.toMatchObject({ done: true });
    });

    it.each([
      ['noSprint', complete()],
      ['remarks', complete({ sprintListID: ROUND, remarks: 'Bitte anschauen' })],
      [
        'cashierRemarks',
        complete({ sprintListID: ROUND, cashier: { ...complete().cashier, remarks: 'unsicher' } }),
      ],
      [
        'coopCashierNumber',
        complete({ sprintListID: ROUND, cashier: { ...complete().cashier, number: '12345' } }),
      ],
      ['otherReason', failed({ sprintListID: ROUND, reasonTMP: 'other', reason: 'Kasse überlastet' })],
      ['estimatedOlderDespiteId', failed({ sprintListID: ROUND })],
      ['respectedWithoutAsking', complete({ sprintListID: ROUND, pass: false, age: false })],
      [
        'specialReason',
        started({ sprintListID: ROUND, specialReason: 'storeClosed', cashier: { number: '123456' } }),
      ],
    ])('stops at a purchase whose manual check %s applies, writing nothing', async (check, input) => {
      const { sut, submitted, purchases } = setup();
      const report = await submitted(input);
      expect(manualChecks(report)).toEqual([check]);
      await expect(
        sut.save(planner, report._id, markCorrect(report.version, { auto: true })),
      ).rejects.toMatchObject({ code: 'CONTROL_MANUAL_REQUIRED', status: 400 });
      expect(purchases.purchases.get(report._id)).toEqual(report);
    });
  });

  describe('a rejected special reason (decision 0026)', () => {
    it('sends the purchase back to its tester without the reason, delayed, with the notice in the history', async () => {
      const { sut, submitted, clock } = setup();
      const report = await submitted(started({ specialReason: 'storeClosed' }));
      expect(report.delayed).toBe(false);
      clock.set(new Date('2026-11-24T09:00:00Z'));
      const rejected = await sut.rejectReason(planner, report._id, {
        version: report.version,
        notice: 'Die Filiale war offen.',
      });
      expect(rejected.specialReason).toBeUndefined();
      expect(rejected).toMatchObject({
        delayed: true,
        done: false,
        userID: 'tk1',
        reasonRejected: {
          specialReason: 'storeClosed',
          notice: 'Die Filiale war offen.',
          at: '2026-11-24T09:00:00.000Z',
          by: { id: 'pl1' },
        },
      });
      expect((await sut.history(report._id)).entries).toEqual([
        expect.objectContaining({
          action: 'reasonRejected',
          notice: 'Die Filiale war offen.',
          done: false,
          changes: [{ field: 'specialReason', before: 'storeClosed' }],
        }),
      ]);
    });

    it('refuses to reject the reason of a purchase that has none', async () => {
      const { sut, submitted } = setup();
      const report = await submitted(complete());
      await expect(
        sut.rejectReason(planner, report._id, { version: report.version, notice: 'Nein' }),
      ).rejects.toMatchObject({ code: 'CONTROL_NO_SPECIAL_REASON' });
    });
  });
});
