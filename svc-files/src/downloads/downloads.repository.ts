import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Download, DownloadCategory, EventEnvelope } from '@agecheck/contracts';
import {
  InjectDb,
  OutboxRelay,
  outboxOnInsert,
  outboxOnUpdate,
  type OutboxFields,
} from '@agecheck/nest-common';
import { ObjectId, type Collection, type Db, type Filter } from 'mongodb';

export const DOWNLOADS_COLLECTION = 'downloads';
export const DOWNLOAD_CATEGORIES_COLLECTION = 'downloadCategories';

type Stored<T extends { _id: string }> = Omit<T, '_id'> & { _id: ObjectId } & OutboxFields;
type DownloadDocument = Stored<Download>;
type CategoryDocument = Stored<DownloadCategory>;

/** What each kind of item is: a download or a download category. */
export type DownloadItems = { download: Download; category: DownloadCategory };
export type DownloadItemKind = keyof DownloadItems;

const LIVE = { deletedAt: { $exists: false } } as const;
const SORT = { download: { name: 1, _id: 1 }, category: { 'names.de': 1, _id: 1 } } as const;

function objectIdOf(id: string): ObjectId | undefined {
  return /^[0-9a-f]{24}$/i.test(id) ? new ObjectId(id) : undefined;
}

function toItem<K extends DownloadItemKind>(document: Stored<DownloadItems[K]>): DownloadItems[K] {
  const { _id, outbox: _outbox, outboxPending: _pending, deletedAt: _deletedAt, ...rest } = document;
  return { _id: _id.toHexString(), ...rest } as unknown as DownloadItems[K];
}

/**
 * Downloads and their categories in MongoDB (checklist D.5), the only code touching them. Each write stores
 * the item and its event in one document operation (the outbox, decision 0004).
 */
@Injectable()
export class DownloadsRepository implements OnModuleInit {
  private readonly collections: { [K in DownloadItemKind]: Collection<Stored<DownloadItems[K]>> };

  constructor(
    @InjectDb() db: Db,
    private readonly outbox: OutboxRelay,
  ) {
    this.collections = {
      download: db.collection<DownloadDocument>(DOWNLOADS_COLLECTION),
      category: db.collection<CategoryDocument>(DOWNLOAD_CATEGORIES_COLLECTION),
    };
  }

  async onModuleInit(): Promise<void> {
    await this.outbox.watch(DOWNLOADS_COLLECTION);
    await this.outbox.watch(DOWNLOAD_CATEGORIES_COLLECTION);
    await this.collections.download.createIndex({ category: 1 });
  }

  /** Every live item of a kind: downloads by name, categories by their German name, ties by id. */
  async list<K extends DownloadItemKind>(kind: K): Promise<DownloadItems[K][]> {
    const collection = this.collections[kind] as unknown as Collection<Stored<DownloadItems[K]>>;
    const documents = await collection
      .find(LIVE as Filter<Stored<DownloadItems[K]>>)
      .sort(SORT[kind])
      .toArray();
    return documents.map((document) => toItem<K>(document as Stored<DownloadItems[K]>));
  }

  async findById<K extends DownloadItemKind>(kind: K, id: string): Promise<DownloadItems[K] | undefined> {
    const _id = objectIdOf(id);
    if (!_id) return undefined;
    const collection = this.collections[kind] as unknown as Collection<Stored<DownloadItems[K]>>;
    const document = await collection.findOne({ _id, ...LIVE } as Filter<Stored<DownloadItems[K]>>);
    return document ? toItem<K>(document as Stored<DownloadItems[K]>) : undefined;
  }

  /** Whether a live download is in the category (a category holding downloads is not deleted). */
  async categoryInUse(categoryID: string): Promise<boolean> {
    const found = await this.collections.download.findOne(
      { category: categoryID, ...LIVE } as Filter<DownloadDocument>,
      { projection: { _id: 1 } },
    );
    return found !== null;
  }

  /** Stores a new item, or replaces a live one; false when there is no live item with the id to replace. */
  async save<K extends DownloadItemKind>(
    kind: K,
    item: DownloadItems[K],
    event: EventEnvelope<unknown>,
    created: boolean,
  ): Promise<boolean> {
    const { _id: id, ...fields } = item;
    const _id = objectIdOf(id);
    if (!_id) return false;
    const collection = this.collections[kind] as unknown as Collection<Stored<DownloadItems[K]>>;
    const name = kind === 'download' ? DOWNLOADS_COLLECTION : DOWNLOAD_CATEGORIES_COLLECTION;
    if (created) {
      await collection.insertOne({ _id, ...fields, ...outboxOnInsert(event) } as never);
    } else {
      // every field of both kinds is required, so the new fields replace all the old ones
      const result = await collection.updateOne(
        { _id, ...LIVE } as Filter<Stored<DownloadItems[K]>>,
        outboxOnUpdate(event, fields) as never,
      );
      if (result.matchedCount === 0) return false;
    }
    await this.outbox.flush(name, _id);
    return true;
  }

  /** Marks an item deleted together with its event; the relay removes it once the event is out. */
  async remove(
    kind: DownloadItemKind,
    id: string,
    event: EventEnvelope<unknown>,
    deletedAt: Date,
  ): Promise<boolean> {
    const _id = objectIdOf(id);
    if (!_id) return false;
    const collection = this.collections[kind] as unknown as Collection<OutboxFields & { _id: ObjectId }>;
    const result = await collection.updateOne(
      { _id, ...LIVE } as Filter<OutboxFields & { _id: ObjectId }>,
      outboxOnUpdate(event, { deletedAt: deletedAt.toISOString() }),
    );
    if (result.matchedCount === 0) return false;
    await this.outbox.flush(kind === 'download' ? DOWNLOADS_COLLECTION : DOWNLOAD_CATEGORIES_COLLECTION, _id);
    return true;
  }
}
