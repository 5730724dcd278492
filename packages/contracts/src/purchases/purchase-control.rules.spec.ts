import { completePurchase } from './purchase.fixtures';
import { manualChecks, remarksAfterControl, storeChangeOf } from './purchase-control.rules';

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
