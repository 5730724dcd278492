import type { SprintItemPurchase, StoreType } from '@agecheck/contracts';

/** What the round detail reads of a purchase: the fields of the purchases dialog and where it was recorded. */
export type RoundPurchase = SprintItemPurchase & { storeID: string; sprintListID?: string };

/** A failed test at a store (complete, regulations not respected, no special reason) with the store it names. */
export type FailedTest = { storeID: string; vst: string; name: string; type: StoreType };

/**
 * What the rounds read of the purchases (the detail's "found" counts and its purchases dialog, the retest
 * proposals). The purchases module owns the collection and provides this reader (its repository); the rounds
 * module names what it needs here rather than importing that module, which imports the rounds module for its
 * warnings.
 */
export abstract class RoundPurchases {
  /** The live purchases at the stores, newest first. */
  abstract atStores(storeIDs: readonly string[]): Promise<RoundPurchase[]>;

  /** The stores of the types whose tests failed before `before` (yyyy-MM-dd), once each. */
  abstract failedBefore(types: readonly StoreType[], before: string): Promise<FailedTest[]>;
}
