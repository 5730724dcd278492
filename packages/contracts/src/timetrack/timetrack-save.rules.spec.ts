import {
  CUSTOMER_ID,
  detectiveRecord,
  LEA,
  REGION_ID,
  shopperRecord,
  sonderRecord,
} from './timetrack.fixtures';
import { evaluateTimetrackSave, type TimetrackSaveContext } from './timetrack-save.rules';
import { DEFAULT_TIMETRACK_SETTINGS, timetrackSchema, type TimetrackInput } from './timetrack.schema';

// The one verdict on `PUT api/timetrack/{id}` (checklist A.4 to A.6, A.11; issue 19: "The server enforces
// every rule on every save: an owner sees and changes only their own records and never a locked one; the
// shopper of a payout must be the caller's own ..., snapshot embedded").

const tk1 = { id: 'tk1', roles: ['testkaeufer'] };
const det = { id: 'd1', roles: ['detektiv'] };
const admin = { id: 'a1', roles: ['admin'] };
const customer = { _id: CUSTOMER_ID, region: REGION_ID };
const snapshot = { _id: LEA._id, name: LEA.name, date: LEA.date };

const context = (changes: Partial<TimetrackSaveContext> = {}): TimetrackSaveContext => ({
  caller: tk1,
  shopper: LEA,
  customer,
  settings: DEFAULT_TIMETRACK_SETTINGS,
  today: '2026-11-27',
  ...changes,
});

const accepted = (input: TimetrackInput, saveContext: TimetrackSaveContext) => {
  const verdict = evaluateTimetrackSave(input, saveContext);
  if (verdict.verdict !== 'accepted') throw new Error(`refused: ${JSON.stringify(verdict)}`);
  return verdict;
};
const refusal = (input: TimetrackInput, saveContext: TimetrackSaveContext) => {
  const verdict = evaluateTimetrackSave(input, saveContext);
  return verdict.verdict === 'refused'
    ? [verdict.reason, verdict.errors.map(({ path, key }) => `${path} ${key}`)]
    : 'accepted';
};

describe('the record a save stores (R-T4, R-T5, R-T8, R-T13; A.2 decisions)', () => {
  it("a test buyer's complete day: pauses in hours, the shopper's snapshot read by the server, complete, not reviewed", () => {
    const { record, warnings, created } = accepted(
      shopperRecord({ tk: { ...shopperRecord().tk, obj: { _id: LEA._id } } }),
      context(),
    );
    expect(created).toBe(true);
    expect(warnings).toEqual([]);
    expect(record).toMatchObject({
      typ: 'testkaeufer',
      userID: 'tk1',
      pause: 1,
      tag: 'Wochentag',
      complete: true,
      reviewed: false,
      flags: [],
      tk: { obj: snapshot, pause: 0.5, auszahlung: 35 },
    });
  });

  it("ignores a name and birth date the phone sends for the shopper (the owner's shopper as svc-purchases knows it)", () => {
    const sent = { _id: LEA._id, name: 'Anders', date: '2000-01-01' } as unknown as { _id: string };
    const { record } = accepted(shopperRecord({ tk: { ...shopperRecord().tk, obj: sent } }), context());
    expect(record.tk?.obj).toEqual(snapshot);
  });

  it("a detective's Sunday is a Sonntag (R-T8, A-C7); its expenses keep no km outside zone Regie (R-T9)", () => {
    const { record } = accepted(
      detectiveRecord({ datum: '2026-11-22', spesen: { reisemittel: 'Auto', zone: 'B', km: 30 } }),
      context({ caller: det }),
    );
    expect(record.tag).toBe('Sonntag');
    expect(record.spesen).toEqual({ reisemittel: 'Auto', zone: 'B' });
    expect(record.pause).toBe(0.75);
  });

  it('moves the receipts into the first slots (F§2 L86: slots one after another)', () => {
    const { record } = accepted(
      detectiveRecord({
        spesen: { reisemittel: 'ÖV', zone: 'A', reisen: 9.6, beleg1: 'r1.jpg', beleg3: 'r3.jpg' },
      }),
      context({ caller: det }),
    );
    expect(record.spesen).toEqual({
      reisemittel: 'ÖV',
      zone: 'A',
      reisen: 9.6,
      beleg: 'r1.jpg',
      beleg1: 'r3.jpg',
    });
  });

  it('an absence: its type is its customer, its first day its date, nothing of the other steps (A.4)', () => {
    const { record } = accepted(
      sonderRecord({ start: '08:00', end: '12:00', spesen: { reisen: 5 } }),
      context(),
    );
    expect(record).toEqual({
      _id: sonderRecord()._id,
      typ: 'sonder',
      kunde: 'Ferien',
      index: 1,
      datum: '2026-11-16',
      tag: 'Wochentag',
      sonder: { typ: 'Ferien', start: '2026-11-16', end: '2026-11-20', hours: 42 },
      complete: true,
      reviewed: false,
      flags: [],
      userID: 'tk1',
    });
  });

  it("the online variant's payout is 0 by default (F§9 L243) and the card of another customer type is dropped", () => {
    const online = accepted(
      shopperRecord({
        kunde: 'Testkäufe Jugendschutz Online',
        tk: { obj: { _id: LEA._id }, start: '10:00', end: '11:00' },
      }),
      context(),
    );
    expect(online.record.tk).toEqual({
      obj: snapshot,
      start: '10:00',
      end: '11:00',
      pause: 0,
      auszahlung: 0,
    });
    const training = accepted(shopperRecord({ kunde: 'Schulung', region: REGION_ID }), context());
    expect(training.record.tk).toBeUndefined();
    expect(training.record.region).toBeUndefined();
  });

  it('flags a payout above the computed one and a meal above 25 CHF, and stores the record (F§5 L161, L164)', () => {
    const { record, warnings } = accepted(
      shopperRecord({
        tk: { ...shopperRecord().tk, auszahlung: 60 },
        spesen: { mahlzeit: 31.5, beleg: 'r.jpg' },
      }),
      context(),
    );
    expect(warnings).toEqual(['payoutTooHigh', 'mealTooHigh']);
    expect(record.flags).toEqual(['payoutTooHigh', 'mealTooHigh']);
  });
});

