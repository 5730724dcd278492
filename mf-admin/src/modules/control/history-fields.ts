/**
 * The label (admin namespace) of each field a control may change, as the control form and the store change
 * name it, and of the report's other fields as the purchase detail names them.
 */
const LABELS: Readonly<Record<string, string>> = {
  'cashier.gender': 'control.form.gender',
  'cashier.name': 'control.form.lastname',
  'cashier.firstname': 'control.form.firstname',
  'cashier.number': 'control.form.number',
  'cashier.remarks': 'control.form.cashierRemarks',
  regulationsRespected: 'control.form.regulations',
  pass: 'control.form.pass',
  age: 'control.form.age',
  reasonTMP: 'control.form.reason',
  reason: 'control.form.reasonText',
  remarks: 'control.form.remarks',
  kks: 'control.form.kks',
  type: 'purchases.columns.type',
  vst: 'control.storeChange.vst',
  name: 'control.column.store',
  storeID: 'control.column.store',
  date: 'purchaseDetail.fields.date',
  time: 'purchaseDetail.fields.time',
  testType: 'purchaseDetail.fields.testType',
  shopper: 'purchaseDetail.fields.shopper',
  lang: 'purchaseDetail.fields.lang',
  crowdedLevel: 'purchaseDetail.fields.crowdedLevel',
  specialReason: 'purchaseDetail.fields.specialReason',
  sprintListID: 'purchaseDetail.fields.sprint',
};

/**
 * The key of the label a control history shows for a changed field, by the dotted path `purchaseChanges`
 * gives it (`cashier.firstname`); a nested field without a label of its own takes its parent's
 * (`shopper.name`: the shopper). None: the path is shown as it is.
 */
export function historyFieldLabelKey(field: string): string | undefined {
  const parts = field.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const key = LABELS[parts.slice(0, length).join('.')];
    if (key) return key;
  }
  return undefined;
}
