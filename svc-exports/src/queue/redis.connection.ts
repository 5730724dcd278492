import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { ReadinessCheck } from '@agecheck/nest-common';
import { Redis } from 'ioredis';

/** The Redis connection of the job queues; BullMQ workers need `maxRetriesPerRequest: null`. */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  readonly client: Redis;

  constructor(url: string) {
    this.client = new Redis(url, { maxRetriesPerRequest: null });
  }

  readiness(): ReadinessCheck {
    return { name: 'redis', probe: async () => void (await this.client.ping()) };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit();
  }
}
