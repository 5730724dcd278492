import {
  userSettingsSchema,
  USERS_PAGE_SIZE,
  type EventEnvelope,
  type Role,
  type UserAdminQuery,
  type UserSettingsUpdate,
} from '@agecheck/contracts';
import type { AuthUser } from '@agecheck/nest-common';
import { MongoServerError } from 'mongodb';
import { databaseOrder, type Implementation } from '@agecheck/nest-common/testing';
import type { ProfileFields, UserDocument, UsersRepository } from '../src/identity/users.repository';

/** What the database answers a write that breaks a unique index. */
const duplicateKey = (field: string) =>
  new MongoServerError({ ok: 0, code: 11000, errmsg: `E11000 duplicate key error: ${field}` });

/**
 * User profiles in memory for unit tests of the identity, mail and dashboard services: the same answers as the
 * MongoDB repository, which users.repository.int-spec.ts checks against this one. `events` holds what the
 * writes published, in order.
 */
export class InMemoryUsersRepository implements Implementation<UsersRepository> {
  readonly users = new Map<string, UserDocument>();
  readonly events: EventEnvelope<unknown>[] = [];

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

  private refuseTaken(profile: Pick<UserDocument, '_id' | 'username' | 'pNr'>): void {
    for (const other of this.users.values()) {
      if (other._id === profile._id) continue;
      if (other.username === profile.username) throw duplicateKey('username');
      if (profile.pNr && other.pNr === profile.pNr) throw duplicateKey('pNr');
    }
  }

  async insert(profile: UserDocument, event: EventEnvelope<unknown>): Promise<void> {
    if (this.users.has(profile._id)) throw duplicateKey('_id');
    this.refuseTaken(profile);
    this.users.set(profile._id, structuredClone(profile));
    this.events.push(event);
  }

  async update(id: string, fields: ProfileFields, event: EventEnvelope<unknown>): Promise<boolean> {
    const stored = this.users.get(id);
    if (!stored) return false;
    this.refuseTaken({ _id: id, username: fields.username, pNr: fields.pNr });
    const { vl: _vl, pNr: _pNr, ...kept } = stored;
    this.users.set(id, { ...kept, ...fields });
    this.events.push(event);
    return true;
  }

  async markDeleted(id: string, event: EventEnvelope<unknown>): Promise<void> {
    const stored = this.users.get(id);
    if (!stored) return;
    this.users.set(id, { ...stored, deleted: true });
    this.events.push(event);
  }

  async passwordChanged(id: string, event: EventEnvelope<unknown>, at: Date): Promise<void> {
    const stored = this.users.get(id);
    if (!stored) return;
    this.users.set(id, { ...stored, passwordChangedAt: at.toISOString() });
    this.events.push(event);
  }

  async pNrHolder(pNr: string, exceptId?: string): Promise<string | undefined> {
    return [...this.users.values()].find((user) => user.pNr === pNr && user._id !== exceptId)?._id;
  }

  async page(query: UserAdminQuery): Promise<{ items: UserDocument[]; total: number }> {
    const search = query.search?.toLowerCase();
    const found = [...this.users.values()]
      .filter((user) => query.deleted === 'true' || !user.deleted)
      .filter((user) => !query.role || user.role.includes(query.role))
      .filter(
        (user) =>
          !search ||
          [user.name, user.email, user.mail, user.pNr].some((text) => text?.toLowerCase().includes(search)),
      )
      .sort((a, b) => databaseOrder(a.name, b.name) || databaseOrder(a._id, b._id));
    const start = (query.page - 1) * USERS_PAGE_SIZE;
    return { items: found.slice(start, start + USERS_PAGE_SIZE), total: found.length };
  }
}
