import type { Implementation } from '@agecheck/nest-common/testing';
import type { FilesRepository, StoredFile, UploadKey } from '../src/images/files.repository';

const sameUpload = (file: StoredFile, key: UploadKey) =>
  file.userID === key.userID &&
  file.purchaseID === key.purchaseID &&
  file.kind === key.kind &&
  file.sha256 === key.sha256;

/**
 * File records in memory, for unit tests of the images service: the same answers as the MongoDB repository,
 * which files.repository.int-spec.ts checks against this one.
 */
export class InMemoryFilesRepository implements Implementation<FilesRepository> {
  readonly files: StoredFile[] = [];

  async onModuleInit(): Promise<void> {}

  async findUpload(key: UploadKey): Promise<StoredFile | undefined> {
    return this.files.find((file) => sameUpload(file, key));
  }

  async findByName(name: string): Promise<StoredFile | undefined> {
    return this.files.find((file) => file.name === name);
  }

  async findByNames(names: readonly string[]): Promise<StoredFile[]> {
    return this.files.filter((file) => names.includes(file.name));
  }

  async findById(id: string): Promise<StoredFile | undefined> {
    return this.files.find((file) => file.id === id);
  }

  async insert(file: StoredFile): Promise<boolean> {
    // the unique keys of the collection: the upload key, the name, the id
    const taken = (stored: StoredFile) =>
      sameUpload(stored, file) || stored.name === file.name || stored.id === file.id;
    if (this.files.some(taken)) return false;
    this.files.push(file);
    return true;
  }
}