describe('save points (R-T3, R-T13; A.4 decision: drafts at 1 and 3, complete at 4 and the special 1)', () => {
  it.each([
    [
      'a payout draft at step 1, before the date: not complete',
      shopperRecord({ index: 1, datum: undefined, start: undefined, end: undefined, spesen: undefined }),
      tk1,
      false,
    ],
    [
      'a detective draft at step 3, before the expenses: not complete',
      detectiveRecord({ index: 3, spesen: undefined }),
      det,
      false,
    ],
    ['the detective at step 4: complete', detectiveRecord(), det, true],
    ['the absence at step 1: complete', sonderRecord(), tk1, true],
  ] as const)('%s', (_case, input, caller, complete) =>
    expect(accepted(input, context({ caller })).record.complete).toBe(complete),
  );

  it('keeps a complete record complete when its owner saves it again at step 1 (decision 0032)', () => {
    const stored = { userID: 'tk1', complete: true, reviewed: false, datum: '2026-11-23' };
    expect(accepted(shopperRecord({ index: 1 }), context({ stored })).record.complete).toBe(true);
  });

  it.each([
    ['a detective at step 1', detectiveRecord({ index: 1 }), det],
    [
      'a test buyer of Schulung at step 1 (step 1 is skipped)',
      shopperRecord({ kunde: 'Schulung', index: 1 }),
      tk1,
    ],
    ['an absence at step 4', sonderRecord({ index: 4 }), tk1],
  ] as const)('refuses %s: no save point', (_case, input, caller) =>
    expect(refusal(input, context({ caller }))).toEqual(['invalid', ['index timetrack.stepErr']]),
  );
});

