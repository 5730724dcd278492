import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

const WINDOW_SECONDS = 60;

/** Whether a call may go on, and the headers that tell the caller its allowance (IETF draft 8). */
export type Allowance = { allowed: boolean; headers: Array<[string, string]> };

/**
 * The calls per minute each caller may make (RATE_LIMIT_PER_MINUTE), counted in Redis so that all gateway
 * replicas share one count; without Redis (or while it is down) each replica counts in memory.
 */
@Injectable()
export class EdgeRateLimit implements OnApplicationShutdown {
  private readonly limiter: RateLimiterAbstract;
  private readonly redis?: Redis;

  constructor(
    private readonly limit: number,
    redisUrl?: string,
  ) {
    const options = { points: limit, duration: WINDOW_SECONDS, keyPrefix: 'gateway:rl' };
    const memory = new RateLimiterMemory(options);
    if (!redisUrl) {
      this.limiter = memory;
      return;
    }
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.limiter = new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: memory });
  }

  /** Counts one call against `key`'s allowance. */
  async take(key: string): Promise<Allowance> {
    let result: RateLimiterRes;
    let allowed = true;
    try {
      result = await this.limiter.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      result = refusal;
      allowed = false;
    }
    const resetSeconds = Math.max(0, Math.ceil(result.msBeforeNext / 1000));
    const headers: Array<[string, string]> = [
      ['ratelimit-policy', `"per-minute"; q=${this.limit}; w=${WINDOW_SECONDS}`],
      ['ratelimit', `"per-minute"; r=${result.remainingPoints}; t=${resetSeconds}`],
    ];
    if (!allowed) headers.push(['retry-after', String(resetSeconds)]);
    return { allowed, headers };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
