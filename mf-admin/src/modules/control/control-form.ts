import {
  purchaseInputSchema,
  type Gender,
  type Purchase,
  type PurchaseInput,
  type ReasonPreset,
} from '@agecheck/contracts';

const INPUT_FIELDS = new Set(Object.keys(purchaseInputSchema.shape));

/**
 * What the planner corrects in control, in the purchase's own shape (so the server's field errors, by path,
 * land on the fields): the cashier, the outcome with its reason, the remarks and the store.
 */
export type ControlFormValues = {
  cashier: { gender: Gender | null; name: string; firstname: string; number: string; remarks: string };
  regulationsRespected: boolean | null;
  pass: boolean | null;
  age: boolean | null;
  reasonTMP: ReasonPreset | null;
  reason: string;
  remarks: string;
  storeID: string;
  vst: string;
  name: string;
};

export function formValuesOf(purchase: Purchase): ControlFormValues {
  return {
    cashier: {
      gender: purchase.cashier.gender ?? null,
      name: purchase.cashier.name ?? '',
      firstname: purchase.cashier.firstname ?? '',
      number: purchase.cashier.number ?? '',
      remarks: purchase.cashier.remarks ?? '',
    },
    regulationsRespected: purchase.regulationsRespected ?? null,
    pass: purchase.pass ?? null,
    age: purchase.age ?? null,
    reasonTMP: purchase.reasonTMP ?? null,
    reason: purchase.reason ?? '',
    remarks: purchase.remarks ?? '',
    storeID: purchase.storeID,
    vst: purchase.vst,
    name: purchase.name,
  };
}

/** Sets `key` when the value is there; an empty text or null leaves it out (the server then has none). */
function present<V>(value: V | null | ''): value is V {
  return value !== null && value !== '';
}
const optional = <K extends string, V>(key: K, value: V | null | '') =>
  (present(value) ? { [key]: value } : {}) as Partial<Record<K, V>>;

/** The purchase to send: the stored report (its input fields) with the planner's corrections. */
export function purchaseOf(purchase: Purchase, values: ControlFormValues): PurchaseInput {
  const stored = Object.fromEntries(
    Object.entries(purchase).filter(([key]) => INPUT_FIELDS.has(key)),
  ) as PurchaseInput;
  const {
    cashier: _cashier,
    regulationsRespected: _respected,
    pass: _pass,
    age: _age,
    reasonTMP: _reasonTMP,
    reason: _reason,
    remarks: _remarks,
    ...report
  } = stored;
  const { cashier } = values;
  return {
    ...report,
    storeID: values.storeID,
    vst: values.vst,
    name: values.name,
    cashier: {
      ...optional('gender', cashier.gender),
      ...optional('name', cashier.name.trim()),
      ...optional('firstname', cashier.firstname.trim()),
      ...optional('number', cashier.number.trim()),
      ...optional('remarks', cashier.remarks.trim()),
    },
    ...optional('regulationsRespected', values.regulationsRespected),
    ...optional('pass', values.pass),
    ...optional('age', values.age),
    ...optional('reasonTMP', values.reasonTMP),
    ...optional('reason', values.reason.trim()),
    ...optional('remarks', values.remarks.trim()),
  };
}
