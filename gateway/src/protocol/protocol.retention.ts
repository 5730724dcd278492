import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { protocolRetentionCutoff } from '@agecheck/contracts';
import { Redis } from 'ioredis';
import { ProtocolRepository } from './protocol.repository';

/** How often each replica looks whether today's run is done (decision 0040). */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** The lock outlives its day, so a replica whose clock is a little behind does not run the day again. */
const LOCK_SECONDS = 26 * 60 * 60;
export const RETENTION_LOCK_PREFIX = 'gateway:protocol-retention:';

/**
 * Removes the protocol's entries older than the retention once a day (decision 0040, CHECKLIST D.8; FerretDB
 * has no TTL index). Every replica looks each hour; the first to set the day's key in Redis (`SET NX` with a
 * TTL) runs the day's removal, the others skip it. Without Redis each replica runs it itself: the removal is
 * idempotent, so two runs remove nothing twice.
 */
export class ProtocolRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ProtocolRetention.name);
  private readonly redis?: Redis;
  private timer?: NodeJS.Timeout;
  private lastLocalDay?: string;

  constructor(
    private readonly protocol: ProtocolRepository,
    private readonly retentionMonths: number,
    redis?: Redis | string,
  ) {
    this.redis =
      typeof redis === 'string'
        ? new Redis(redis, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
        : redis;
  }

  onApplicationBootstrap(): void {
    const tick = (): void => {
      this.runDaily(new Date()).catch((error: unknown) =>
        this.logger.warn(`protocol retention: ${String(error)}`),
      );
    };
    this.timer = setInterval(tick, CHECK_EVERY_MS);
    this.timer.unref();
    tick();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.redis?.quit().catch(() => undefined);
  }

  /**
   * Runs the removal of `now`'s day unless this replica or another one already did: answers the number of
   * entries removed, or null when the day's run was taken.
   */
  async runDaily(now: Date): Promise<number | null> {
    const day = now.toISOString().slice(0, 10);
    if (!(await this.takeDay(day))) return null;
    const removed = await this.removeExpired(now);
    if (removed > 0)
      this.logger.log(
        `protocol retention: ${removed} entries older than ${this.retentionMonths} months removed`,
      );
    return removed;
  }

  /** Removes the entries older than the retention at `now`. */
  removeExpired(now: Date): Promise<number> {
    return this.protocol.removeBefore(protocolRetentionCutoff(now, this.retentionMonths));
  }

  private async takeDay(day: string): Promise<boolean> {
    if (!this.redis) {
      if (this.lastLocalDay === day) return false;
      this.lastLocalDay = day;
      return true;
    }
    const taken = await this.redis.set(`${RETENTION_LOCK_PREFIX}${day}`, '1', 'EX', LOCK_SECONDS, 'NX');
    return taken === 'OK';
  }
}
