import { userSettingsSchema, type Role, type UserSettingsUpdate } from '@agecheck/contracts';
import type { AuthUser } from '@agecheck/nest-common';
import { databaseOrder, type Implementation } from '@agecheck/nest-common/testing';
import type { UserDocument, UsersRepository } from '../src/identity/users.repository';

/**
 * User profiles in memory for unit tests of the identity service: the same answers as the MongoDB repository,
 * which users.repository.int-spec.ts checks against this one.
 */
export class InMemoryUsersRepository implements Implementation<UsersRepository> {
  readonly users = new Map<string, UserDocument>();

  async onModuleInit(): Promise<void> {}

  async upsertFromToken(user: AuthUser, seenAt: Date): Promise<UserDocument> {
    for (const [id, other] of this.users)
      if (id !== user.id && other.username === user.username)
        this.users.set(id, { ...other, username: `stale:${id}`, deleted: true });
    const stored = this.users.get(user.id);
    const { vl: _vl, ...kept } = stored ?? {
      deleted: false,
      settings: userSettingsSchema.parse({}),
    };
    const document: UserDocument = {
      ...kept,
      _id: user.id,
      username: user.username,
      name: user.name,
      email: user.email,
      role: user.roles,
      lastSeenAt: seenAt.toISOString(),
      ...(user.vl ? { vl: user.vl } : {}),
    } as UserDocument;
    this.users.set(user.id, document);
    return document;
  }

  async findById(id: string): Promise<UserDocument | null> {
    return this.users.get(id) ?? null;
  }

  async updateSettings(id: string, update: UserSettingsUpdate): Promise<void> {
    const stored = this.users.get(id);
    if (stored) this.users.set(id, { ...stored, settings: { ...stored.settings, ...update } });
  }

  async findActive(role?: Role): Promise<UserDocument[]> {
    return [...this.users.values()]
      .filter((user) => !user.deleted && (!role || user.role.includes(role)))
      .sort((a, b) => databaseOrder(a.name, b.name));
  }

  async findPersonnelNumbers(ids: readonly string[]): Promise<{ _id: string; pNr: string }[]> {
    return [...new Set(ids)].sort(databaseOrder).flatMap((id) => {
      const pNr = this.users.get(id)?.pNr;
      return pNr ? [{ _id: id, pNr }] : [];
    });
  }
}
