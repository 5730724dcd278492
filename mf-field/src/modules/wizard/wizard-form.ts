import type { Purchase, PurchaseInputDraft, Store } from '@agecheck/contracts';
import type { PurchasePhotos } from './purchase-sender';
import type { WizardStep } from './wizard-steps';

/**
 * The wizard's form: the body of `PUT api/purchases/{id}` as it is being filled in; the store type list is
 * empty until step 1 chose the store.
 */
export type PurchaseDraft = Omit<PurchaseInputDraft, 'type'> & { type: PurchaseInputDraft['type'] | [] };

/** A new purchase: made on the phone with its id, today's date and the time now. */
export function newDraft(id: string, now: Date): PurchaseDraft {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    _id: id,
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
    type: [],
    vst: '',
    name: '',
    storeID: '',
    cashier: {},
    signatures: { chief: {}, cashier: {} },
    overriddenWarnings: [],
  };
}

/** The form of a stored purchase (what the server decides is left out). */
export function draftOf(purchase: Purchase): PurchaseDraft {
  const {
    userID: _userID,
    delayed: _delayed,
    done: _done,
    shopperAge: _shopperAge,
    autoExport: _autoExport,
    manualExport: _manualExport,
    thereforeExportDate: _therefore,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...draft
  } = purchase;
  return draft;
}

/** The store chosen in step 1, written into the purchase (field-app spec, section 3). */
export function withStore(draft: PurchaseDraft, store: Store, typeName: string): PurchaseDraft {
  return {
    ...draft,
    type: [{ api: store.type, name: typeName, ...(store.spamia_type ? { spamia: store.spamia_type } : {}) }],
    vst: store.vst,
    name: store.name,
    storeID: store._id,
  };
}

/** Name given to photos taken but not sent yet, so that the completeness rule counts them as there. */
const PENDING_PHOTO = 'pending.jpg';

/** The draft as the rules see it: photos and signatures taken on the phone count as present. */
export function withPendingPhotos(draft: PurchaseDraft, photos: PurchasePhotos): PurchaseDraft {
  return {
    ...draft,
    image: photos.image ? PENDING_PHOTO : draft.image,
    bill: photos.bill ? PENDING_PHOTO : draft.bill,
    signatures: {
      chief: { ...draft.signatures?.chief, ...(photos.chiefSignature ? { img: PENDING_PHOTO } : {}) },
      cashier: { ...draft.signatures?.cashier, ...(photos.cashierSignature ? { img: PENDING_PHOTO } : {}) },
    },
  };
}

/**
 * The step that shows a field, by the field's path in the purchase (its error is shown there): a missing
 * signature at the pad of step 4, the chief's position with the problems on step 3, the warnings (their
 * override checkboxes) from step 2 on.
 */
const STEP_OF_FIELD: ReadonlyArray<[prefix: string, step: WizardStep]> = [
  ['reason', 3],
  ['reasonTMP', 3],
  ['articleLotNr', 3],
  ['signatures.chief.position', 3],
  ['signatures', 4],
  ['image', 4],
  ['bill', 4],
  ['noReceipt', 4],
  ['noQuittReason', 4],
  ['manualUpload', 4],
  ['type', 1],
  ['vst', 1],
  ['storeID', 1],
];

/** The wizard step where the field at `path` is filled in. */
export function stepOfField(path: string): WizardStep {
  const match = STEP_OF_FIELD.find(([prefix]) => path === prefix || path.startsWith(`${prefix}.`));
  return match ? match[1] : 2;
}

/** The errors of the fields of one step. */
export function errorsOfStep(errors: Record<string, string>, step: WizardStep): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => stepOfField(path) === step));
}

/**
 * The autocomplete list after a saved purchase: the cashier's last and first name join it once each (the
 * list the wizard offers and the settings page lets the tester prune, field-app spec, section 2).
 */
export function withCashierNames(
  list: readonly string[],
  cashier: { name?: string; firstname?: string } | undefined,
): string[] {
  const names = [cashier?.name, cashier?.firstname].map((name) => name?.trim() ?? '').filter(Boolean);
  return [...list, ...names.filter((name, index) => !list.includes(name) && names.indexOf(name) === index)];
}
