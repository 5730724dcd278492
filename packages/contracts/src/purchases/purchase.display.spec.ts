import {
  composedReason,
  displayStatus,
  displayStatusKey,
  exportState,
  purchaseRowActions,
} from './purchase.display';

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

// back-office spec, section 2: "A mobile card view shows ... export as Auto, Manuell or Nicht exportiert."
describe('export state', () => {
  it.each([
    [{}, 'none'],
    [{ autoExport: { exported: false }, manualExport: { exported: false } }, 'none'],
    [{ manualExport: { exported: true } }, 'manual'],
    [{ autoExport: { exported: true } }, 'auto'],
    [{ autoExport: { exported: true }, manualExport: { exported: true } }, 'auto'],
  ])('%j: %s', (purchase, state) => expect(exportState(purchase)).toBe(state));
});

// back-office spec, section 2: "Row actions: full detail; check or edit (hidden when automatically exported);
// download report (hidden when delayed or when a special reason exists); delete."
describe('row actions', () => {
  it.each([
    [{ delayed: false }, { edit: true, download: true }],
    [{ delayed: true }, { edit: true, download: false }],
    [
      { delayed: false, specialReason: 'storeClosed' as const },
      { edit: true, download: false },
    ],
    [
      { delayed: false, autoExport: { exported: true } },
      { edit: false, download: true },
    ],
    [
      { delayed: false, autoExport: { exported: false } },
      { edit: true, download: true },
    ],
    [
      { delayed: false, manualExport: { exported: true } },
      { edit: true, download: true },
    ],
  ])('%j: %j', (purchase, actions) => expect(purchaseRowActions(purchase)).toEqual(actions));
});
