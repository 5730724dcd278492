import { Injectable, Logger } from '@nestjs/common';
import type { Store, StoreType } from '@agecheck/contracts';
import { Clock } from '@agecheck/nest-common';
import { searchableStores, type SearchableStore } from './store-search';
import { StoresRepository } from './stores.repository';

/** How old the snapshot may grow before a query reloads it in the background. */
export const SNAPSHOT_MAX_AGE_MS = 30_000;

type Snapshot = { loadedAt: number; byType: Map<string, Store[]>; searchable: SearchableStore[] };

/**
 * Every store in memory, per type and sorted by latitude for the near-stores query, and with its search text
 * by name for the store search. FerretDB reads every store for any filter but `_id` alone (a latitude range
 * over 10 000 stores about 2.5 s on the test machine, a search several seconds; decision 0015), so both are
 * answered here. Stores change only through the demo data and, later, the import: a snapshot older than 30 s
 * is reloaded in the background while the old one still answers.
 */
@Injectable()
export class StoreSnapshot {
  private readonly logger = new Logger(StoreSnapshot.name);
  private current?: Snapshot;
  private loading?: Promise<Snapshot>;

  constructor(
    private readonly repository: StoresRepository,
    private readonly clock: Clock,
  ) {}

  /** The stores of a type sorted by latitude. */
  async storesOf(type: StoreType): Promise<readonly Store[]> {
    return (await this.fresh()).byType.get(type) ?? [];
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
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<Snapshot> {
    const loadedAt = this.clock.now().getTime();
    const stores = await this.repository.findAll();
    const byType = new Map<string, Store[]>();
    for (const store of stores) {
      const list = byType.get(store.type) ?? [];
      list.push(store);
      byType.set(store.type, list);
    }
    for (const list of byType.values()) list.sort((a, b) => a.geo.latitude - b.geo.latitude);
    this.current = { loadedAt, byType, searchable: searchableStores(stores) };
    return this.current;
  }
}
