import { Injectable, Logger } from '@nestjs/common';
import {
  isValidPassword,
  selfChangeRefusal,
  userFormErrors,
  userSettingsSchema,
  USERS_PAGE_SIZE,
  type PasswordChange,
  type UserAdminItem,
  type UserAdminPage,
  type UserAdminQuery,
  type UserEventSnapshot,
  type UserForm,
} from '@agecheck/contracts';
import { Clock, EventFactory, isDuplicateKey, type AuthUser } from '@agecheck/nest-common';
import { AccountCreationsRepository } from './account-creations.repository';
import { IdentityException } from './identity.exception';
import { KeycloakAdminClient, type KeycloakAccount } from './keycloak-admin.client';
import { UsersRepository, type ProfileFields, type UserDocument } from './users.repository';

const actorOf = (user: AuthUser) => ({ id: user.id, name: user.name });

/** How far Keycloak's clock may be behind the gateway's when the sweep compares an account's creation time. */
const CLOCK_SKEW_MS = 60_000;

function toItem(document: UserDocument): UserAdminItem {
  return {
    _id: document._id,
    name: document.name,
    email: document.email,
    mail: document.mail ?? document.email,
    role: document.role,
    ...(document.pNr ? { pNr: document.pNr } : {}),
    ...(document.vl ? { vl: document.vl } : {}),
    deleted: document.deleted,
    signature: Boolean(document.settings?.signature),
  };
}

const snapshotOf = (document: UserDocument): UserEventSnapshot => {
  const { signature: _signature, ...snapshot } = toItem(document);
  return snapshot;
};

function fieldsOf(form: UserForm, deleted: boolean): ProfileFields {
  return {
    username: form.email,
    name: form.name,
    email: form.email,
    mail: form.mail || form.email,
    role: [...new Set(form.role)],
    ...(form.vl ? { vl: form.vl } : {}),
    ...(form.pNr ? { pNr: form.pNr } : {}),
    deleted,
  };
}

const accountOf = (fields: ProfileFields): KeycloakAccount => ({
  email: fields.email,
  name: fields.name,
  enabled: !fields.deleted,
  ...(fields.vl ? { vl: fields.vl } : {}),
});

/**
 * The users administration (D.1) and the password change (D.3). The gateway is the only writer of realm users:
 * Keycloak first, then the profile; when the profile write fails, the Keycloak change is undone (the new
 * account deleted, an edited one put back), so that neither an account without a profile nor a profile
 * without an account is left (decision 0043).
 */
@Injectable()
export class UserAdminService {
  private readonly logger = new Logger(UserAdminService.name);

  constructor(
    private readonly keycloak: KeycloakAdminClient,
    private readonly users: UsersRepository,
    private readonly creations: AccountCreationsRepository,
    private readonly events: EventFactory,
    private readonly clock: Clock,
  ) {}

  async page(query: UserAdminQuery): Promise<UserAdminPage> {
    const { items, total } = await this.users.page(query);
    return { items: items.map(toItem), page: query.page, pageSize: USERS_PAGE_SIZE, total };
  }

  private check(form: UserForm, creating: boolean): void {
    const errors = userFormErrors(form, creating);
    if (errors.length > 0) throw new IdentityException('USER_INVALID', undefined, errors);
  }

  private async checkPNr(form: UserForm, id?: string): Promise<void> {
    if (form.pNr && (await this.users.pNrHolder(form.pNr, id))) throw new IdentityException('PNR_TAKEN');
  }

  /** `POST api/users`: the account with password, roles and VL in Keycloak, then the profile. */
  async create(caller: AuthUser, form: UserForm): Promise<UserAdminItem> {
    this.check(form, true);
    await this.checkPNr(form);
    const fields = fieldsOf(form, false);
    // recorded first: should Keycloak make the account and then stop answering, the orphan sweep removes it
    await this.creations.begin(fields.username, this.clock.now());
    let id: string;
    try {
      id = await this.keycloak.createUser(accountOf(fields), form.password as string);
    } catch (error) {
      // a taken login name is another user's account, never one of this creation
      if (error instanceof IdentityException && error.code === 'EMAIL_TAKEN')
        await this.creations.end(fields.username);
      throw error;
    }
    try {
      await this.keycloak.setRealmRoles(id, fields.role);
      const profile: UserDocument = {
        _id: id,
        ...fields,
        settings: userSettingsSchema.parse({}),
        lastSeenAt: this.clock.now().toISOString(),
      };
      const event = this.events.create(
        'platform.user.created',
        { user: snapshotOf(profile) },
        actorOf(caller),
      );
      await this.users.insert(profile, event);
      await this.creations.end(fields.username);
      return toItem(profile);
    } catch (error) {
      if (await this.undo(`delete the new account ${id}`, () => this.keycloak.deleteUser(id)))
        await this.creations.end(fields.username);
      throw await this.takenOr(error, form, id);
    }
  }

