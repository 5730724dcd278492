import { Injectable, OnModuleInit } from '@nestjs/common';
import { USERS_PAGE_SIZE, type EventEnvelope, type Role, type UserAdminQuery } from '@agecheck/contracts';
import { InjectDb, OutboxRelay, outboxOnUpdate, type OutboxFields } from '@agecheck/nest-common';
import type { Collection, Db, Filter } from 'mongodb';
import type { UserDocument } from './users.repository';

export const USERS_COLLECTION = 'users';

type StoredUser = UserDocument & OutboxFields;

/** What the administrator's form sets on a profile (D.1); the rest (settings, last sign-in) stays. */
export type ProfileFields = {
  username: string;
  name: string;
  email: string;
  mail: string;
  role: Role[];
  vl?: string;
  pNr?: string;
  deleted: boolean;
};

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The administrator's writes of user profiles (D.1) and the password change's event (D.3): each write stores the
 * profile and its event in one document operation, the relay publishes the event (decision 0043). The login
 * name is unique among profiles, so a profile cannot be stored twice for one login.
 */
@Injectable()
export class UserAdminRepository implements OnModuleInit {
  private readonly users: Collection<StoredUser>;

  constructor(
    @InjectDb() db: Db,
    private readonly outbox: OutboxRelay,
  ) {
    this.users = db.collection<StoredUser>(USERS_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    await this.outbox.watch(USERS_COLLECTION);
    await this.users.createIndex({ username: 1 }, { unique: true });
    await this.users.createIndex({ pNr: 1 });
  }

  /** Stores a new profile with its event. Throws what the database throws (a taken login name: duplicate key). */
  async insert(profile: UserDocument, event: EventEnvelope<unknown>): Promise<void> {
    await this.users.insertOne({ ...profile, outbox: [event], outboxPending: true });
    await this.outbox.flush(USERS_COLLECTION, profile._id);
  }

  /** Writes the form's fields of a profile with its event; false when there is no such profile. */
  async update(id: string, fields: ProfileFields, event: EventEnvelope<unknown>): Promise<boolean> {
    const { vl, pNr, ...set } = fields;
    const gone = [...(vl ? [] : ['vl']), ...(pNr ? [] : ['pNr'])];
    const result = await this.users.updateOne({ _id: id } as Filter<StoredUser>, {
      $set: { ...set, ...(vl ? { vl } : {}), ...(pNr ? { pNr } : {}), outboxPending: true as const },
      ...(gone.length > 0 ? { $unset: Object.fromEntries(gone.map((key) => [key, ''])) } : {}),
      $push: { outbox: event },
    });
    if (result.matchedCount === 0) return false;
    await this.outbox.flush(USERS_COLLECTION, id);
    return true;
  }

  /** Marks a profile deleted (soft, D.1) with its event. */
  async markDeleted(id: string, event: EventEnvelope<unknown>): Promise<void> {
    await this.users.updateOne({ _id: id } as Filter<StoredUser>, outboxOnUpdate(event, { deleted: true }));
    await this.outbox.flush(USERS_COLLECTION, id);
  }

  /** Records a password change (the event only: the password lives in Keycloak alone). */
  async passwordChanged(id: string, event: EventEnvelope<unknown>, at: Date): Promise<void> {
    await this.users.updateOne(
      { _id: id } as Filter<StoredUser>,
      outboxOnUpdate(event, { passwordChangedAt: at.toISOString() }),
    );
    await this.outbox.flush(USERS_COLLECTION, id);
  }

  /** Another profile holding this personnel number (D-C2: unique when set). */
  async pNrHolder(pNr: string, exceptId?: string): Promise<string | undefined> {
    const found = await this.users.findOne(
      { pNr, ...(exceptId ? { _id: { $ne: exceptId } } : {}) } as Filter<StoredUser>,
      { projection: { _id: 1 } },
    );
    return found?._id;
  }

  /** One page of the administrator's list (D.1): by name, search in name and addresses, a role, deleted too if asked. */
  async page(query: UserAdminQuery): Promise<{ items: UserDocument[]; total: number }> {
    const filter: Filter<StoredUser> = {
      ...(query.deleted === 'true' ? {} : { deleted: false }),
      ...(query.role ? { role: query.role } : {}),
      ...(query.search
        ? {
            $or: ['name', 'email', 'mail', 'pNr'].map((field) => ({
              [field]: { $regex: escapeRegex(query.search as string), $options: 'i' },
            })),
          }
        : {}),
    } as Filter<StoredUser>;
    const [items, total] = await Promise.all([
      this.users
        .find(filter, { projection: { outbox: 0, outboxPending: 0 } })
        .sort({ name: 1, _id: 1 })
        .skip((query.page - 1) * USERS_PAGE_SIZE)
        .limit(USERS_PAGE_SIZE)
        .toArray(),
      this.users.countDocuments(filter),
    ]);
    return { items, total };
  }
}
