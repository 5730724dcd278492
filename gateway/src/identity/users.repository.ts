import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  userSettingsSchema,
  type Role,
  type UserSettings,
  type UserSettingsUpdate,
} from '@agecheck/contracts';
import { InjectDb, type AuthUser } from '@agecheck/nest-common';
import type { Collection, Db } from 'mongodb';

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
};

@Injectable()
export class UsersRepository implements OnModuleInit {
  private readonly users: Collection<UserDocument>;

  constructor(@InjectDb() db: Db) {
    this.users = db.collection<UserDocument>('users');
  }

  async onModuleInit(): Promise<void> {
    await this.users.createIndex({ role: 1, name: 1 });
    // one profile per login name (decision 0043), as Keycloak has one account per login name
    await this.users.createIndex({ username: 1 }, { unique: true });
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
    return this.users.findOne({ _id: id });
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
      .find({ deleted: false, ...(role ? { role } : {}) })
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
}

/** A write refused by a unique index (MongoDB's and FerretDB's code 11000). */
function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
