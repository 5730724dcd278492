import { completePurchase } from './purchase.fixtures';
import { manualChecks } from './purchase-control.rules';

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
