import { errorsOfStep, newDraft, stepOfField, withCashierNames, withPendingPhotos } from './wizard-form';

describe('the wizard form', () => {
  it('makes a new purchase with its id, today and the time now', () => {
    const draft = newDraft('0b8f5c2e-6d1a-4a57-9a8e-3c1f2d4b5a69', new Date(2026, 10, 23, 9, 5));
    expect(draft).toMatchObject({
      _id: '0b8f5c2e-6d1a-4a57-9a8e-3c1f2d4b5a69',
      date: '2026-11-23',
      time: '09:05',
    });
  });

  // Field-app spec, section 2: 2 purchase data, 3 problem details, 4 files and signatures.
  it.each([
    ['cashier.number', 2],
    ['testType', 2],
    ['reason', 3],
    ['signatures.chief.position', 3],
    ['signatures.cashier', 4],
    ['signatures.chief', 4],
    ['bill', 4],
    ['noQuittReason', 4],
    ['vst', 1],
  ] as const)('shows the error of %s at step %i', (path, step) => {
    expect(stepOfField(path)).toBe(step);
  });

  it('keeps the errors of one step', () => {
    const errors = { 'cashier.number': 'purchase.main.nrErr', reason: 'purchase.main.reasonErr' };
    expect(errorsOfStep(errors, 2)).toEqual({ 'cashier.number': 'purchase.main.nrErr' });
  });

  it('counts photos and signatures taken on the phone as present', () => {
    const photo = new Blob(['x']);
    const draft = withPendingPhotos(newDraft('id', new Date()), { bill: photo, chiefSignature: photo });
    expect(draft.bill).toBeTruthy();
    expect(draft.image).toBeUndefined();
    expect(draft.signatures?.chief?.img).toBeTruthy();
    expect(draft.signatures?.cashier?.img).toBeUndefined();
  });
});

describe('the autocomplete list after a save (field-app spec, section 2, "Settings page")', () => {
  it.each([
    [[], { name: 'Muster', firstname: 'Anna' }, ['Muster', 'Anna']],
    [['Muster'], { name: 'Muster', firstname: 'Anna' }, ['Muster', 'Anna']],
    [['Anna'], { name: ' Keller ', firstname: '' }, ['Anna', 'Keller']],
    [['Anna'], undefined, ['Anna']],
    [[], { name: 'Rey', firstname: 'Rey' }, ['Rey']],
  ])('%j with %j gives %j', (list, cashier, expected) => {
    expect(withCashierNames(list, cashier)).toEqual(expected);
  });
});
