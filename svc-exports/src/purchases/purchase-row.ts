import type { EventPayload, Purchase, PurchaseStoreSnapshot } from '@agecheck/contracts';
import type { DomainEvent, RequestClient } from '@agecheck/nest-common';

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

/** What an event of the purchases stream changes in svc-exports' rows, as of the event's time. */
export type PurchaseChange =
  | { id: string; version: string; row: Omit<PurchaseRow, '_id'> }
  | { id: string; version: string; deleted: true };

/**
 * The change an event makes: a save's row (with the tester's name the purchase keeps, or else identity's)
 * or a delete; undefined for other events and for saves published before they carried the purchase.
 */
export async function purchaseChangeOf(
  event: DomainEvent,
  userNameOf: (userID: string) => Promise<string>,
): Promise<PurchaseChange | undefined> {
  if (event.subject === 'purchases.purchase.saved') {
    const { data } = event;
    const userName = data.stored?.userName ?? (await userNameOf(data.purchase.userID));
    const row = rowFromSaved(data, userName, event.occurredAt);
    return row && { id: data.purchase._id, version: event.occurredAt, row };
  }
  if (event.subject === 'purchases.purchase.deleted')
    return { id: event.data.purchase._id, version: event.occurredAt, deleted: true };
  return undefined;
}

/** The tester's name from identity, for a purchase saved before it kept the name ('' when identity does not know them). */
export const identityUserName = (requests: RequestClient) => async (userID: string) =>
  (await requests.request('identity.user.get', { id: userID }))?.name ?? '';
