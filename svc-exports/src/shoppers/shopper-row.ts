import type { EventPayload } from '@agecheck/contracts';

/** What exports need of a shopper, kept from the purchases events (ARCHITECTURE.md: exports never load the owners). */
export type ShopperRow = {
  _id: string;
  name: string;
  date: string;
  gender: 'w' | 'm';
  zip: string;
  city: string;
  userID: string;
  deleted: boolean;
  /** The time of the last event applied; an older event never overwrites a newer one. */
  version: string;
};

export function rowFromSaved(
  { shopper }: EventPayload<'purchases.shopper.saved'>,
  occurredAt: string,
): ShopperRow {
  return {
    _id: shopper._id,
    name: shopper.name,
    date: shopper.date,
    gender: shopper.gender,
    zip: shopper.address.zip,
    city: shopper.address.city,
    userID: shopper.userID,
    deleted: false,
    version: occurredAt,
  };
}
