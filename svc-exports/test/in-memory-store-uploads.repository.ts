import type { Implementation } from '@agecheck/nest-common/testing';
import type { StoreUploadsRepository } from '../src/store-import/store-uploads.repository';

/**
 * The uploaded workbooks of the store import in memory, for unit tests: kept by id as the Redis repository
 * keeps them (its 24-hour expiry is the integration tests' business); a copy goes in and out, as bytes
 * written to and read from Redis.
 */
export class InMemoryStoreUploadsRepository implements Implementation<StoreUploadsRepository> {
  readonly uploads = new Map<string, Buffer>();

  async keep(id: string, bytes: Buffer): Promise<void> {
    this.uploads.set(id, Buffer.from(bytes));
  }

  async find(id: string): Promise<Buffer | undefined> {
    const bytes = this.uploads.get(id);
    return bytes && Buffer.from(bytes);
  }
}
