import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EventEnvelope, Page, Shopper, ShopperListQuery } from '@agecheck/contracts';
import {
  InjectDb,
  OutboxRelay,
  outboxOnInsert,
  outboxOnUpdate,
  type OutboxFields,
} from '@agecheck/nest-common';
import { ObjectId, type Collection, type Db, type Filter } from 'mongodb';

export const SHOPPERS_COLLECTION = 'shoppers';

type ShopperDocument = Omit<Shopper, '_id'> & { _id: ObjectId } & OutboxFields;

const LIVE = { deletedAt: { $exists: false } } as const;

function toShopper({
  _id,
  outbox: _outbox,
  outboxPending: _pending,
  deletedAt: _deletedAt,
  ...rest
}: ShopperDocument): Shopper {
  return { _id: _id.toHexString(), ...rest };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Shoppers in MongoDB. Each write stores the shopper and its event in one document operation. */
@Injectable()
export class ShoppersRepository implements OnModuleInit {
  private readonly shoppers: Collection<ShopperDocument>;

  constructor(
    @InjectDb() db: Db,
    private readonly outbox: OutboxRelay,
  ) {
    this.shoppers = db.collection<ShopperDocument>(SHOPPERS_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    await this.outbox.watch(SHOPPERS_COLLECTION);
    await this.shoppers.createIndex({ userID: 1, name: 1 });
  }

  async findByUser(userID: string): Promise<Shopper[]> {
    const documents = await this.shoppers
      .find({ userID, ...LIVE })
      .sort({ name: 1 })
      .toArray();
    return documents.map(toShopper);
  }

  async findPage(query: ShopperListQuery): Promise<Page<Shopper>> {
    const filter: Filter<ShopperDocument> = { ...LIVE };
    if (query.userID) filter.userID = query.userID;
    if (query.q) {
      const text = { $regex: escapeRegex(query.q), $options: 'i' };
      filter.$or = [{ name: text }, { 'address.city': text }];
    }
    const [documents, total] = await Promise.all([
      this.shoppers
        .find(filter)
        .sort({ name: 1, _id: 1 })
        .skip((query.page - 1) * query.pageSize)
        .limit(query.pageSize)
        .toArray(),
      this.shoppers.countDocuments(filter),
    ]);
    return { items: documents.map(toShopper), total, page: query.page, pageSize: query.pageSize };
  }

  async findById(id: string): Promise<Shopper | undefined> {
    if (!ObjectId.isValid(id)) return undefined;
    const document = await this.shoppers.findOne({ _id: new ObjectId(id), ...LIVE });
    return document ? toShopper(document) : undefined;
  }

  /** Inserts or replaces a shopper together with its event; false when an update finds no live shopper. */
  async save(shopper: Shopper, event: EventEnvelope<unknown>, created: boolean): Promise<boolean> {
    const { _id, ...fields } = shopper;
    const id = new ObjectId(_id);
    if (created) {
      await this.shoppers.insertOne({ _id: id, ...fields, ...outboxOnInsert(event) });
    } else {
      const result = await this.shoppers.updateOne({ _id: id, ...LIVE }, outboxOnUpdate(event, fields));
      if (result.matchedCount === 0) return false;
    }
    await this.outbox.flush(SHOPPERS_COLLECTION, id);
    return true;
  }

  /** Marks a shopper deleted together with its event; the relay removes it once the event is out. */
  async remove(id: string, event: EventEnvelope<unknown>, deletedAt: Date): Promise<boolean> {
    const objectId = new ObjectId(id);
    const result = await this.shoppers.updateOne(
      { _id: objectId, ...LIVE },
      outboxOnUpdate(event, { deletedAt: deletedAt.toISOString() }),
    );
    if (result.matchedCount === 0) return false;
    await this.outbox.flush(SHOPPERS_COLLECTION, objectId);
    return true;
  }
}
