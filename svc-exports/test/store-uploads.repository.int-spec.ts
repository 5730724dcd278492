import { randomBytes } from 'node:crypto';
import type { Implementation, RepositoryContract } from '@agecheck/nest-common/testing';
import { StoreUploadsRepository } from '../src/store-import/store-uploads.repository';
import { InMemoryStoreUploadsRepository } from './in-memory-store-uploads.repository';
import { describeRedisContract } from './redis-contract';

// The uploaded workbooks of the store import (decision 0022): the in-memory stand-in of the unit tests answers
// as the Redis repository on the real server (`REDIS_URL`), as the MongoDB repositories' contracts do
// (`describeRedisContract`, the Redis form of `describeRepositoryContract`): an upload kept by its id, bytes
// for bytes, the one kept last under an id, a copy in and out.
//
// The 24-hour expiry is left out of the contract: the in-memory repository has no clock, and no unit test of
// the import waits a day for an upload to go. It is a fact of the Redis repository alone, checked on Redis
// only (the time Redis keeps the key for).

type Uploads = Implementation<StoreUploadsRepository>;

/** A workbook's bytes, of any content (the repository does not read them), with a zero and a high byte. */
const bytes = (text: string) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x00, 0xff]), Buffer.from(text)]);

/** Upload ids of a case of its own, as the service's `objectId()` ones, not to meet svc-exports' uploads. */
const uploadId = () => randomBytes(12).toString('hex');

const cases: RepositoryContract<Uploads> = {
  'an upload is found by its id, bytes for bytes; an unknown id finds none': async (uploads) => {
    const id = uploadId();
    await uploads.keep(id, bytes('Filialen.xlsx'));
    expect(await uploads.find(id)).toEqual(bytes('Filialen.xlsx'));
    expect(await uploads.find(uploadId())).toBeUndefined();
  },

  'uploads under other ids stay apart; one kept again under an id is the one found': async (uploads) => {
    const [first, second] = [uploadId(), uploadId()];
    await uploads.keep(first, bytes('eins'));
    await uploads.keep(second, bytes('zwei'));
    await uploads.keep(first, bytes('drei'));
    expect(await uploads.find(first)).toEqual(bytes('drei'));
    expect(await uploads.find(second)).toEqual(bytes('zwei'));
  },

  'an empty upload is kept as empty, not as none': async (uploads) => {
    const id = uploadId();
    await uploads.keep(id, Buffer.alloc(0));
    expect(await uploads.find(id)).toEqual(Buffer.alloc(0));
  },

  'what the caller changes in the bytes it kept or read stays out of the stored upload': async (uploads) => {
    const id = uploadId();
    const kept = bytes('Filialen');
    await uploads.keep(id, kept);
    kept.fill(0);
    const read = await uploads.find(id);
    read!.fill(1);
    expect(await uploads.find(id)).toEqual(bytes('Filialen'));
  },
};

describeRedisContract<Uploads>(
  'StoreUploadsRepository',
  {
    inMemory: () => new InMemoryStoreUploadsRepository(),
    redis: (redis) => ({ subject: new StoreUploadsRepository(redis) }),
  },
  cases,
  {
    'keeps an upload for 24 hours, for its import to start or restart': async (redis, uploads) => {
      const id = uploadId();
      await uploads.keep(id, bytes('Filialen'));
      const seconds = await redis.client.ttl(`store-import:upload:${id}`);
      expect(seconds).toBeGreaterThan(24 * 3600 - 60);
      expect(seconds).toBeLessThanOrEqual(24 * 3600);
    },
  },
);
