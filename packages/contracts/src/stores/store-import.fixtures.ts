import type { StoreImportStart } from './store-import.schema';

// The start of a store import for the service tables of both sides (svc-purchases hands it on, svc-exports'
// job runs it): a new round of spring 2027 from the upload `file`, which a test then changes to what it is
// about.

/** The upload a start names unless told otherwise (a UUID, as `POST api/stores/upload` answers). */
export const STORE_IMPORT_FILE = '0b6c1f7e-2a4d-4c1e-9f3a-5d6e7f8a9b0c';

/** The body of `POST api/stores/{type}` for a new round, with the changes given. */
export function storeImportStart(changes: Partial<StoreImportStart> = {}): StoreImportStart {
  return {
    file: STORE_IMPORT_FILE,
    onlyStores: false,
    isUpdate: false,
    name: 'Frühling 2027',
    start: '2027-03-01',
    end: '2027-05-31',
    ...changes,
  };
}
