import { completePurchase } from './purchase.fixtures';
import {
  autoControlDelay,
  controlWarnings,
  evidenceFilesOf,
  manualChecks,
  purchaseChanges,
  remarksAfterControl,
  storeChangeOf,
} from './purchase-control.rules';

const inRound = { sprintListID: 'r1' };

// back-office spec, section 5, "Control manual verification is required when: ..."
describe.each([
  ['(nothing to check)', completePurchase('coop', true, inRound), []],
  [
    'a special reason ... exists',
    completePurchase('coop', true, { ...inRound, specialReason: 'storeClosed' }),
    ['specialReason'],
  ],
  [
    'purchase remarks ... exists',
    completePurchase('coop', true, { ...inRound, remarks: 'Kassiererin fragte nach' }),
    ['remarks'],
  ],
  [
    'cashier remarks ... exists',
    completePurchase('coop', true, {
      ...inRound,
      cashier: { gender: 'w', name: 'Roth', firstname: 'Eva', number: '123456', remarks: 'neu' },
    }),
    ['cashierRemarks'],
  ],
  ['no sprintListID exists', completePurchase('coop', true), ['noSprint']],
  [
    'for the coop API the cashier number is not exactly 6 digits',
    completePurchase('coop', true, {
      ...inRound,
      cashier: { gender: 'w', name: 'Roth', firstname: 'Eva', number: '12345' },
    }),
    ['coopCashierNumber'],
  ],
  [
    "reason is 'other reasons'",
    completePurchase('coop', false, { ...inRound, reasonTMP: 'other', reason: 'x' }),
    ['otherReason'],
  ],
  [
    "reason is 'other reasons' (except the loro API)",
    completePurchase('loro', false, { ...inRound, reasonTMP: 'other', reason: 'x' }),
    [],
  ],
  [
    "pass is true and the reason is 'customer estimated older'",
    completePurchase('coop', false, { ...inRound, pass: true, reasonTMP: 'estimatedOlder' }),
    ['estimatedOlderDespiteId'],
  ],
  [
    'pass is false and the reason is a wrong age calculation',
    completePurchase('coop', false, { ...inRound, pass: false, reasonTMP: 'wrongAgeCalculation' }),
    ['misreadWithoutId'],
  ],
  [
    'pass is false and the reason is a wrong ... reading',
    completePurchase('coop', false, { ...inRound, pass: false, reasonTMP: 'idMisread' }),
    ['misreadWithoutId'],
  ],
  [
    'If respected but both pass and age are false',
    completePurchase('coop', true, { ...inRound, pass: false, age: false }),
    ['respectedWithoutAsking'],
  ],
  [
    'If respected but both pass and age are false (one asked)',
    completePurchase('coop', true, { ...inRound, pass: false, age: true }),
    [],
  ],
] as const)('"%s"', (_spec, purchase, checks) => {
  it(`asks ${checks.join(', ') || 'no'} manual check`, () => expect(manualChecks(purchase)).toEqual(checks));
});

// back-office spec, section 5: "Remarks are cleared unless the reason is other or productsMissing."
describe('the remarks after control', () => {
  const remarks = 'Filiale im Umbau';
  it.each([
    ['the reason is other (the preset)', { reasonTMP: 'other' as const }, remarks],
    ['the reason is other (the special reason)', { specialReason: 'other' as const }, remarks],
    ['the reason is productsMissing', { specialReason: 'productsMissing' as const }, remarks],
    ['another preset reason: cleared', { reasonTMP: 'idMisread' as const }, undefined],
    ['another special reason: cleared', { specialReason: 'storeClosed' as const }, undefined],
    ['no reason: cleared', {}, undefined],
  ])('%s', (_case, reason, expected) => expect(remarksAfterControl({ remarks, ...reason })).toBe(expected));
});

// back-office spec, section 5: "Changing a store needs a store number; exactly one match is required
// ('multiple found, change impossible' for several, not found for none)."
describe('a change of store in control', () => {
  const one = { _id: 's1', vst: '1126' };
  const other = { _id: 's2', vst: '1126' };
  it.each([
    ['needs a store number', '', [one], { error: 'control.storeChange.noNumber' }],
    ['needs a store number (blank)', '  ', [one], { error: 'control.storeChange.noNumber' }],
    ['not found for none', '9999', [], { error: 'control.storeChange.notFound' }],
    ['multiple found, change impossible', '1126', [one, other], { error: 'control.storeChange.multiple' }],
    ['exactly one match: the new store', '1126', [one], { store: one }],
  ])('%s', (_case, vst, matches, expected) => expect(storeChangeOf(vst, matches)).toEqual(expected));
});

