import type { EventPayload, Purchase, PurchaseStoreSnapshot } from '@agecheck/contracts';

/**
 * A purchase as svc-exports keeps it for the overview export and the PDF report: the purchase as stored,
 * where it took place, and the name of the tester who made it (ARCHITECTURE.md: exports never load the
 * owners). A deleted purchase stays as a tombstone, so a late save cannot bring it back.
 */
export type PurchaseRow = Omit<Purchase, 'version'> & {
  store: PurchaseStoreSnapshot;
  /** The tester's name (identity), '' when identity does not know the user. */
  userName: string;
  deleted: boolean;
  /**
   * The time of the last event applied; an older event never overwrites a newer one (in place of the
   * purchase's own save counter, which control reads from svc-purchases).
   */
  version: string;
};

/** The row of a saved purchase, or undefined for an event published before it carried the purchase. */
export function rowFromSaved(
  { stored, store }: EventPayload<'purchases.purchase.saved'>,
  userName: string,
  occurredAt: string,
): Omit<PurchaseRow, '_id'> | undefined {
  if (!stored || !store) return undefined;
  const { _id: _ignored, version: _saves, ...purchase } = stored;
  return { ...purchase, store, userName, deleted: false, version: occurredAt };
}
