import { Injectable, Logger } from '@nestjs/common';
import type { Store, StoreType } from '@agecheck/contracts';
import { Clock } from '@agecheck/nest-common';
import { StoresRepository } from './stores.repository';

/** How old the snapshot may grow before a query reloads it in the background. */
export const SNAPSHOT_MAX_AGE_MS = 30_000;

type Snapshot = { loadedAt: number; byType: Map<string, Store[]> };

/**
 * Every store in memory, per type and sorted by latitude, for the near-stores query. FerretDB answers a
 * latitude/longitude range over 10 000 stores by reading them all (about 2.5 s on the test machine, decision
 * 0015), so the range is searched here. Stores change only through the demo data and, later, the import:
 * a snapshot older than 30 s is reloaded in the background while the old one still answers.
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
    const snapshot = this.current ?? (await this.reload());
    if (this.clock.now().getTime() - snapshot.loadedAt > SNAPSHOT_MAX_AGE_MS) {
      this.reload().catch((error: unknown) =>
        this.logger.warn(`store snapshot not reloaded: ${String(error)}`),
      );
    }
    return snapshot.byType.get(type) ?? [];
  }

  private reload(): Promise<Snapshot> {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<Snapshot> {
    const loadedAt = this.clock.now().getTime();
    const byType = new Map<string, Store[]>();
    for (const store of await this.repository.findAll()) {
      const list = byType.get(store.type) ?? [];
      list.push(store);
      byType.set(store.type, list);
    }
    for (const list of byType.values()) list.sort((a, b) => a.geo.latitude - b.geo.latitude);
    this.current = { loadedAt, byType };
    return this.current;
  }
}