/** A failed test that needs no manual check (the cashier did not ask for an ID and estimated the buyer older). */
const negative = (changes: Parameters<typeof completePurchase>[2] = {}) =>
  completePurchase('coop', false, { ...inRound, pass: false, ...changes });

// back-office spec, section 2, "Purchase control": "Warnings: no round selected, check purchase manually,
// article chosen manually, check receipt, purchase already exported."
describe('the warnings of control', () => {
  const exported = { exported: true, date: '2026-11-23T12:00:00.000Z' };
  it.each([
    ['(nothing to warn about)', negative(), []],
    ['no round selected', negative({ sprintListID: undefined }), ['noRound']],
    ['check purchase manually', negative({ remarks: 'Kasse geschlossen' }), ['checkManually']],
    [
      'no round selected, check purchase manually (both)',
      negative({ sprintListID: undefined, remarks: 'Kasse geschlossen' }),
      ['noRound', 'checkManually'],
    ],
    [
      'article chosen manually',
      negative({ articleDetail: 'Gin 0.7 l, nicht im Katalog' }),
      ['articleManual'],
    ],
    ['check receipt (no receipt image)', completePurchase('coop', true, inRound), ['checkReceipt']],
    [
      'check receipt (no receipt, with a reason)',
      negative({ noReceipt: true, noQuittReason: 'Drucker defekt' }),
      ['checkReceipt'],
    ],
    [
      'purchase already exported (automatically)',
      { ...negative(), autoExport: exported },
      ['alreadyExported'],
    ],
    ['purchase already exported (by hand)', { ...negative(), manualExport: exported }, ['alreadyExported']],
    [
      'purchase already exported (document system)',
      { ...negative(), thereforeExportDate: exported.date },
      ['alreadyExported'],
    ],
  ])('%s', (_spec, purchase, warnings) => expect(controlWarnings(purchase)).toEqual(warnings));
});

// back-office spec, section 2: "Automatic mode saves by itself after 1 s (regulations respected) or 5 s
// (negative result) unless manual verification is needed."; section 9: "Auto-control delay 1 s or 5 s".
describe('the automatic mode', () => {
  it.each([
    ['after 1 s (regulations respected)', completePurchase('coop', true, inRound), 1_000],
    ['after 5 s (negative result)', negative(), 5_000],
    ['unless manual verification is needed', negative({ reasonTMP: 'other', reason: 'x' }), null],
    ['unless manual verification is needed (no round)', completePurchase('coop', true), null],
  ])('saves %s', (_spec, purchase, delay) => expect(autoControlDelay(purchase)).toBe(delay));
});

// issue 8, "Beyond the spec: evidence that holds up": "the purchase detail shows what control changed (who,
// when, the value before and after)".
describe('what control changed', () => {
  const before = negative({ remarks: 'Kasse 3' });
  it('lists nothing for an unchanged purchase', () => expect(purchaseChanges(before, before)).toEqual([]));
  it('lists a changed nested field by its path with both values', () =>
    expect(purchaseChanges(before, { ...before, cashier: { ...before.cashier, name: 'Muller' } })).toEqual([
      { field: 'cashier.name', before: 'Müller', after: 'Muller' },
    ]));
  it('lists a removed field without an after and an added one without a before', () =>
    expect(purchaseChanges(before, { ...before, remarks: undefined, articleDetail: 'Gin' })).toEqual([
      { field: 'remarks', before: 'Kasse 3' },
      { field: 'articleDetail', after: 'Gin' },
    ]));
  it('compares a list as a whole', () =>
    expect(purchaseChanges(before, { ...before, overriddenWarnings: ['noSprint'] })).toEqual([
      { field: 'overriddenWarnings', before: [], after: ['noSprint'] },
    ]));
});

describe('the evidence files of a purchase', () => {
  it('are the report, the receipt and both signatures that exist', () =>
    expect(
      evidenceFilesOf({
        image: 'report.jpg',
        bill: 'bill.jpg',
        signatures: { cashier: { img: 'sig-c.jpg' }, chief: {} },
      }),
    ).toEqual(['report.jpg', 'bill.jpg', 'sig-c.jpg']));
});
