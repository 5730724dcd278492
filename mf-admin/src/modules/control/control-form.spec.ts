import type { Purchase } from '@agecheck/contracts';
import { formValuesOf, purchaseOf } from './control-form';

const purchase = {
  _id: 'de0a0000-0000-4000-8000-000000000003',
  type: [{ api: 'coop', name: 'Coop' }],
  vst: '1126',
  name: 'Coop Zürich',
  storeID: '65f0c0ffee0000000000abcd',
  date: '2026-11-20',
  time: '10:15',
  testType: 'Alkohol',
  cashier: { gender: 'w', name: 'Roth', firstname: 'Eva', number: '123456', remarks: 'neu' },
  regulationsRespected: false,
  pass: false,
  age: false,
  reasonTMP: 'idMisread',
  remarks: 'Kasse 3',
  signatures: { cashier: {}, chief: {} },
  overriddenWarnings: [],
  userID: 'tk1',
  delayed: false,
  done: false,
  version: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
} satisfies Purchase;

describe('the control form', () => {
  it('sends the stored report back unchanged when nothing was corrected', () => {
    const {
      userID: _u,
      delayed: _d,
      done: _done,
      version: _v,
      createdAt: _c,
      updatedAt: _up,
      ...report
    } = purchase;
    expect(purchaseOf(purchase, formValuesOf(purchase))).toEqual(report);
  });

  it('leaves out what the planner emptied, so the purchase has none', () => {
    const values = formValuesOf(purchase);
    const sent = purchaseOf(purchase, {
      ...values,
      remarks: ' ',
      reasonTMP: null,
      cashier: { ...values.cashier, remarks: '' },
    });
    expect(sent).not.toHaveProperty('remarks');
    expect(sent).not.toHaveProperty('reasonTMP');
    expect(sent.cashier).toEqual({ gender: 'w', name: 'Roth', firstname: 'Eva', number: '123456' });
  });
});
