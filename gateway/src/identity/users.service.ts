import { Injectable } from '@nestjs/common';
import {
  forbiddenSettings,
  timeTrackRole,
  userSettingsSchema,
  type CurrentUser,
  type ReplyOf,
  type Role,
  type UserSettingsUpdate,
  type UserSummary,
} from '@agecheck/contracts';
import { Clock, type AuthUser } from '@agecheck/nest-common';
import { IdentityException } from './identity.exception';
import { UsersRepository, type UserDocument } from './users.repository';

function toCurrentUser(document: UserDocument): CurrentUser {
  return {
    _id: document._id,
    name: document.name,
    email: document.email,
    role: document.role,
    timeRole: timeTrackRole(document.role),
    ...(document.vl ? { vl: document.vl } : {}),
    deleted: document.deleted,
    settings: userSettingsSchema.parse(document.settings ?? {}),
  };
}

/** Identity use cases: the signed-in user, their settings, user lists for pickers. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly clock: Clock,
  ) {}

  async me(user: AuthUser): Promise<CurrentUser> {
    return toCurrentUser(await this.users.upsertFromToken(user, this.clock.now()));
  }

  /** A user changes their own settings only, and only those their roles allow (field-app spec, section 2). */
  async updateSettings(user: AuthUser, id: string, update: UserSettingsUpdate): Promise<CurrentUser> {
    if (id !== user.id) throw new IdentityException('USER_FORBIDDEN');
    const forbidden = forbiddenSettings(user.roles, update);
    if (forbidden.length > 0) throw new IdentityException('SETTING_FORBIDDEN', forbidden.join(', '));
    await this.users.upsertFromToken(user, this.clock.now());
    await this.users.updateSettings(id, update);
    return toCurrentUser((await this.users.findById(id)) as UserDocument);
  }

  async list(role?: Role): Promise<UserSummary[]> {
    const documents = await this.users.findActive(role);
    return documents.map(({ _id, name, role: roles }) => ({ _id, name, role: roles }));
  }

  async summary(id: string): Promise<ReplyOf<'identity.user.get'>> {
    const document = await this.users.findById(id);
    return document
      ? {
          _id: document._id,
          name: document.name,
          role: document.role,
          deleted: document.deleted,
          ...(document.settings.lang ? { lang: document.settings.lang } : {}),
          ...(document.pNr ? { pNr: document.pNr } : {}),
        }
      : null;
  }

  /** The personnel numbers of those of the users who have one (the payroll csv, one request for many). */
  async personnelNumbers(ids: readonly string[]): Promise<ReplyOf<'identity.users.personnel'>> {
    return this.users.findPersonnelNumbers(ids);
  }
}
