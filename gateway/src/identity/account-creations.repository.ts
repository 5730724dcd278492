import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDb } from '@agecheck/nest-common';
import type { Collection, Db } from 'mongodb';

export const ACCOUNT_CREATIONS_COLLECTION = 'accountCreations';

/** A user's creation under way (or failed half way): the login name, and when it began. */
type AccountCreation = { _id: string; startedAt: string };

/**
 * The creations of realm users under way (decision 0043): written before Keycloak is asked, removed once the
 * profile is stored or the account removed again. One still there long after its start is a creation that
 * failed half way while Keycloak could not be reached to undo it; the orphan sweep removes what it left.
 */
@Injectable()
export class AccountCreationsRepository implements OnModuleInit {
  private readonly creations: Collection<AccountCreation>;

  constructor(@InjectDb() db: Db) {
    this.creations = db.collection<AccountCreation>(ACCOUNT_CREATIONS_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    await this.creations.createIndex({ startedAt: 1 });
  }

  /** A creation of this login name begins (again: a retry starts its time anew). */
  async begin(username: string, at: Date): Promise<void> {
    await this.creations.updateOne(
      { _id: username },
      { $set: { startedAt: at.toISOString() } },
      { upsert: true },
    );
  }

  /** The creation ended: its profile stored, or its account removed again. */
  async end(username: string): Promise<void> {
    await this.creations.deleteOne({ _id: username });
  }

  /** The creations begun before `before`, oldest first: each login name and when it began. */
  async begunBefore(before: Date, limit = 50): Promise<{ username: string; startedAt: string }[]> {
    const found = await this.creations
      .find({ startedAt: { $lt: before.toISOString() } })
      .sort({ startedAt: 1, _id: 1 })
      .limit(limit)
      .toArray();
    return found.map(({ _id, startedAt }) => ({ username: _id, startedAt }));
  }
}
