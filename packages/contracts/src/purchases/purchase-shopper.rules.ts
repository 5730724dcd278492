import type { PurchaseShopper } from './purchase.schema';
import type { Shopper } from '../shoppers/shopper.schema';

/**
 * The shopper a saved purchase keeps (issue 17, item 1). The client names the shopper by id only: its name and
 * birth date (which decide the age bands of tester protection) are read from the server's own shoppers, and
 * the shopper must be one of the purchase owner's (field-app spec, section 5: a test buyer's shoppers are their
 * own). A purchase that already names a shopper keeps that snapshot when it is sent again with the same id,
 * also once the shopper is deleted or when a planner edits the purchase (back-office spec, section 6).
 */
export function purchaseShopperOnSave(
  sent: Pick<PurchaseShopper, '_id'> | undefined,
  context: {
    /** Whose purchase it is: the caller for a new one, the stored owner for an edit. */
    ownerID: string;
    /** The live shopper with the sent id, if there is one. */
    stored: Pick<Shopper, '_id' | 'name' | 'date' | 'userID'> | undefined;
    /** The shopper the stored purchase names, on an edit. */
    existing: PurchaseShopper | undefined;
  },
): { shopper: PurchaseShopper | undefined } | { problem: 'shopperUnknown' } {
  if (!sent) return { shopper: undefined };
  const { ownerID, stored, existing } = context;
  if (stored && stored._id === sent._id && stored.userID === ownerID)
    return { shopper: { _id: stored._id, name: stored.name, date: stored.date } };
  if (existing && existing._id === sent._id) return { shopper: existing };
  return { problem: 'shopperUnknown' };
}
