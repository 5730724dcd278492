import type {
  TimetrackCustomer,
  TimetrackCustomerInput,
  TimetrackRegion,
  TimetrackRegionInput,
  TimetrackTkRegion,
  TimetrackTkRegionInput,
  TimetrackValoraRegion,
  TimetrackValoraRegionInput,
} from '@agecheck/contracts';

/**
 * The four kinds of customers and regions of checklist A.8, each a collection of its own and an event entity
 * (`timetrack.<kind>.saved`, `.deleted`): detectives' customers, surveillance regions, Valora regions (A-C3) and
 * test-purchase regions.
 */
export type MasterData = {
  customer: TimetrackCustomer;
  region: TimetrackRegion;
  valoraRegion: TimetrackValoraRegion;
  tkRegion: TimetrackTkRegion;
};
export type MasterKind = keyof MasterData;
export type MasterInput = {
  customer: TimetrackCustomerInput;
  region: TimetrackRegionInput;
  valoraRegion: TimetrackValoraRegionInput;
  tkRegion: TimetrackTkRegionInput;
};

export const MASTER_COLLECTIONS: Readonly<Record<MasterKind, string>> = {
  customer: 'customers',
  region: 'regions',
  valoraRegion: 'valoraRegions',
  tkRegion: 'tkRegions',
};

/** How each kind sorts in its list: regions by their order, the others by name (then id, as the database). */
export const MASTER_SORT: Readonly<Record<MasterKind, Record<string, 1>>> = {
  customer: { name: 1, _id: 1 },
  region: { order: 1, name: 1, _id: 1 },
  valoraRegion: { name: 1, _id: 1 },
  tkRegion: { name: 1, _id: 1 },
};

/**
 * Whether time records use a customer or region (the customers module asks; the records module, which imports
 * it, provides the answer from its repository, as the rounds read purchases: engineering.md).
 */
export abstract class RecordsUsage {
  abstract isUsed(field: 'kunde' | 'region', id: string): Promise<boolean>;
}
