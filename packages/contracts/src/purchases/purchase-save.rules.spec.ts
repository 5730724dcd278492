import { completePurchase } from './purchase.fixtures';
import { evaluatePurchaseSave, isFailedTest, type PurchaseSaveContext } from './purchase-save.rules';
import type { PurchaseInput } from './purchase.schema';
import { warningsOfErrors, withAcceptedWarnings } from './purchase.rules';

const context = (changes: Partial<PurchaseSaveContext> = {}): PurchaseSaveContext => ({
  mode: 'field',
  userID: 'u1',
  editMode: false,
  store: { kanton: 'BE' },
  storeErrorTestTypes: [],
  sprintEntry: { userID: 'u1', alk: 1, tabak: 1, media: 1, alkdone: 0, tabakdone: 0, mediadone: 0 },
  checkSprint: true,
  shopperPurchases: [],
  ...changes,
});
const input = (...args: Parameters<typeof completePurchase>): PurchaseInput => ({
  _id: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
  ...completePurchase(...args),
});

// field-app spec, section 4 ("delayed equals not complete") and issue 7 (tester protection, the server
// runs the rules on every save).
describe.each([
  ['a complete purchase', input('coop'), context(), false, []],
  ['delayed equals not complete', input('coop', false, { bill: undefined }), context(), true, []],
  [
    'a warning not ticked keeps it delayed',
    input('coop'),
    context({ sprintEntry: null }),
    true,
    ['notInSprint'],
  ],
  [
    'a ticked warning does not',
    input('coop', true, { overriddenWarnings: ['notInSprint'] }),
    context({ sprintEntry: null }),
    false,
    ['notInSprint'],
  ],
  [
    'the same store within 90 days',
    input('coop'),
    context({ shopperPurchases: [{ _id: 'old', storeID: '65f0c0ffee0000000000abcd', date: '2026-10-01' }] }),
    true,
    ['shopperRecentlyTested'],
  ],
  [
    'the same store within 90 days, ticked as seen',
    input('coop', true, { overriddenWarnings: ['shopperRecentlyTested'] }),
    context({ shopperPurchases: [{ _id: 'old', storeID: '65f0c0ffee0000000000abcd', date: '2026-10-01' }] }),
    false,
    ['shopperRecentlyTested'],
  ],
  [
    'the same store within 90 days in edit mode (only the alcohol, media, tobacco warnings are hidden)',
    input('coop'),
    context({
      editMode: true,
      shopperPurchases: [{ _id: 'old', storeID: '65f0c0ffee0000000000abcd', date: '2026-10-01' }],
    }),
    true,
    ['shopperRecentlyTested'],
  ],
  [
    'a shopper of 19 for tobacco',
    input('coop', true, { testType: 'Tabak', shopper: { _id: 's', name: 'X', date: '2007-01-01' } }),
    context(),
    true,
    ['shopperAgeOutsideBand'],
  ],
  [
    'A special reason ... finishes the purchase at once with ... delayed false',
    input('coop', true, { date: undefined, specialReason: 'storeNotFound' }),
    context({ sprintEntry: null }),
    false,
    ['notInSprint'],
  ],
] as const)('%s', (_case, purchase, saveContext, delayed, warnings) => {
  it(`is ${delayed ? '' : 'not '}delayed, warns ${warnings.join(', ') || 'nothing'}`, () => {
    const result = evaluatePurchaseSave(purchase, saveContext);
    expect(result.delayed).toBe(delayed);
    expect(result.warnings).toEqual(warnings);
  });
});

describe('evaluatePurchaseSave', () => {
  it("stores the shopper's age on the test date", () =>
    expect(evaluatePurchaseSave(input('coop'), context()).shopperAge).toBe(16));
  it('stores the normalised purchase (alkOverride from the store errors)', () =>
    expect(
      evaluatePurchaseSave(
        input('kiosk', true, { testType: 'Tabak' }),
        context({ storeErrorTestTypes: ['Tabak'] }),
      ).purchase.alkOverride,
    ).toBe(true));
});

describe('isFailedTest (issue 7: "a failed test (regulations not respected, complete)")', () => {
  it.each([
    [{ regulationsRespected: false, delayed: false }, true],
    [{ regulationsRespected: false, delayed: true }, false],
    [{ regulationsRespected: true, delayed: false }, false],
    [{ regulationsRespected: false, delayed: false, specialReason: 'storeClosed' }, false],
  ])('%j: %s', (purchase, failed) => expect(isFailedTest(purchase)).toBe(failed));
});

// Issue 17: a purchase saved before a later test of the same shopper at the same store warns
// 'shopperRecentlyTested' when control saves it; control accepts the warning as the tester would.
describe('control accepting a warning the purchase got after it was saved', () => {
  const later = [{ _id: 'later', storeID: '65f0c0ffee0000000000abcd', date: '2026-11-25' }];
  const control = context({ mode: 'control', editMode: true, shopperPurchases: later });

  it.each([
    ['nothing accepted: the rule named among the errors', [], ['shopperRecentlyTested']],
    ['the warning accepted', ['shopperRecentlyTested'], []],
    ['another warning accepted', ['notInSprint'], ['shopperRecentlyTested']],
  ] as const)('%s', (_case, accepted, open) => {
    const saved = evaluatePurchaseSave(withAcceptedWarnings(input('coop'), accepted), control);
    expect(warningsOfErrors(saved.errors)).toEqual(open);
    expect(saved.warnings).toContain('shopperRecentlyTested');
  });

  it('keeps what the tester overrode and adds each accepted warning once', () => {
    const overridden = input('coop', true, { overriddenWarnings: ['notInSprint'] });
    expect(
      withAcceptedWarnings(overridden, ['shopperRecentlyTested', 'notInSprint']).overriddenWarnings,
    ).toEqual(['notInSprint', 'shopperRecentlyTested']);
    expect(withAcceptedWarnings(overridden, [])).toBe(overridden);
  });

  it('finds no warning among errors of other fields', () => {
    expect(warningsOfErrors([{ path: 'cashier.name', key: 'purchase.main.lastnameErr' }])).toEqual([]);
  });
});
