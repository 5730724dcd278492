import { STORED_WIDTH } from '../files/file.schema';
import {
  detectiveRecord as detectiveInput,
  forRules,
  shopperRecord as shopperInput,
  sonderRecord as sonderInput,
} from './timetrack.fixtures';
import { TIMETRACK_LIMITS } from './timetrack.constants';
import { DEFAULT_TIMETRACK_SETTINGS } from './timetrack.schema';
import {
  timetrackCompleteOnSave,
  timetrackRecordExpenses,
  timetrackRecordHours,
  timetrackComputedPayout,
  timetrackCustomerKindOf,
  timetrackDeleteOffered,
  timetrackDetectiveCustomerChoices,
  timetrackDetectiveErrors,
  timetrackDisabledEndHours,
  evaluateTimetrackDelete,
  isTimetrackTreatedAsReviewed,
  timetrackKmShown,
  mayChangeTimetrack,
  timetrackMealTooHigh,
  nextTimetrackStep,
  timetrackPauseHours,
  timetrackPayoutCap,
  timetrackPayoutErrors,
  timetrackPayoutTooHigh,
  previousTimetrackStep,
  timetrackProposedPayout,
  timetrackReceiptRequired,
  timetrackReceiptSlotsShown,
  timetrackReviewRefusal,
  timetrackRoundTo005,
  timetrackShopperAge,
  timetrackShopperCustomerChoices,
  timetrackSonderErrors,
  timetrackSpesenErrors,
  timetrackTagOf,
  TIMETRACK_TIME_OPTIONS,
  timetrackAccess,
  timetrackEditDeadline,
  timetrackLock,
  timetrackSavePoint,
  timetrackStatus,
  timetrackSteps,
  timetrackTypeChoices,
  timetrackWarnings,
  uncheckedTimetracks,
  validateTimetrack,
  type TimetrackForRules,
} from './timetrack.rules';

// The rules of the time record (checklist A.5 and A.6). Each table names its spec line: F = field-app.md,
// B = back-office.md, "F§5 L161" = section 5, line 161; and the decision it applies (checklist A.13, A-C1 to
// A-C11; docs/decisions/0031 to 0034).

const lea = { _id: 's1', name: 'Meier Lea', date: '2010-05-01' };
const detectiveRecord = () => forRules(detectiveInput());
const shopperRecord = () => forRules(shopperInput());
const sonderRecord = () => forRules(sonderInput());
const settings = DEFAULT_TIMETRACK_SETTINGS;

describe('R-T2 role choices (F§6 L176, L178: "Role choices ... depend on the user\'s roles; sonder is always offered")', () => {
  it.each([
    [['testkaeufer'], ['testkaeufer', 'sonder']],
    [['detektiv'], ['detektiv', 'sonder']],
    // F§6 L176: "Users holding both roles pick a type"; R-T1: 'multi' for both or neither
    [
      ['testkaeufer', 'detektiv'],
      ['testkaeufer', 'detektiv', 'sonder'],
    ],
    [['admin'], ['testkaeufer', 'detektiv', 'sonder']],
  ])('%j may record %j', (roles, types) => expect(timetrackTypeChoices(roles)).toEqual(types));
});

describe('R-T2 customer choices (F§9 L268; F§6 L178 "\'Administrative Arbeiten\' is offered only to planung"; A-C2)', () => {
  it.each([
    [['testkaeufer'], false],
    [['testkaeufer', 'planung'], true],
    // A-C2: admin counts as planung through the implied role (decision 0010)
    [['admin'], true],
    [['detektiv'], false],
  ])('%j: Administrative Arbeiten offered %s', (roles, offered) => {
    const choices = timetrackShopperCustomerChoices(roles);
    expect(choices.includes('Administrative Arbeiten')).toBe(offered);
    expect(choices).toEqual(
      expect.arrayContaining([
        'Testkäufe Jugendschutz',
        'Testkäufe Jugendschutz Online',
        'Checks Valora',
        'Schulung',
        'Planung',
      ]),
    );
  });

  it('a detective picks the region, then one of its customers (A.4 decision)', () => {
    const customers = [
      { _id: 'c1', region: 'r1' },
      { _id: 'c2', region: 'r2' },
      { _id: 'c3', region: 'r1' },
    ];
    expect(timetrackDetectiveCustomerChoices(customers, 'r1').map(({ _id }) => _id)).toEqual(['c1', 'c3']);
    expect(timetrackDetectiveCustomerChoices(customers, undefined)).toEqual([]);
  });
});

