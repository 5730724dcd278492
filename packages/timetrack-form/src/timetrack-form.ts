import {
  normalizeTimetrack,
  TIMETRACK_RECEIPT_SLOTS,
  timetrackInputSchema,
  timetrackStepErrors,
  type FieldError,
  type Timetrack,
  type TimetrackChoiceContext,
  type TimetrackInput,
  type TimetrackStep,
} from '@agecheck/contracts';
import type { TimetrackForm, TimetrackPhotos } from './types';

export type { TimetrackForm } from './types';

/** A new record: its id made on the phone, step 0. */
export function newTimetrackForm(id: string): TimetrackForm {
  return { _id: id, index: 0 };
}

/** The form of a stored record (what the server decides is left out). */
export function timetrackFormOf(record: Timetrack): TimetrackForm {
  const {
    complete: _complete,
    reviewed: _reviewed,
    review: _review,
    flags: _flags,
    userID: _userID,
    userName: _userName,
    version: _version,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...form
  } = record;
  return form;
}

/** Name given to images taken but not sent yet, so that the rules count them as there. */
const PENDING = 'pending.png';

/** The form as the rules see it: signatures and receipts taken on the phone count as present. */
export function withPendingImages(form: TimetrackForm, photos: TimetrackPhotos): TimetrackForm {
  const spesen = { ...form.spesen };
  for (const slot of TIMETRACK_RECEIPT_SLOTS) if (photos[slot]) spesen[slot] = PENDING;
  return {
    ...form,
    ...(form.tk || photos.tkSignature
      ? { tk: { ...form.tk, ...(photos.tkSignature ? { signature: PENDING } : {}) } }
      : {}),
    ...(form.detektiv || photos.detektivSignature
      ? {
          detektiv: { ...form.detektiv, ...(photos.detektivSignature ? { signature: PENDING } : {}) },
        }
      : {}),
    ...(form.spesen || Object.keys(spesen).length > 0 ? { spesen } : {}),
  };
}

/** The errors of one step of the form, by field path (checklist A.5; the contracts' rules). */
export function timetrackFormErrors(
  form: TimetrackForm,
  photos: TimetrackPhotos,
  step: TimetrackStep,
  context: TimetrackChoiceContext,
): Record<string, string> {
  const errors: FieldError[] = timetrackStepErrors(
    normalizeTimetrack(withPendingImages(form, photos)),
    step,
    context,
  );
  return Object.fromEntries(errors.reverse().map((error) => [error.path, error.key]));
}

/** The body of `PUT api/timetrack/{id}` saved at `index`: the shopper by id only, what the server decides left out. */
export function timetrackInputOf(form: TimetrackForm, index: TimetrackStep): TimetrackInput {
  const { tk, ...rest } = form;
  return timetrackInputSchema.parse({
    ...rest,
    index,
    ...(tk ? { tk: { ...tk, obj: tk.obj ? { _id: tk.obj._id } : undefined } } : {}),
  });
}
