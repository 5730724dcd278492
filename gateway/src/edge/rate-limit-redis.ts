import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

/** The Redis connection that holds the rate-limit counters shared by all gateway replicas. */
@Injectable()
export class RateLimitRedis implements OnApplicationShutdown {
  readonly client: Redis;

  constructor(url: string) {
    this.client = new Redis(url, { maxRetriesPerRequest: 1 });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit();
  }
}
