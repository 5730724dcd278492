import { Injectable } from '@nestjs/common';
import { RedisConnection } from '../queue/redis.connection';

/** How long an uploaded workbook waits for its import to start (and a restarted import to read it). */
const KEEP_SECONDS = 24 * 3600;

const key = (id: string) => `store-import:upload:${id}`;

/** The uploaded workbooks of the store import, kept in Redis beside the jobs that read them. */
@Injectable()
export class StoreUploadsRepository {
  constructor(private readonly redis: RedisConnection) {}

  async keep(id: string, bytes: Buffer): Promise<void> {
    await this.redis.client.set(key(id), bytes, 'EX', KEEP_SECONDS);
  }

  async find(id: string): Promise<Buffer | undefined> {
    return (await this.redis.client.getBuffer(key(id))) ?? undefined;
  }
}