describe('customer kinds for invoices and statistics (B§9 L228, F§9 L268; A.8 decision)', () => {
  it.each([
    [{ typ: 'testkaeufer', kunde: 'Testkäufe Jugendschutz' }, undefined, 'youthProtection'],
    [{ typ: 'testkaeufer', kunde: 'Testkäufe Jugendschutz Online' }, undefined, 'youthProtectionOnline'],
    [{ typ: 'testkaeufer', kunde: 'Checks Valora' }, undefined, 'promoCheck'],
    [{ typ: 'testkaeufer', kunde: 'Administrative Arbeiten' }, undefined, 'admin'],
    [{ typ: 'testkaeufer', kunde: 'Schulung' }, undefined, 'training'],
    [{ typ: 'testkaeufer', kunde: 'Planung' }, undefined, 'planning'],
    [{ typ: 'detektiv', kunde: 'c1' }, { kind: 'exitCheck' }, 'exitCheck'],
    [{ typ: 'sonder', kunde: 'Ferien' }, undefined, 'special'],
  ] as const)('%j (customer %j) counts as %s', (record, customer, kind) =>
    expect(timetrackCustomerKindOf(record, customer)).toBe(kind),
  );
});

describe('R-T3 steps and save points (F§2 L82–86; A.4 decision)', () => {
  // F§2 L83: "Step 1 is skipped unless the customer is 'Testkäufe Jugendschutz' or its online variant.
  // Special flow saves at step 1." L85: "Detective flow saves at step 3; shopper flow saves at step 1".
  // L86: "step 4 saves". A.4: intermediate saves are drafts; the special save at 1 and every save at 4 complete.
  it.each([
    ['testkaeufer', 'Testkäufe Jugendschutz', [0, 1, 2, 3, 4], { 1: 'draft', 4: 'complete' }],
    ['testkaeufer', 'Testkäufe Jugendschutz Online', [0, 1, 2, 3, 4], { 1: 'draft', 4: 'complete' }],
    ['testkaeufer', 'Schulung', [0, 2, 3, 4], { 4: 'complete' }],
    ['detektiv', 'c1', [0, 2, 3, 4], { 3: 'draft', 4: 'complete' }],
    ['sonder', 'Ferien', [0, 1], { 1: 'complete' }],
  ] as const)('%s, %s: steps %j, saves %j', (typ, kunde, steps, saves) => {
    expect(timetrackSteps({ typ, kunde })).toEqual(steps);
    for (const step of [0, 1, 2, 3, 4] as const)
      expect(timetrackSavePoint({ typ, kunde }, step)).toBe((saves as Record<number, string>)[step]);
  });

  it('moves on and back over a skipped step', () => {
    const detective = { typ: 'detektiv' as const, kunde: 'c1' };
    expect(nextTimetrackStep(detective, 0)).toBe(2);
    expect(previousTimetrackStep(detective, 2)).toBe(0);
    expect(nextTimetrackStep(detective, 4)).toBeUndefined();
    expect(nextTimetrackStep({ typ: 'sonder' }, 1)).toBeUndefined();
  });
});

describe('R-T13 completeness (F§4 L126: "complete is false until saved as complete"; B§4 L120)', () => {
  it.each([
    [undefined, 'draft', false],
    [undefined, 'complete', true],
    [false, 'draft', false],
    // decision 0032: a complete record stays complete when it is saved again at an intermediate point
    [true, 'draft', true],
  ] as const)('stored %s, saved as %s: complete %s', (stored, savePoint, complete) =>
    expect(timetrackCompleteOnSave(stored, savePoint)).toBe(complete),
  );
});

describe('R-T4 pause (F§3 L91 "pause (hours, decimal)"; F§9 L245 "stored as decimal hours")', () => {
  it.each([
    [0, 0, 0],
    [0, 15, 0.25],
    [0, 30, 0.5],
    [1, 45, 1.75],
    [8, 0, 8],
    [undefined, undefined, 0],
  ])('%s h %s min is %s h', (hours, minutes, decimal) =>
    expect(timetrackPauseHours(hours, minutes)).toBe(decimal),
  );
});

describe('the hours and expenses a record counts in the exports (A.7; F§5 L160 special hours; F§3 L91 expenses)', () => {
  it.each([
    ['a day with a pause', { typ: 'testkaeufer', start: '09:00', end: '12:00', pause: 0.5 }, 2.5],
    [
      'the pause from the form when not stored',
      { typ: 'detektiv', start: '08:00', end: '16:30', pauseH: 0, pauseM: 30 },
      8,
    ],
    [
      'a special absence: its own hours',
      { typ: 'sonder', sonder: { typ: 'Krankheit', start: '2026-11-02', end: '2026-11-02', hours: 4 } },
      4,
    ],
    ['a record without its times: its special hours or nothing', { typ: 'testkaeufer' }, 0],
  ] as const)('%s', (_case, record, hours) => expect(timetrackRecordHours(record)).toBe(hours));

  it.each([
    [{ reisen: 10, mahlzeit: 8, allgemein: 2.4 }, 20.4],
    [{ reisen: 12.4 }, 12.4],
    [undefined, 0],
  ])('expenses %j are %s CHF', (spesen, total) =>
    expect(timetrackRecordExpenses({ spesen })).toBeCloseTo(total, 10),
  );
});