describe('refusals (A.5, A.11, R-T14; decisions A-C5, A-C6)', () => {
  const stored = (changes = {}) => ({
    userID: 'tk1',
    complete: true,
    reviewed: false,
    datum: '2026-11-23',
    tk: { obj: snapshot },
    ...changes,
  });

  it.each([
    ['no role', shopperRecord({ typ: undefined }), context(), ['invalid', ['typ timetrack.iamError']]],
    [
      'a role the caller does not hold (R-T2)',
      detectiveRecord(),
      context(),
      ['invalid', ['typ timetrack.iamError']],
    ],
    [
      'end before start (A.5 decision)',
      shopperRecord({ start: '17:00', end: '09:00' }),
      context(),
      ['invalid', ['end timetrack.endErr']],
    ],
    [
      "another tester's shopper (A.2: the caller's own, asked of svc-purchases)",
      shopperRecord(),
      context({ shopper: { ...LEA, userID: 'tk2' } }),
      ['invalid', ['tk.obj timetrack.shopperErr']],
    ],
    [
      'a shopper svc-purchases does not know',
      shopperRecord(),
      context({ shopper: undefined }),
      ['invalid', ['tk.obj timetrack.shopperErr']],
    ],
    [
      "another user's record answers as not found",
      shopperRecord(),
      context({ stored: stored({ userID: 'tk2' }) }),
      ['notFound', []],
    ],
    [
      'a complete and reviewed record, for its owner (R-T14 a)',
      shopperRecord(),
      context({ stored: stored({ reviewed: true }) }),
      ['locked', ['datum timetrack.locked']],
    ],
    [
      'a record past the 5th of the next month, for its owner (R-T14 b, A-C5)',
      shopperRecord(),
      context({ stored: stored(), today: '2026-12-06' }),
      ['locked', ['datum timetrack.locked']],
    ],
    [
      'a new record in a closed month (A-C5)',
      shopperRecord({ datum: '2026-10-30' }),
      context(),
      ['locked', ['datum timetrack.locked']],
    ],
    [
      'an open record moved into a closed month',
      shopperRecord({ datum: '2026-10-30' }),
      context({ stored: stored({ complete: false }) }),
      ['locked', ['datum timetrack.locked']],
    ],
    [
      'a record of May 2025 (R-T14 c: treated as reviewed)',
      shopperRecord({ datum: '2025-05-20' }),
      context({ stored: stored({ datum: '2025-05-20' }), today: '2025-05-28' }),
      ['locked', ['datum timetrack.locked']],
    ],
    [
      'a payout above the cap (F§5 L161)',
      shopperRecord({ tk: { ...shopperRecord().tk, auszahlung: 500.5 } }),
      context(),
      ['invalid', ['tk.auszahlung timetrack.payoutCapErr']],
    ],
    [
      'a detective without signature and without receipt (F§5 L163, L165)',
      detectiveRecord({ detektiv: { noSignature: true } }),
      context({ caller: det }),
      ['invalid', ['spesen.beleg timetrack.receiptErr']],
    ],
  ] as const)('%s', (_case, input, saveContext, expected) =>
    expect(refusal(input, saveContext)).toEqual(expected),
  );

  it("an administrator corrects a locked record of another user; it stays the owner's and stays reviewed (A-C6)", () => {
    const verdict = accepted(
      shopperRecord({ tk: { ...shopperRecord().tk, auszahlung: 30 } }),
      context({ caller: admin, stored: stored({ reviewed: true }), today: '2027-03-01' }),
    );
    expect(verdict.created).toBe(false);
    expect(verdict.record).toMatchObject({ userID: 'tk1', reviewed: true, complete: true });
    expect(verdict.record.tk?.auszahlung).toBe(30);
  });

  it("keeps the record's shopper on an administrator's edit when svc-purchases no longer knows it", () => {
    const verdict = accepted(
      shopperRecord(),
      context({ caller: admin, stored: stored(), shopper: undefined }),
    );
    expect(verdict.record.tk?.obj).toEqual(snapshot);
  });
});

describe('the stored record', () => {
  const stamps = { version: 1, createdAt: '2026-11-27T08:00:00.000Z', updatedAt: '2026-11-27T08:00:00.000Z' };
  it.each([
    ['a test buyer', shopperRecord(), tk1],
    ['a detective', detectiveRecord(), det],
    ['an absence', sonderRecord(), tk1],
    ['a payout draft', shopperRecord({ index: 1, datum: undefined, spesen: undefined }), tk1],
  ] as const)("of %s is what the stored record's schema takes", (_case, input, caller) => {
    const { record } = accepted(input, context({ caller }));
    const parsed = timetrackSchema.safeParse({ ...record, ...stamps });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});
