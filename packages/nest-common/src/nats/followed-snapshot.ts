import type { Logger } from '@nestjs/common';
import type { EventStreamName } from '@agecheck/contracts';
import type { Clock } from '../ports/clock';
import type { DomainEvent, EventBus } from './event-bus';

/**
 * Events published this long before the load began are applied after it: a change the load did not see yet
 * (its document was written a little after the load read the collection) is not lost.
 */
const OVERLAP_MS = 60_000;

export type SnapshotSource<Index> = {
  stream: EventStreamName;
  /** Builds the index from what is stored. */
  load: () => Promise<Index>;
  /**
   * Applies one event to the loaded index; `duringLoad` for the events published while the load ran (or in
   * the minute before), which the load may already have seen.
   */
  apply: (index: Index, event: DomainEvent, duringLoad: boolean) => Promise<void>;
  /** What the log says once the index is ready. */
  describe: (index: Index, ms: number) => string;
};

/**
 * An in-memory index of one replica, loaded once from what is stored and then kept current by following a
 * stream with an ordered consumer of its own (`EventBus.follow`, nothing kept on the server), so every
 * replica sees every change within moments (decisions 0020, 0021). Events wait until the load is done and
 * then apply one after the other in the stream's order. The first call loads it; a load that failed is
 * tried again on the next call.
 */
export class FollowedSnapshot<Index> {
  private loaded?: Promise<Index>;

  constructor(
    private readonly source: SnapshotSource<Index>,
    private readonly bus: EventBus,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Starts the load in the background (at start, so the first call does not wait for all of it). */
  start(): void {
    void this.index().catch((error: unknown) => this.logger.error(`not loaded: ${String(error)}`));
  }

  index(): Promise<Index> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }

  private async load(): Promise<Index> {
    const started = this.clock.now();
    const pending: DomainEvent[] = [];
    const loading: { index?: Index } = {};
    let applied = Promise.resolve();
    const enqueue = (loadedIndex: Index, event: DomainEvent, duringLoad: boolean) =>
      (applied = applied.then(() =>
        this.source.apply(loadedIndex, event, duringLoad).catch((error: unknown) => {
          this.logger.warn(`${event.subject} ${event.id} not applied: ${String(error)}`);
        }),
      ));
    await this.bus.follow({
      stream: this.source.stream,
      since: new Date(started.getTime() - OVERLAP_MS),
      handle: async (event) => {
        if (loading.index === undefined) pending.push(event);
        else await enqueue(loading.index, event, false);
      },
    });
    const loadedIndex = await this.source.load();
    loading.index = loadedIndex;
    for (const event of pending.splice(0)) void enqueue(loadedIndex, event, true);
    await applied;
    this.logger.log(this.source.describe(loadedIndex, this.clock.now().getTime() - started.getTime()));
    return loadedIndex;
  }
}