describe('A.5 times and pauses (F§5 L162: "Pause hours 0 to 8; pause minutes 0, 15, 30 or 45"; end after start: A.5 decision)', () => {
  const detective = detectiveRecord();
  const customer = { _id: detective.kunde!, region: detective.region! };
  const errorsOf = (changes: Partial<TimetrackForRules>) =>
    validateTimetrack({ ...detective, ...changes }, 2, { customer });

  it.each([
    ['a valid day', {}, []],
    [
      'date missing (F§5 L162 "Date and time selects required")',
      { datum: undefined },
      [['datum', 'util.required']],
    ],
    ['start missing', { start: undefined }, [['start', 'util.required']]],
    ['end missing', { end: undefined }, [['end', 'util.required']]],
    [
      'end before start (A.5 decision, timetrack.endErr)',
      { start: '14:00', end: '09:00' },
      [['end', 'timetrack.endErr']],
    ],
    ['end equal to start', { start: '14:00', end: '14:00' }, [['end', 'timetrack.endErr']]],
    ['pause 9 hours', { pauseH: 9, pauseM: 0 }, [['pauseH', 'timetrack.pauseErr']]],
    ['pause 8 hours', { start: '06:00', end: '18:00', pauseH: 8, pauseM: 0 }, []],
    ['pause 20 minutes', { pauseH: 0, pauseM: 20 }, [['pauseH', 'timetrack.pauseErr']]],
    [
      'pause as long as the time worked (decision 0032)',
      { start: '08:00', end: '09:00', pauseH: 1, pauseM: 0 },
      [['pauseH', 'timetrack.pauseTooLongErr']],
    ],
  ] as const)('%s', (_case, changes, expected) =>
    expect(errorsOf(changes).map(({ path, key }) => [path, key])).toEqual(expected),
  );

  it('offers 00:00 to 23:45 in 15-minute steps (F§5 L162)', () => {
    expect(TIMETRACK_TIME_OPTIONS).toHaveLength(96);
    expect(TIMETRACK_TIME_OPTIONS.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(TIMETRACK_TIME_OPTIONS.at(-1)).toBe('23:45');
  });

  it('disables the end hours before the start hour (A.5 decision on "some hours may be disabled by a check")', () => {
    expect(timetrackDisabledEndHours('09:30')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(timetrackDisabledEndHours('00:15')).toEqual([]);
    expect(timetrackDisabledEndHours(undefined)).toEqual([]);
  });
});

describe('R-T5 payout (F§9 L243, B§9 L216; A-C1: round to 0.05 of (hours − pause) × (age − 2))', () => {
  it.each([
    // A-C1's example: a 16-year-old, 3 h with 0.5 h pause gets 2.5 × 14 = 35.00
    ['16 years, 10:00–13:00, pause 0.5', 'Testkäufe Jugendschutz', '10:00', '13:00', 0.5, 16, 35],
    ['15 years, 3 h 15 min, no pause', 'Testkäufe Jugendschutz', '09:00', '12:15', 0, 15, 42.25],
    ['14 years, 1 h 45 min, pause 0.25', 'Testkäufe Jugendschutz', '13:00', '14:45', 0.25, 14, 18],
    ['17 years, 0.25 h: 3.75', 'Testkäufe Jugendschutz', '13:00', '13:15', 0, 17, 3.75],
    [
      'not computed for the online variant (F§9 L243)',
      'Testkäufe Jugendschutz Online',
      '10:00',
      '13:00',
      0,
      16,
      undefined,
    ],
    ['times unknown', 'Testkäufe Jugendschutz', undefined, '13:00', 0, 16, undefined],
    ['age unknown', 'Testkäufe Jugendschutz', '10:00', '13:00', 0, undefined, undefined],
  ])('%s', (_case, kunde, start, end, pause, age, payout) =>
    expect(timetrackComputedPayout({ kunde, start, end, pause, age })).toBe(payout),
  );

  it.each([
    [1.024, 1],
    [1.025, 1.05],
    [1.074, 1.05],
    [35.0000001, 35],
    [12.975, 13],
  ])('rounds %s to %s (the "× 20 ÷ 20" of F§9 L243)', (amount, rounded) =>
    expect(timetrackRoundTo005(amount)).toBe(rounded),
  );

  it.each([
    ['Testkäufe Jugendschutz', 500],
    ['Testkäufe Jugendschutz Online', 25],
  ])('caps %s at %s CHF (F§5 L161)', (kunde, cap) => expect(timetrackPayoutCap(kunde)).toBe(cap));

  it('proposes the computed payout, 0 online, on the record date or, before it is chosen, today (A.4 decision)', () => {
    const tk = { obj: lea, start: '10:00', end: '13:00', pauseH: 0, pauseM: 30 };
    expect(
      timetrackProposedPayout({ kunde: 'Testkäufe Jugendschutz', datum: '2026-11-23', tk }, '2027-06-01'),
    ).toBe(35);
    // Lea turns 17 on 2027-05-01: 2.5 × 15
    expect(timetrackProposedPayout({ kunde: 'Testkäufe Jugendschutz', tk }, '2027-06-01')).toBe(37.5);
    expect(
      timetrackProposedPayout(
        { kunde: 'Testkäufe Jugendschutz Online', datum: '2026-11-23', tk },
        '2026-11-23',
      ),
    ).toBe(0);
  });
});

describe("R-T6 age on the record date (F§9 L243; decision: the record's datum)", () => {
  it.each([
    ['2010-05-01', '2026-04-30', 15],
    ['2010-05-01', '2026-05-01', 16],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
  ])('born %s, on %s: %s', (birth, datum, age) => expect(timetrackShopperAge(birth, datum)).toBe(age));
});

describe('R-T7 payout card (F§5 L161: "payout required when start and end are set; at most 500 CHF, or 25 CHF ... signature required when payout is above 0. Payout above the computed payout is flagged too high")', () => {
  const card = (tk: TimetrackForRules['tk'], kunde = 'Testkäufe Jugendschutz') => ({
    kunde,
    datum: '2026-11-23',
    tk,
  });
  const full = {
    obj: lea,
    start: '10:00',
    end: '13:00',
    pauseH: 0,
    pauseM: 30,
    auszahlung: 35,
    signature: 'sig.jpg',
  };

  it.each([
    ['complete card', full, 'Testkäufe Jugendschutz', []],
    ['no card at all (no payout that day)', {}, 'Testkäufe Jugendschutz', []],
    [
      'payout missing with start and end',
      { ...full, auszahlung: undefined },
      'Testkäufe Jugendschutz',
      [['tk.auszahlung', 'util.required']],
    ],
    [
      'shopper missing with start and end',
      { ...full, obj: undefined },
      'Testkäufe Jugendschutz',
      [['tk.obj', 'timetrack.shopperErr']],
    ],
    [
      'end without start',
      { ...full, start: undefined },
      'Testkäufe Jugendschutz',
      [['tk.start', 'util.required']],
    ],
    [
      'tk.end before tk.start',
      { ...full, start: '13:00', end: '10:00' },
      'Testkäufe Jugendschutz',
      [['tk.end', 'timetrack.endErr']],
    ],
    [
      'payout 500.05',
      { ...full, auszahlung: 500.05 },
      'Testkäufe Jugendschutz',
      [['tk.auszahlung', 'timetrack.payoutCapErr']],
    ],
    ['payout 500', { ...full, auszahlung: 500 }, 'Testkäufe Jugendschutz', []],
    ['online payout 25', { ...full, auszahlung: 25 }, 'Testkäufe Jugendschutz Online', []],
    [
      'online payout 25.05',
      { ...full, auszahlung: 25.05 },
      'Testkäufe Jugendschutz Online',
      [['tk.auszahlung', 'timetrack.payoutCapErr']],
    ],
    [
      'payout above 0 without signature',
      { ...full, signature: undefined },
      'Testkäufe Jugendschutz',
      [['tk.signature', 'timetrack.signatureErr']],
    ],
    [
      'payout 0 without signature',
      { ...full, auszahlung: 0, signature: undefined },
      'Testkäufe Jugendschutz',
      [],
    ],
    ["the card's pause 45 minutes", { ...full, pauseM: 45 }, 'Testkäufe Jugendschutz', []],
    [
      "the card's pause 10 minutes",
      { ...full, pauseM: 10 },
      'Testkäufe Jugendschutz',
      [['tk.pauseH', 'timetrack.pauseErr']],
    ],
  ] as const)('%s', (_case, tk, kunde, expected) =>
    expect(timetrackPayoutErrors(card(tk, kunde)).map(({ path, key }) => [path, key])).toEqual(expected),
  );

  it.each([
    ['the computed payout', 35, 'Testkäufe Jugendschutz', false],
    ['less than computed', 30, 'Testkäufe Jugendschutz', false],
    ['5 centimes above computed: flagged, not refused', 35.05, 'Testkäufe Jugendschutz', true],
    ['online: nothing computed, nothing flagged (decision 0032)', 25, 'Testkäufe Jugendschutz Online', false],
  ] as const)('%s', (_case, auszahlung, kunde, flagged) => {
    const record = card({ ...full, auszahlung }, kunde);
    expect(timetrackPayoutTooHigh(record, '2026-11-23')).toBe(flagged);
    expect(timetrackPayoutErrors(record)).toEqual([]);
  });
});

describe('R-T8 Sunday (F§6 L176: "a detektiv-only user works Sundays as Sonntag, a testkaeufer does not"; A-C7)', () => {
  it.each([
    ['detektiv', '2026-11-22', 'Sonntag'],
    ['detektiv', '2026-11-23', 'Wochentag'],
    ['detektiv', '2026-11-21', 'Wochentag'],
    ['testkaeufer', '2026-11-22', 'Wochentag'],
    ['sonder', '2026-11-22', 'Wochentag'],
    // A-C7: public holidays are not shown, so Christmas on a Friday is a Wochentag
    ['detektiv', '2026-12-25', 'Wochentag'],
  ] as const)('%s on %s: %s', (typ, datum, tag) => expect(timetrackTagOf(typ, datum)).toBe(tag));
});

describe('R-T9 to R-T11 detective, expenses and receipts (F§5 L163–165; B§5 L136)', () => {
  const errorsOf = (record: Partial<TimetrackForRules>) =>
    timetrackSpesenErrors({ typ: 'detektiv', ...record }).map(({ path, key }) => [path, key]);

  it.each([
    ['transport and zone', { spesen: { reisemittel: 'Auto', zone: 'A' } }, []],
    ['transport missing (F§5 L163)', { spesen: { zone: 'A' } }, [['spesen.reisemittel', 'util.required']]],
    ['zone missing (F§5 L163)', { spesen: { reisemittel: 'ÖV' } }, [['spesen.zone', 'util.required']]],
    [
      'zone Regie without km (F§5 L163, timetrack.kmErr)',
      { spesen: { reisemittel: 'Auto', zone: 'Regie' } },
      [['spesen.km', 'timetrack.kmErr']],
    ],
    ['zone Regie with km', { spesen: { reisemittel: 'Auto', zone: 'Regie', km: 42 } }, []],
    [
      'allgemein without a remark (F§5 L164, timetrack.bemerkungErr), and its receipt (L165)',
      { spesen: { reisemittel: 'ÖV', zone: 'A', allgemein: 5 } },
      [
        ['spesen.bemerkung', 'timetrack.bemerkungErr'],
        ['spesen.beleg', 'timetrack.receiptErr'],
      ],
    ],
    [
      'allgemein with remark and receipt',
      { spesen: { reisemittel: 'ÖV', zone: 'A', allgemein: 5, bemerkung: 'Parkhaus', beleg2: 'r.jpg' } },
      [],
    ],
    [
      'travel without receipt (F§5 L165)',
      { spesen: { reisemittel: 'ÖV', zone: 'A', reisen: 8.8 } },
      [['spesen.beleg', 'timetrack.receiptErr']],
    ],
    [
      'meal without receipt (F§5 L165)',
      { spesen: { reisemittel: 'ÖV', zone: 'A', mahlzeit: 18 } },
      [['spesen.beleg', 'timetrack.receiptErr']],
    ],
    [
      'noSignature without receipt (F§5 L165)',
      { detektiv: { noSignature: true }, spesen: { reisemittel: 'ÖV', zone: 'A' } },
      [['spesen.beleg', 'timetrack.receiptErr']],
    ],
    [
      'noSignature with a receipt',
      { detektiv: { noSignature: true }, spesen: { reisemittel: 'ÖV', zone: 'A', beleg: 'r.jpg' } },
      [],
    ],
    [
      'a test buyer: no transport or zone asked (F§5 L163 "Detective: ...")',
      { typ: 'testkaeufer', spesen: { km: 12 } },
      [],
    ],
  ] as const)('%s', (_case, record, expected) =>
    expect(errorsOf(record as Partial<TimetrackForRules>)).toEqual(expected),
  );

  it.each([
    ['testkaeufer', undefined, true],
    ['testkaeufer', 'A', true],
    ['detektiv', 'Regie', true],
    ['detektiv', 'C', false],
    ['detektiv', undefined, false],
  ] as const)(
    'km shown for %s in zone %s: %s (F§5 L163 "km shown for shoppers or zone Regie")',
    (typ, zone, shown) => expect(timetrackKmShown(typ, zone)).toBe(shown),
  );

  it.each([
    [{}, false],
    [{ reisen: 0, mahlzeit: 0, allgemein: 0 }, false],
    [{ mahlzeit: 0.05 }, true],
  ])('receipt required for %j: %s', (spesen, required) =>
    expect(timetrackReceiptRequired({ typ: 'testkaeufer', spesen })).toBe(required),
  );

  it.each([
    [undefined, false],
    [25, false],
    [25.05, true],
  ])('a meal of %s CHF flagged too high: %s (F§5 L164, F§9 L244)', (mahlzeit, flagged) =>
    expect(timetrackMealTooHigh({ mahlzeit })).toBe(flagged),
  );

  it.each([
    [{}, 1],
    [{ beleg: 'a.jpg' }, 2],
    [{ beleg: 'a.jpg', beleg1: 'b.jpg', beleg2: 'c.jpg', beleg3: 'd.jpg' }, 5],
    [{ beleg: 'a.jpg', beleg1: 'b.jpg', beleg2: 'c.jpg', beleg3: 'd.jpg', beleg4: 'e.jpg' }, 5],
  ])(
    'receipts %j show %s slots (F§2 L86 "Receipt slots appear one after another, up to 5")',
    (spesen, slots) => expect(timetrackReceiptSlotsShown(spesen)).toBe(slots),
  );

  it('stores receipts 2000 px wide, as svc-files does for kind=receipt (R-T18; F§5 L171, F§9 L241)', () =>
    expect(TIMETRACK_LIMITS.receiptWidth).toBe(STORED_WIDTH.receipt));

  it.each([
    ['signed', { signature: 's.jpg' }, []],
    [
      'no signature (F§5 L163 "signature required unless noSignature")',
      {},
      [['detektiv.signature', 'timetrack.signatureErr']],
    ],
    ['noSignature ticked', { noSignature: true }, []],
  ] as const)('detective %s', (_case, detektiv, expected) =>
    expect(timetrackDetectiveErrors(detektiv).map(({ path, key }) => [path, key])).toEqual(expected),
  );
});

describe('R-T12 special absences (F§5 L160: "Special dates required, end not before start; hours required")', () => {
  it.each([
    ['a week', { typ: 'Ferien', start: '2026-11-16', end: '2026-11-20', hours: 42 }, []],
    ['one day', { typ: 'Krankheit', start: '2026-11-16', end: '2026-11-16', hours: 8.4 }, []],
    [
      'end before start (timetrack.sonderEndErr)',
      { typ: 'Unfall', start: '2026-11-16', end: '2026-11-15', hours: 8 },
      [['sonder.end', 'timetrack.sonderEndErr']],
    ],
    [
      'nothing',
      {},
      [
        ['sonder.start', 'util.required'],
        ['sonder.end', 'util.required'],
        ['sonder.hours', 'util.required'],
      ],
    ],
  ] as const)('%s', (_case, sonder, expected) =>
    expect(timetrackSonderErrors(sonder).map(({ path, key }) => [path, key])).toEqual(expected),
  );
});

describe('A.5 the first step (F§5 L159: "Role required (\'timetrack.iamError\'). Shopper customer type required; detective region and customer required; special type required")', () => {
  const detective = detectiveRecord();
  const customer = { _id: detective.kunde!, region: detective.region! };
  const errorsOf = (record: TimetrackForRules, ownerRoles?: string[], known = customer) =>
    validateTimetrack(record, 0, { ownerRoles, customer: known }).map(({ path, key }) => [path, key]);

  it.each([
    ['no role', { ...shopperRecord(), typ: undefined }, ['testkaeufer'], [['typ', 'timetrack.iamError']]],
    ['a role the user does not hold (R-T2)', detective, ['testkaeufer'], [['typ', 'timetrack.iamError']]],
    ['sonder for anyone (R-T2)', sonderRecord(), ['detektiv'], []],
    [
      'shopper without customer type',
      { ...shopperRecord(), kunde: undefined },
      ['testkaeufer'],
      [['kunde', 'util.required']],
    ],
    [
      'shopper with an unknown customer type',
      { ...shopperRecord(), kunde: 'Kaffee' },
      ['testkaeufer'],
      [['kunde', 'timetrack.customerErr']],
    ],
    [
      "'Administrative Arbeiten' without planung (A-C2)",
      { ...shopperRecord(), kunde: 'Administrative Arbeiten' },
      ['testkaeufer'],
      [['kunde', 'timetrack.customerErr']],
    ],
    [
      "'Administrative Arbeiten' with planung",
      { ...shopperRecord(), kunde: 'Administrative Arbeiten' },
      ['testkaeufer', 'planung'],
      [],
    ],
    ['detective complete', detective, ['detektiv'], []],
    [
      'detective without region and customer',
      { ...detective, region: undefined, kunde: undefined },
      ['detektiv'],
      [
        ['region', 'util.required'],
        ['kunde', 'util.required'],
      ],
    ],
    [
      'detective with a customer of another region (A.4 decision)',
      { ...detective, region: '65f0c0ffee0000000000bbbb' },
      ['detektiv'],
      [['kunde', 'timetrack.customerErr']],
    ],
    [
      'special without type',
      { ...sonderRecord(), sonder: {} },
      ['testkaeufer'],
      [['sonder.typ', 'util.required']],
    ],
    ["an administrator correcting another user's record: the record's role stands", detective, undefined, []],
  ] as const)('%s', (_case, record, roles, expected) =>
    expect(errorsOf(record as TimetrackForRules, roles as string[] | undefined)).toEqual(expected),
  );

  it('refuses a detective customer that does not exist', () =>
    expect(validateTimetrack(detective, 0, { ownerRoles: ['detektiv'] })).toEqual([
      { path: 'kunde', key: 'timetrack.customerErr' },
    ]));
});

describe('B§5 L136 the whole record: "role, customer or region, dates, hours, payout and signature required"', () => {
  const detective = detectiveRecord();
  const customer = { _id: detective.kunde!, region: detective.region! };
  it.each([
    [
      'a complete shopper record',
      { ...shopperRecord(), tk: { ...shopperRecord().tk, obj: lea } },
      ['testkaeufer'],
      4,
      [],
    ],
    ['a complete detective record', detective, ['detektiv'], 4, []],
    ['a complete absence', sonderRecord(), ['testkaeufer'], 1, []],
    [
      'a detective draft at step 3 answers for steps 0 to 3, not the expenses',
      { ...detective, spesen: undefined },
      ['detektiv'],
      3,
      [],
    ],
    [
      'a detective at step 4 answers for the expenses',
      { ...detective, spesen: undefined },
      ['detektiv'],
      4,
      [
        ['spesen.reisemittel', 'util.required'],
        ['spesen.zone', 'util.required'],
      ],
    ],
    [
      'a shopper draft at step 1 does not ask for the date yet',
      {
        ...shopperRecord(),
        datum: undefined,
        start: undefined,
        end: undefined,
        tk: { ...shopperRecord().tk, obj: lea },
      },
      ['testkaeufer'],
      1,
      [],
    ],
  ] as const)('%s', (_case, record, roles, upTo, expected) =>
    expect(
      validateTimetrack(record as TimetrackForRules, upTo, { ownerRoles: roles, customer }).map(
        ({ path, key }) => [path, key],
      ),
    ).toEqual(expected),
  );

  it('flags the payout and the meal, never refuses them (F§5 L161, L164)', () => {
    const record: TimetrackForRules = {
      ...shopperRecord(),
      tk: { ...shopperRecord().tk, obj: lea, auszahlung: 40 },
      spesen: { mahlzeit: 30, beleg: 'r.jpg' },
    };
    expect(timetrackWarnings(record, '2026-11-23')).toEqual(['payoutTooHigh', 'mealTooHigh']);
    expect(validateTimetrack(record, 4, { ownerRoles: ['testkaeufer'] })).toEqual([]);
  });
});

describe('R-T14 locks (F§4 L126, B§4 L120; A-C5 the edit deadline, A-C6 admin not bound)', () => {
  it.each([
    // A-C5: by default the owner may change a record until the 5th of the month after its date
    ['2026-11-23', 5, '2026-12-05'],
    ['2026-12-31', 5, '2027-01-05'],
    ['2026-01-15', 31 - 3, '2026-02-28'],
    ['2026-02-10', 0, '2026-02-28'],
  ])('a record of %s with the setting %s may be changed until %s', (datum, days, deadline) =>
    expect(timetrackEditDeadline(datum, { timetrackEditDays: days })).toBe(deadline),
  );

  it.each([
    ['open, this month', { complete: false, reviewed: false, datum: '2026-11-23' }, '2026-11-27', undefined],
    [
      'complete, not reviewed',
      { complete: true, reviewed: false, datum: '2026-11-23' },
      '2026-11-27',
      undefined,
    ],
    [
      '(a) complete and reviewed',
      { complete: true, reviewed: true, datum: '2026-11-23' },
      '2026-11-27',
      'reviewed',
    ],
    [
      'reviewed but open cannot be (A-C11); not locked by review',
      { complete: false, reviewed: true, datum: '2026-11-23' },
      '2026-11-27',
      undefined,
    ],
    [
      '(b) on the 5th of next month',
      { complete: true, reviewed: false, datum: '2026-11-23' },
      '2026-12-05',
      undefined,
    ],
    [
      '(b) on the 6th of next month',
      { complete: true, reviewed: false, datum: '2026-11-23' },
      '2026-12-06',
      'age',
    ],
    ['(b) an open draft too', { complete: false, reviewed: false, datum: '2026-10-30' }, '2026-11-27', 'age'],
    [
      '(c) complete before 2025-06-01 counts as reviewed',
      { complete: true, reviewed: false, datum: '2025-05-31' },
      '2025-06-02',
      'reviewed',
    ],
    [
      '(c) complete on 2025-06-01 does not',
      { complete: true, reviewed: false, datum: '2025-06-01' },
      '2025-06-02',
      undefined,
    ],
    ['a draft without date (saved at step 1)', { complete: false, reviewed: false }, '2026-11-27', undefined],
  ] as const)('%s', (_case, record, today, lock) =>
    expect(timetrackLock(record, settings, today)).toBe(lock),
  );

  const owner = { id: 'u1', roles: ['testkaeufer'] };
  const other = { id: 'u2', roles: ['testkaeufer'] };
  const admin = { id: 'a1', roles: ['admin'] };
  const reviewed = { userID: 'u1', complete: true, reviewed: true, datum: '2026-11-23' };

  it.each([
    ['the owner, locked', reviewed, owner, false],
    ['the owner, not locked', { ...reviewed, reviewed: false }, owner, true],
    ['another user', { ...reviewed, reviewed: false }, other, false],
    ['an administrator, locked (A-C6)', reviewed, admin, true],
  ] as const)('%s may change it: %s', (_case, record, caller, may) =>
    expect(mayChangeTimetrack(record, caller, settings, '2026-11-27')).toBe(may),
  );

  it.each([
    [owner, 'owner'],
    [other, 'none'],
    [admin, 'admin'],
  ] as const)('%j sees the record as %s (A.11)', (caller, access) =>
    expect(timetrackAccess({ userID: 'u1' }, caller)).toBe(access),
  );
});

describe('R-T15 delete offered (F§4 L126: "on open records always and on complete records only when the date allows"; A-C5)', () => {
  const owner = { id: 'u1', roles: ['detektiv'] };
  const admin = { id: 'a1', roles: ['admin'] };
  it.each([
    [
      'open, this month',
      { complete: false, reviewed: false, datum: '2026-11-23' },
      owner,
      '2026-11-27',
      true,
    ],
    [
      'open, months old',
      { complete: false, reviewed: false, datum: '2026-08-03' },
      owner,
      '2026-11-27',
      true,
    ],
    [
      'complete, before the deadline',
      { complete: true, reviewed: false, datum: '2026-11-23' },
      owner,
      '2026-12-05',
      true,
    ],
    [
      'complete, past the deadline',
      { complete: true, reviewed: false, datum: '2026-11-23' },
      owner,
      '2026-12-06',
      false,
    ],
    [
      'complete and reviewed',
      { complete: true, reviewed: true, datum: '2026-11-23' },
      owner,
      '2026-11-27',
      false,
    ],
    [
      'complete and reviewed, by an administrator (A-C6)',
      { complete: true, reviewed: true, datum: '2026-11-23' },
      admin,
      '2027-11-27',
      true,
    ],
  ] as const)('%s: %s', (_case, record, caller, today, offered) =>
    expect(timetrackDeleteOffered({ userID: 'u1', ...record }, caller, settings, today)).toBe(offered),
  );

  it.each([
    [undefined, owner, 'notFound'],
    [{ userID: 'u2', complete: false }, owner, 'notFound'],
    [{ userID: 'u1', complete: true, reviewed: true, datum: '2026-11-23' }, owner, 'locked'],
    [{ userID: 'u1', complete: false, datum: '2026-11-23' }, owner, 'allowed'],
  ] as const)('DELETE of %j by %j: %s', (stored, caller, verdict) =>
    expect(evaluateTimetrackDelete(stored, caller, settings, '2026-11-27')).toBe(verdict),
  );
});

describe('R-T16 review (F§4 L126 "pending until a reviewer marks it reviewed"; B§2 L73; A-C11)', () => {
  it.each([
    [{ complete: true }, true, undefined],
    [{ complete: true }, false, undefined],
    [{ complete: false }, true, { path: 'reviewed', key: 'timetrack.notComplete' }],
    [{ complete: false }, false, undefined],
  ])('%j marked reviewed %s: %j', (record, reviewed, refusal) =>
    expect(timetrackReviewRefusal(record, reviewed)).toEqual(refusal),
  );

  it.each([
    [{ reviewed: false, datum: '2026-11-23' }, 'pending'],
    [{ reviewed: true, datum: '2026-11-23' }, 'reviewed'],
    [{ reviewed: false, datum: '2025-05-31' }, 'reviewed'],
  ])('%j shows %s', (record, status) => expect(timetrackStatus(record)).toBe(status));
});

describe('R-T17 unchecked reports (B§2 L75, B§7 L164, B§8 L208; cut-off 2025-06-01 of F§4 L126)', () => {
  const records = [
    { _id: 'a', reviewed: false, datum: '2025-05-30' },
    { _id: 'b', reviewed: false, datum: '2025-06-01' },
    { _id: 'c', reviewed: true, datum: '2025-06-10' },
    { _id: 'd', reviewed: false, datum: '2025-06-30' },
    { _id: 'e', reviewed: false, datum: '2025-07-01' },
    { _id: 'f', reviewed: false },
  ];
  it('counts the records of the period not reviewed and not before the cut-off', () => {
    expect(
      uncheckedTimetracks(records, { start: '2025-05-01', end: '2025-06-30' }).map(({ _id }) => _id),
    ).toEqual(['b', 'd']);
    expect(isTimetrackTreatedAsReviewed(records[0]!)).toBe(true);
  });
});
