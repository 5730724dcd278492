import type { Implementation } from '@agecheck/nest-common/testing';
import type { FilesRepository, StoredFile, UploadKey } from '../src/images/files.repository';

const sameUpload = (file: StoredFile, key: UploadKey) =>
  file.userID === key.userID &&
  file.purchaseID === key.purchaseID &&
  file.kind === key.kind &&
  file.sha256 === key.sha256;

/**
 * File records in memory, for unit tests of the images service: the same answers as the MongoDB repository
 * (whose unique upload key the integration tests cover).
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
    if (this.files.some((stored) => sameUpload(stored, file))) return false;
    this.files.push(file);
    return true;
  }
}