  /** `POST api/users/update` {user}: edit, restore (deleted false), a new password when given (D-C8). */
  async update(caller: AuthUser, form: UserForm & { _id: string }): Promise<UserAdminItem> {
    this.check(form, false);
    const existing = await this.users.findById(form._id);
    if (!existing) throw new IdentityException('USER_NOT_FOUND');
    const deleted = form.deleted ?? existing.deleted;
    this.refuseSelfChange(caller, { _id: existing._id, role: form.role, deleted });
    await this.checkPNr(form, existing._id);
    // the login name follows the e-mail when that changes; otherwise it stays (the demo users' short names)
    const fields = {
      ...fieldsOf(form, deleted),
      username: form.email === existing.email ? existing.username : form.email,
    };

    const before = await this.keycloak.getUser(existing._id);
    if (!before) throw new IdentityException('USER_NOT_FOUND');
    const rolesBefore = await this.keycloak.realmRoles(existing._id);
    try {
      await this.keycloak.updateUser(existing._id, accountOf(fields));
      await this.keycloak.setRealmRoles(existing._id, fields.role);
      if (form.password) await this.keycloak.resetPassword(existing._id, form.password);
      if (deleted && !existing.deleted) await this.keycloak.logout(existing._id);
      const after: UserDocument = { ...existing, ...fields };
      if (!fields.vl) delete after.vl;
      if (!fields.pNr) delete after.pNr;
      const event = this.events.create(
        'platform.user.updated',
        { user: snapshotOf(after), before: snapshotOf(existing), passwordReset: Boolean(form.password) },
        actorOf(caller),
      );
      if (!(await this.users.update(existing._id, fields, event)))
        throw new IdentityException('USER_NOT_FOUND');
      return toItem(after);
    } catch (error) {
      await this.undo(`put back the account ${existing._id}`, async () => {
        await this.keycloak.putUser(existing._id, before);
        await this.keycloak.setRealmRoles(existing._id, rolesBefore);
      });
      throw await this.takenOr(error, form, existing._id);
    }
  }

  /**
   * What a profile write refused by a unique index means: the personnel number another profile took meanwhile
   * (D-C2), else the login name; any other error as it is.
   */
  private async takenOr(error: unknown, form: UserForm, id: string): Promise<unknown> {
    if (!isDuplicateKey(error)) return error;
    if (form.pNr && (await this.users.pNrHolder(form.pNr, id))) return new IdentityException('PNR_TAKEN');
    return new IdentityException('EMAIL_TAKEN');
  }

  /** `DELETE api/users/:id`: soft (Keycloak disabled, its sessions ended; the profile marked deleted). */
  async remove(caller: AuthUser, id: string): Promise<void> {
    const existing = await this.users.findById(id);
    if (!existing) throw new IdentityException('USER_NOT_FOUND');
    this.refuseSelfChange(caller, { _id: id, role: existing.role, deleted: true });
    if (existing.deleted) return;
    const before = await this.keycloak.getUser(id);
    if (!before) throw new IdentityException('USER_NOT_FOUND');
    await this.keycloak.putUser(id, { ...before, enabled: false });
    try {
      await this.keycloak.logout(id);
      const event = this.events.create(
        'platform.user.deleted',
        { user: snapshotOf({ ...existing, deleted: true }) },
        actorOf(caller),
      );
      await this.users.markDeleted(id, event);
    } catch (error) {
      await this.undo(`enable the account ${id} again`, () => this.keycloak.putUser(id, before));
      throw error;
    }
  }

  /**
   * `PUT api/users/{id}/password` (D.3): only one's own; the new one follows the rule, the old one is checked
   * against Keycloak (a wrong one changes nothing); the event names the user, never a password.
   */
  async changePassword(caller: AuthUser, id: string, change: PasswordChange): Promise<void> {
    if (id !== caller.id) throw new IdentityException('USER_FORBIDDEN');
    if (!isValidPassword(change.newPassword)) throw new IdentityException('PASSWORD_RULE');
    if (!(await this.keycloak.checkPassword(caller.username, change.oldPassword)))
      throw new IdentityException('PASSWORD_WRONG');
    await this.keycloak.resetPassword(caller.id, change.newPassword);
    await this.users.upsertFromToken(caller, this.clock.now());
    const event = this.events.create(
      'platform.user.passwordChanged',
      { userId: caller.id, name: caller.name },
      actorOf(caller),
    );
    await this.users.passwordChanged(caller.id, event, this.clock.now());
  }

  private refuseSelfChange(
    caller: AuthUser,
    target: { _id: string; role: UserForm['role']; deleted: boolean },
  ): void {
    const refusal = selfChangeRefusal(caller.id, target);
    if (refusal === 'self-delete') throw new IdentityException('SELF_DELETE');
    if (refusal === 'self-admin') throw new IdentityException('SELF_ADMIN');
  }

  /**
   * Removes the accounts that creations failed half way left behind (decision 0043): for each creation begun more
   * than `orphanAfterMs` before `now` and still recorded, the accounts of its login name that Keycloak made since
   * it began and that have no profile. A creation whose accounts cannot be read (Keycloak away) waits for the
   * next sweep. Every replica may sweep: removing an account twice removes nothing more. Answers the accounts
   * removed.
   */
  async removeOrphans(now: Date, orphanAfterMs: number): Promise<number> {
    let removed = 0;
    for (const { username, startedAt } of await this.creations.begunBefore(
      new Date(now.getTime() - orphanAfterMs),
    )) {
      const since = Date.parse(startedAt) - CLOCK_SKEW_MS;
      for (const account of await this.keycloak.findByUsername(username)) {
        if (!account.id || (account.createdTimestamp ?? 0) < since) continue;
        if (await this.users.findById(account.id)) continue;
        await this.keycloak.deleteUser(account.id);
        this.logger.warn(`removed the account ${account.id} a failed creation of ${username} left behind`);
        removed += 1;
      }
      await this.creations.end(username);
    }
    return removed;
  }

  /**
   * Undoes a Keycloak write after a later step failed; a failure here is logged for the operator. Answers
   * whether it was undone.
   */
  private async undo(what: string, step: () => Promise<void>): Promise<boolean> {
    try {
      await step();
      return true;
    } catch (error) {
      this.logger.error(`could not ${what} after a failed write: ${String(error)}`);
      return false;
    }
  }
}
