import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EventEnvelope } from '@agecheck/contracts';
import {
  InjectDb,
  OutboxRelay,
  outboxOnInsert,
  outboxOnUpdate,
  type OutboxFields,
} from '@agecheck/nest-common';
import { ObjectId, type Collection, type Db, type Filter } from 'mongodb';
import { MASTER_COLLECTIONS, MASTER_SORT, type MasterData, type MasterKind } from './master-data';

/** A stored item: its fields (those of its kind) beside the id and the outbox. */
type MasterDocument = { _id: ObjectId; region?: string } & OutboxFields;

const LIVE = { deletedAt: { $exists: false } } as const;

function objectIdOf(id: string): ObjectId | undefined {
  return ObjectId.isValid(id) && /^[0-9a-f]{24}$/i.test(id) ? new ObjectId(id) : undefined;
}

function toItem<K extends MasterKind>({
  _id,
  outbox: _outbox,
  outboxPending: _pending,
  deletedAt: _deletedAt,
  ...rest
}: MasterDocument): MasterData[K] {
  return { _id: _id.toHexString(), ...rest } as unknown as MasterData[K];
}

/**
 * Customers and the three kinds of region in MongoDB, one collection each (checklist A.8), the only code
 * touching them. Each write stores the item and its event in one document operation.
 */
@Injectable()
export class CustomersRepository implements OnModuleInit {
  private readonly collections: Record<MasterKind, Collection<MasterDocument>>;

  constructor(
    @InjectDb() db: Db,
    private readonly outbox: OutboxRelay,
  ) {
    this.collections = {
      customer: db.collection<MasterDocument>(MASTER_COLLECTIONS.customer),
      region: db.collection<MasterDocument>(MASTER_COLLECTIONS.region),
      valoraRegion: db.collection<MasterDocument>(MASTER_COLLECTIONS.valoraRegion),
      tkRegion: db.collection<MasterDocument>(MASTER_COLLECTIONS.tkRegion),
    };
  }

  async onModuleInit(): Promise<void> {
    for (const name of Object.values(MASTER_COLLECTIONS)) await this.outbox.watch(name);
    await this.collections.customer.createIndex({ region: 1 });
  }

  /** Every item of a kind: regions by their order, the others by name, ties by id. */
  async list<K extends MasterKind>(kind: K): Promise<MasterData[K][]> {
    const documents = await this.collections[kind]
      .find(LIVE as Filter<MasterDocument>)
      .sort(MASTER_SORT[kind])
      .toArray();
    return documents.map((document) => toItem<K>(document));
  }

  async findById<K extends MasterKind>(kind: K, id: string): Promise<MasterData[K] | undefined> {
    const _id = objectIdOf(id);
    if (!_id) return undefined;
    const document = await this.collections[kind].findOne({ _id, ...LIVE } as Filter<MasterDocument>);
    return document ? toItem<K>(document) : undefined;
  }

  /** Whether a live customer names the region (a region customers use is not deleted). */
  async customersInRegion(regionID: string): Promise<boolean> {
    const found = await this.collections.customer.findOne(
      { region: regionID, ...LIVE } as Filter<MasterDocument>,
      { projection: { _id: 1 } },
    );
    return found !== null;
  }

  /** Stores a new item, or replaces a live one; false when there is no live item with the id to replace. */
  async save<K extends MasterKind>(
    kind: K,
    item: MasterData[K],
    event: EventEnvelope<unknown>,
    created: boolean,
  ): Promise<boolean> {
    const { _id: id, ...fields } = item;
    const _id = objectIdOf(id);
    if (!_id) return false;
    const collection = this.collections[kind];
    if (created) {
      await collection.insertOne({ _id, ...fields, ...outboxOnInsert(event) } as MasterDocument);
    } else {
      const existing = await collection.findOne({ _id, ...LIVE } as Filter<MasterDocument>);
      if (!existing) return false;
      const gone = Object.keys(existing).filter(
        (key) => !(key in fields) && !['_id', 'outbox', 'outboxPending', 'deletedAt'].includes(key),
      );
      const result = await collection.updateOne({ _id, ...LIVE } as Filter<MasterDocument>, {
        ...outboxOnUpdate(event, fields),
        ...(gone.length > 0 ? { $unset: Object.fromEntries(gone.map((key) => [key, ''])) } : {}),
      });
      if (result.matchedCount === 0) return false;
    }
    await this.outbox.flush(MASTER_COLLECTIONS[kind], _id);
    return true;
  }

  /** Marks an item deleted together with its event; the relay removes it once the event is out. */
  async remove(
    kind: MasterKind,
    id: string,
    event: EventEnvelope<unknown>,
    deletedAt: Date,
  ): Promise<boolean> {
    const _id = objectIdOf(id);
    if (!_id) return false;
    const result = await this.collections[kind].updateOne(
      { _id, ...LIVE } as Filter<MasterDocument>,
      outboxOnUpdate(event, { deletedAt: deletedAt.toISOString() }),
    );
    if (result.matchedCount === 0) return false;
    await this.outbox.flush(MASTER_COLLECTIONS[kind], _id);
    return true;
  }
}
