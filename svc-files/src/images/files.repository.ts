import { Injectable, OnModuleInit } from '@nestjs/common';
import type { FileKind } from '@agecheck/contracts';
import { InjectDb, isDuplicateKey } from '@agecheck/nest-common';
import { ObjectId, type Collection, type Db } from 'mongodb';

export const FILES_COLLECTION = 'files';

/** A stored file: who uploaded it for what, the SHA-256 of the bytes received, and the stored JPEG's size. */
export type StoredFile = {
  id: string;
  name: string;
  kind: FileKind;
  userID: string;
  /** The purchase the upload named, '' for none (a field of the unique upload key, so never missing). */
  purchaseID: string;
  sha256: string;
  width: number;
  height: number;
  bytes: number;
  createdAt: string;
};

/** What makes two uploads the same: same uploader, purchase, kind and received bytes. */
export type UploadKey = Pick<StoredFile, 'userID' | 'purchaseID' | 'kind' | 'sha256'>;

type FileDocument = Omit<StoredFile, 'id'> & { _id: ObjectId };

function toStoredFile({ _id, ...rest }: FileDocument): StoredFile {
  return { id: _id.toHexString(), ...rest };
}

/** The records of stored files in MongoDB (the bytes are in the storage directory). */
@Injectable()
export class FilesRepository implements OnModuleInit {
  private readonly files: Collection<FileDocument>;

  constructor(@InjectDb() db: Db) {
    this.files = db.collection<FileDocument>(FILES_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    // A retried upload (the same bytes for the same purchase) finds the first one, even when both race.
    await this.files.createIndex(
      { userID: 1, purchaseID: 1, kind: 1, sha256: 1 },
      { unique: true, name: 'upload_key' },
    );
    await this.files.createIndex({ name: 1 }, { unique: true });
  }

  async findUpload(key: UploadKey): Promise<StoredFile | undefined> {
    const document = await this.files.findOne(key);
    return document ? toStoredFile(document) : undefined;
  }

  async findByName(name: string): Promise<StoredFile | undefined> {
    const document = await this.files.findOne({ name });
    return document ? toStoredFile(document) : undefined;
  }

  /** The stored files of the given names (those that exist). */
  async findByNames(names: readonly string[]): Promise<StoredFile[]> {
    const documents = await this.files.find({ name: { $in: [...names] } }).toArray();
    return documents.map(toStoredFile);
  }

  async findById(id: string): Promise<StoredFile | undefined> {
    if (!ObjectId.isValid(id)) return undefined;
    const document = await this.files.findOne({ _id: new ObjectId(id) });
    return document ? toStoredFile(document) : undefined;
  }

  /** Records a stored file; false when the same upload was recorded first (by a concurrent retry). */
  async insert(file: StoredFile): Promise<boolean> {
    const { id, ...fields } = file;
    try {
      await this.files.insertOne({ _id: new ObjectId(id), ...fields });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}
