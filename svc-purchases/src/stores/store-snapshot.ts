import { Injectable, Logger } from '@nestjs/common';
import { isLocated, type LocatedStore, type StoreType } from '@agecheck/contracts';
import { Clock } from '@agecheck/nest-common';
import { searchableStores, type SearchableStore } from './store-search';
import { StoresRepository } from './stores.repository';

/** How old the snapshot may grow before a query reloads it in the background. */
export const SNAPSHOT_MAX_AGE_MS = 30_000;

type Snapshot = {
  loadedAt: number;
  byType: Map<string, LocatedStore[]>;
  located: LocatedStore[];
  searchable: SearchableStore[];
};

/**
 * Every store in memory, per type and sorted by latitude for the near-stores query, and with its search text
 * by name for the store search. FerretDB reads every store for any filter but `_id` alone (a latitude range
 * over 10 000 stores about 2.5 s on the test machine, a search several seconds; decision 0015), so both are
 * answered here. Stores change through the demo data, the import, the geocoding and the back office's edit: a
 * snapshot older than 30 s is reloaded in the background while the old one still answers, and a write of
 * this replica drops it (`invalidate`), so the one who saved sees the change at once.
 */
@Injectable()
export class StoreSnapshot {
  private readonly logger = new Logger(StoreSnapshot.name);
  private current?: Snapshot;
  private loading?: Promise<Snapshot>;
  /** Moves on each invalidation, so that a load begun before a write does not become the snapshot. */
  private generation = 0;

  constructor(
    private readonly repository: StoresRepository,
    private readonly clock: Clock,
  ) {}

  /** The stores of a type with coordinates, sorted by latitude. */
  async storesOf(type: StoreType): Promise<readonly LocatedStore[]> {
    return (await this.fresh()).byType.get(type) ?? [];
  }

  /** Every store with coordinates, sorted by latitude. */
  async located(): Promise<readonly LocatedStore[]> {
    return (await this.fresh()).located;
  }

  /** Forgets the snapshot after a write: the next query loads the stores again. */
  invalidate(): void {
    this.generation += 1;
    this.current = undefined;
    this.loading = undefined;
  }

  /** Every store with its search text, by normalized name. */
  async searchable(): Promise<readonly SearchableStore[]> {
    return (await this.fresh()).searchable;
  }

  private async fresh(): Promise<Snapshot> {
    const snapshot = this.current ?? (await this.reload());
    if (this.clock.now().getTime() - snapshot.loadedAt > SNAPSHOT_MAX_AGE_MS) {
      this.reload().catch((error: unknown) =>
        this.logger.warn(`store snapshot not reloaded: ${String(error)}`),
      );
    }
    return snapshot;
  }

  private reload(): Promise<Snapshot> {
    if (this.loading) return this.loading;
    const loading = this.load().finally(() => {
      if (this.loading === loading) this.loading = undefined;
    });
    this.loading = loading;
    return loading;
  }

  private async load(): Promise<Snapshot> {
    const loadedAt = this.clock.now().getTime();
    const generation = this.generation;
    const stores = await this.repository.findAll();
    const located = stores.filter(isLocated).sort((a, b) => a.geo.latitude - b.geo.latitude);
    const byType = new Map<string, LocatedStore[]>();
    for (const store of located) {
      const list = byType.get(store.type) ?? [];
      list.push(store);
      byType.set(store.type, list);
    }
    const snapshot = { loadedAt, byType, located, searchable: searchableStores(stores) };
    if (generation === this.generation) this.current = snapshot;
    return snapshot;
  }
}
