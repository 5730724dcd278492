/** Fixtures for the tests of the packages and services that use the contracts (not part of the runtime API). */
export { completePurchase } from './purchases/purchase.fixtures';
export { storedSprintEntry } from './sprints/sprint.fixtures';
export { STORE_IMPORT_FILE, storeImportStart } from './stores/store-import.fixtures';
export {
  detectiveRecord as timetrackDetectiveRecord,
  LEA as TIMETRACK_SHOPPER,
  shopperRecord as timetrackShopperRecord,
  TT_ID,
} from './timetrack/timetrack.fixtures';
