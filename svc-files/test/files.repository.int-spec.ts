import { describeRepositoryContract } from '@agecheck/nest-common/testing';
import { FilesRepository, type StoredFile } from '../src/images/files.repository';
import { InMemoryFilesRepository } from './in-memory-files.repository';

// The records of stored files: the in-memory stand-in of the images service's unit tests answers as the
// MongoDB repository on the real server (the unique upload key a retried upload meets, the unique name).

const photo = (changes: Partial<StoredFile> = {}): StoredFile => ({
  id: '64b000000000000000000001',
  name: 'purchase-photo-1.jpg',
  kind: 'image',
  userID: 'tk1',
  purchaseID: 'p1',
  sha256: 'a'.repeat(64),
  width: 800,
  height: 600,
  bytes: 51_200,
  createdAt: '2026-11-23T09:00:00.000Z',
  ...changes,
});

const other = photo({
  id: '64b000000000000000000002',
  name: 'purchase-photo-2.jpg',
  sha256: 'b'.repeat(64),
});

describeRepositoryContract<FilesRepository | InMemoryFilesRepository>(
  'FilesRepository',
  {
    inMemory: () => new InMemoryFilesRepository(),
    mongo: async (db) => {
      const files = new FilesRepository(db);
      await files.onModuleInit();
      return files;
    },
  },
  {
    'finds nothing in an empty store, by any key': async (files) => {
      const { userID, purchaseID, kind, sha256 } = photo();
      expect(await files.findUpload({ userID, purchaseID, kind, sha256 })).toBeUndefined();
      expect(await files.findByName('purchase-photo-1.jpg')).toBeUndefined();
      expect(await files.findById('64b000000000000000000001')).toBeUndefined();
      expect(await files.findByNames(['purchase-photo-1.jpg'])).toEqual([]);
    },

    'an inserted file is found by its upload key, name and id, as it was inserted': async (files) => {
      expect(await files.insert(photo())).toBe(true);
      const { userID, purchaseID, kind, sha256 } = photo();
      expect(await files.findUpload({ userID, purchaseID, kind, sha256 })).toEqual(photo());
      expect(await files.findByName('purchase-photo-1.jpg')).toEqual(photo());
      expect(await files.findById('64b000000000000000000001')).toEqual(photo());
    },

    'the upload key takes every one of its fields': async (files) => {
      await files.insert(photo());
      const key = { userID: 'tk1', purchaseID: 'p1', kind: 'image', sha256: 'a'.repeat(64) } as const;
      expect(await files.findUpload({ ...key, userID: 'tk2' })).toBeUndefined();
      expect(await files.findUpload({ ...key, purchaseID: '' })).toBeUndefined();
      expect(await files.findUpload({ ...key, kind: 'signature' })).toBeUndefined();
      expect(await files.findUpload({ ...key, sha256: 'c'.repeat(64) })).toBeUndefined();
    },

    'an id that is no ObjectId finds nothing': async (files) => {
      await files.insert(photo());
      expect(await files.findById('not-an-id')).toBeUndefined();
    },

    'findByNames answers the files of the names that exist': async (files) => {
      await files.insert(photo());
      await files.insert(other);
      const found = await files.findByNames(['purchase-photo-2.jpg', 'missing.jpg', 'purchase-photo-1.jpg']);
      expect(found.sort((a, b) => (a.name < b.name ? -1 : 1))).toEqual([photo(), other]);
      expect(await files.findByNames([])).toEqual([]);
    },

    'the same upload recorded again (a concurrent retry) answers false and keeps the first': async (
      files,
    ) => {
      expect(await files.insert(photo())).toBe(true);
      expect(
        await files.insert(photo({ id: '64b000000000000000000003', name: 'purchase-photo-3.jpg' })),
      ).toBe(false);
      expect(await files.findById('64b000000000000000000003')).toBeUndefined();
      expect(await files.findByName('purchase-photo-3.jpg')).toBeUndefined();
    },

    'a second file of a name already recorded answers false': async (files) => {
      expect(await files.insert(photo())).toBe(true);
      expect(await files.insert({ ...other, name: 'purchase-photo-1.jpg' })).toBe(false);
      expect(await files.findById(other.id)).toBeUndefined();
    },

    'the same bytes of another kind or purchase are another upload': async (files) => {
      expect(await files.insert(photo())).toBe(true);
      expect(await files.insert({ ...other, sha256: photo().sha256, kind: 'signature' })).toBe(true);
      expect(
        await files.insert(
          photo({ id: '64b000000000000000000004', name: 'purchase-photo-4.jpg', purchaseID: '' }),
        ),
      ).toBe(true);
    },
  },
);
