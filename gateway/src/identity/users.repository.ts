import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import {
  userSettingsSchema,
  USERS_PAGE_SIZE,
  type EventEnvelope,
  type Role,
  type UserAdminQuery,
  type UserSettings,
  type UserSettingsUpdate,
} from '@agecheck/contracts';
import {
  InjectDb,
  isDuplicateKey,
  OutboxRelay,
  outboxOnUpdate,
  type AuthUser,
  type OutboxFields,
} from '@agecheck/nest-common';
import type { Collection, Db, Filter } from 'mongodb';

export const USERS_COLLECTION = 'users';

/** A user's stored profile; `_id` is the identity provider's subject. */
export type UserDocument = {
  _id: string;
  username: string;
  name: string;
  email: string;
  role: Role[];
  vl?: string;
  /** The personnel number (B§3 L103), set with the user's profile; the payroll csv carries it. */
  pNr?: string;
  /** The contact and notification address (D-C1); the login e-mail when unset. */
  mail?: string;
  deleted: boolean;
  settings: UserSettings;
  lastSeenAt: string;
  /** When the user last changed the password (D.3); never the password. */
  passwordChangedAt?: string;
};

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

/** The personnel number is unique where it is set (D-C2); the profiles without one are left out of the index. */
/** A profile as answered: without the events waiting in its outbox. */
const PROFILE = { projection: { outbox: 0, outboxPending: 0 } } as const;

const PNR_INDEX = { name: 'pNr_unique', unique: true, partialFilterExpression: { pNr: { $type: 'string' } } };

/**
 * The one owner of the user profiles: what each sign-in's token says and the user's own settings, and the
 * administrator's writes (D.1) and the password change's event (D.3), each stored with its event in one
 * document operation for the relay to publish (decision 0043). The login name is unique among profiles, as
 * Keycloak has one account per login name, and so is a personnel number where one is set.
 */
@Injectable()
export class UsersRepository implements OnModuleInit {
  private readonly logger = new Logger(UsersRepository.name);
  private readonly users: Collection<StoredUser>;

  constructor(
    @InjectDb() db: Db,
    private readonly outbox: OutboxRelay,
  ) {
    this.users = db.collection<StoredUser>(USERS_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    await this.outbox.watch(USERS_COLLECTION);
    await this.users.createIndex({ role: 1, name: 1 });
    await this.users.createIndex({ username: 1 }, { unique: true });
    // the index of the first users administration, not unique, gives way to the unique one
    const indexes = await this.users.indexes();
    if (indexes.some((index) => index.name === 'pNr_1')) await this.users.dropIndex('pNr_1');
    try {
      await this.createPNrIndex();
    } catch (error) {
      // numbers given twice before the index existed: the gateway runs, the form still refuses a taken one
      this.logger.error(
        `personnel numbers are not unique, so their unique index is missing: ${String(error)}`,
      );
    }
  }

  /**
   * MongoDB and FerretDB 2 leave the profiles without a number out of a partial index; FerretDB 1 has no partial
   * indexes, and its unique index compares only the documents that hold the field.
   */
  private async createPNrIndex(): Promise<void> {
    try {
      await this.users.createIndex({ pNr: 1 }, PNR_INDEX);
    } catch (error) {
      if (isDuplicateKey(error)) throw error;
      await this.users.createIndex({ pNr: 1 }, { name: PNR_INDEX.name, unique: true });
    }
  }

  /**
   * Stores what the token says about the user; a first sign-in creates the profile with default settings.
   * Keycloak's login names are unique, so a profile of another id that still holds this one (its account was
   * removed in Keycloak, or Keycloak's data was made anew) is stale: it gives the name up and counts as
   * deleted, and the sign-in goes through instead of failing on the profiles' unique login name.
   */
  async upsertFromToken(user: AuthUser, seenAt: Date): Promise<UserDocument> {
    try {
      await this.writeFromToken(user, seenAt);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const stale = await this.users.find({ username: user.username, _id: { $ne: user.id } }).toArray();
      for (const { _id } of stale)
        await this.users.updateOne({ _id }, { $set: { username: `stale:${_id}`, deleted: true } });
      await this.writeFromToken(user, seenAt);
    }
    return (await this.findById(user.id)) as UserDocument;
  }

  private async writeFromToken(user: AuthUser, seenAt: Date): Promise<void> {
    const identity = { username: user.username, name: user.name, email: user.email, role: user.roles };
    await this.users.updateOne(
      { _id: user.id },
      {
        $set: { ...identity, lastSeenAt: seenAt.toISOString(), ...(user.vl ? { vl: user.vl } : {}) },
        ...(user.vl ? {} : { $unset: { vl: '' } }),
        $setOnInsert: { deleted: false, settings: userSettingsSchema.parse({}) },
      },
      { upsert: true },
    );
  }

  findById(id: string): Promise<UserDocument | null> {
    return this.users.findOne({ _id: id }, PROFILE);
  }

  async updateSettings(id: string, update: UserSettingsUpdate): Promise<void> {
    const fields = Object.fromEntries(
      Object.entries(update).map(([key, value]) => [`settings.${key}`, value]),
    );
    if (Object.keys(fields).length > 0) await this.users.updateOne({ _id: id }, { $set: fields });
  }

  /** Users that are not deleted, optionally only those holding a role, sorted by name. */
  findActive(role?: Role): Promise<UserDocument[]> {
    return this.users
      .find({ deleted: false, ...(role ? { role } : {}) }, PROFILE)
      .sort({ name: 1 })
      .toArray();
  }

  /** The personnel numbers of those of the users who have one, by id. */
  async findPersonnelNumbers(ids: readonly string[]): Promise<{ _id: string; pNr: string }[]> {
    const found = await this.users
      .find({ _id: { $in: [...ids] }, pNr: { $exists: true } }, { projection: { pNr: 1 } })
      .sort({ _id: 1 })
      .toArray();
    return found.flatMap(({ _id, pNr }) => (pNr ? [{ _id, pNr }] : []));
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
        .find(filter, PROFILE)
        .sort({ name: 1, _id: 1 })
        .skip((query.page - 1) * USERS_PAGE_SIZE)
        .limit(USERS_PAGE_SIZE)
        .toArray(),
      this.users.countDocuments(filter),
    ]);
    return { items, total };
  }
}
