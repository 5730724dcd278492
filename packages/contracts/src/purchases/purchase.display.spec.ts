import { composedReason, displayStatus, displayStatusKey } from './purchase.display';

// field-app spec, section 4: "Display status: delayed and not done is 'zurückgestellt'; done is
// 'kontrolliert'; neither is 'abgeschlossen'"; back-office spec, section 2: "A purchase with a special
// reason shows only the reason and no status."
describe.each([
  [{ delayed: true, done: false }, 'purchase.status.delayed'],
  [{ delayed: false, done: true }, 'purchase.status.checked'],
  [{ delayed: true, done: true }, 'purchase.status.checked'],
  [{ delayed: false, done: false }, 'purchase.status.completed'],
  [
    { delayed: false, done: false, specialReason: 'storeClosed' as const },
    'purchase.specialReasons.storeClosed',
  ],
])('%j', (purchase, key) => {
  it(`shows ${key}`, () => expect(displayStatusKey(displayStatus(purchase))).toBe(key));
});

describe('composed reason (field-app spec, section 5: "the fourth preset reason ... a composed free-text reason")', () => {
  const translate = (key: string) => `«${key}»`;
  it.each([
    [{}, ''],
    [{ reasonTMP: 'estimatedOlder' as const, reason: 'ignored' }, '«purchase.reasons.estimatedOlder»'],
    [
      { reasonTMP: 'other' as const, reason: ' Kassiererin abgelenkt ' },
      '«purchase.reasons.other»: Kassiererin abgelenkt',
    ],
  ])('%j: %s', (purchase, text) => expect(composedReason(purchase, translate)).toBe(text));
});
