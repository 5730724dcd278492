import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Page, ProtocolEntry, ProtocolQuery } from '@agecheck/contracts';
import { InjectDb, isDuplicateKey } from '@agecheck/nest-common';
import type { Collection, Db, Filter } from 'mongodb';

@Injectable()
export class ProtocolRepository implements OnModuleInit {
  private readonly entries: Collection<ProtocolEntry>;

  constructor(@InjectDb() db: Db) {
    this.entries = db.collection<ProtocolEntry>('protocol');
  }

  async onModuleInit(): Promise<void> {
    await this.entries.createIndex({ date: -1 });
  }

  /** Records an entry once: the event id is the key, so a redelivered event changes nothing. */
  async record(entry: ProtocolEntry): Promise<void> {
    try {
      await this.entries.insertOne(entry);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  /** Removes the entries dated before `cutoff` (an ISO time): the retention (decision 0040). */
  async removeBefore(cutoff: string): Promise<number> {
    const { deletedCount } = await this.entries.deleteMany({ date: { $lt: cutoff } });
    return deletedCount;
  }

  async findPage(query: ProtocolQuery): Promise<Page<ProtocolEntry>> {
    const filter: Filter<ProtocolEntry> = {};
    if (query.module) filter.module = query.module;
    if (query.type) filter.type = query.type;
    if (query.from || query.to) {
      filter.date = {
        ...(query.from ? { $gte: query.from } : {}),
        // 'yyyy-MM-ddT99' sorts after every time of that day, so the end date is inclusive.
        ...(query.to ? { $lt: `${query.to}T99` } : {}),
      };
    }
    const direction = query.order === 'asc' ? 1 : -1;
    const [items, total] = await Promise.all([
      this.entries
        .find(filter)
        .sort({ [query.sort]: direction, _id: direction })
        .skip((query.page - 1) * query.pageSize)
        .limit(query.pageSize)
        .toArray(),
      this.entries.countDocuments(filter),
    ]);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }
}
