import type { Timetrack, TimetrackForRules, TimetrackReceiptSlot, TimetrackStep } from '@agecheck/contracts';
import type { ApiError } from '@agecheck/ui';

/**
 * The wizard's form: the record as the rules read it (the payout's shopper as its snapshot, so the payout is
 * computed on the phone), with the id made on the phone.
 */
export type TimetrackForm = TimetrackForRules & { _id: string };

/** Signatures and receipts taken in the wizard and not sent yet, by the record field that names them. */
export type TimetrackPhotos = Partial<
  Record<'tkSignature' | 'detektivSignature' | TimetrackReceiptSlot, Blob>
>;

/** The places of `TimetrackPhotos`, in the order the wizard shows them. */
export const TIMETRACK_PHOTO_SLOTS: ReadonlyArray<keyof TimetrackPhotos> = [
  'tkSignature',
  'detektivSignature',
  'beleg',
  'beleg1',
  'beleg2',
  'beleg3',
  'beleg4',
];

/** A form with its images not sent yet: what the wizard opens with, or what it keeps as a draft. */
export type TimetrackFormState = { form: TimetrackForm; photos: TimetrackPhotos };

/** What is typed and not saved yet, with the step shown: kept on the phone as a draft (`keep`). */
export type TimetrackDraft = TimetrackFormState & { step: TimetrackStep };

/** What became of a save: stored by the server, refused by it, or waiting on the phone (the outbox). */
export type TimetrackSaveResult =
  { state: 'sent'; record: Timetrack } | { state: 'refused'; error: ApiError } | { state: 'queued' };
