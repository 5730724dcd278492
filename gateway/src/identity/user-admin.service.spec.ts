import { userSettingsSchema, type UserForm } from '@agecheck/contracts';
import type { AuthUser } from '@agecheck/nest-common';
import { newTestService, standIn } from '@agecheck/nest-common/testing';
import { InMemoryAccountCreationsRepository } from '../../test/in-memory-account-creations.repository';
import { InMemoryKeycloak } from '../../test/in-memory-keycloak';
import { InMemoryUsersRepository } from '../../test/in-memory-users.repository';
import { AccountCreationsRepository } from './account-creations.repository';
import { KeycloakAdminClient } from './keycloak-admin.client';
import { UserAdminService } from './user-admin.service';
import { UsersRepository, type UserDocument } from './users.repository';

// The users administration (back-office spec, sections 3 and 5, L103, L132; CHECKLIST D.1, D-C1, D-C2, D-C4,
// D-C8; decision 0043) and the password change (field-app spec, section 7, L192; D.3) over the realm's users in
// memory: Keycloak first, then the profile, and what was written half way undone when a later step fails.

const admin: AuthUser = {
  id: 'adm',
  username: 'admin',
  name: 'Anna Admin',
  email: 'admin@x.ch',
  roles: ['admin'],
};
const PASSWORD = 'Geheim123';

const form = (changes: Partial<UserForm> = {}): UserForm => ({
  name: 'Tina Tester',
  email: 'tina@x.ch',
  password: PASSWORD,
  role: ['testkaeufer'],
  ...changes,
});

const profile = (id: string, changes: Partial<UserDocument> = {}): UserDocument => ({
  _id: id,
  username: id,
  name: `Name ${id}`,
  email: `${id}@x.ch`,
  mail: `${id}@x.ch`,
  role: ['testkaeufer'],
  deleted: false,
  settings: userSettingsSchema.parse({}),
  lastSeenAt: '2026-11-01T08:00:00.000Z',
  ...changes,
});

function setup() {
  const keycloak = new InMemoryKeycloak();
  const users = new InMemoryUsersRepository();
  const creations = new InMemoryAccountCreationsRepository();
  const { sut, clock } = newTestService(UserAdminService, [
    standIn(KeycloakAdminClient, keycloak),
    standIn(UsersRepository, users),
    standIn(AccountCreationsRepository, creations),
  ]);
  keycloak.now = () => clock.now().getTime();
  // the administrator signed in before: an account and a profile
  keycloak.seed(
    admin.id,
    { username: 'admin', email: admin.email, name: admin.name, enabled: true },
    ['admin'],
    PASSWORD,
  );
  users.users.set(admin.id, profile(admin.id, { username: 'admin', name: admin.name, role: ['admin'] }));
  return { sut, keycloak, users, creations, clock };
}

/** A user the administrator created, with the stand-ins' records of it. */
async function created(changes: Partial<UserForm> = {}) {
  const context = setup();
  const item = await context.sut.create(admin, form(changes));
  context.users.events.length = 0;
  return { ...context, id: item._id };
}

describe('users administration: create (D.1, D-C1, D-C2; decision 0043)', () => {
  it('creates the account with its password, roles and VL, then the profile with its event', async () => {
    const { sut, keycloak, users } = setup();
    const item = await sut.create(
      admin,
      form({ role: ['portalUser', 'portalUser'], vl: 'VL Mitte', pNr: '4711', mail: 'tina@mail.ch' }),
    );
    expect(item).toEqual({
      _id: 'kc-1',
      name: 'Tina Tester',
      email: 'tina@x.ch',
      mail: 'tina@mail.ch',
      role: ['portalUser'],
      pNr: '4711',
      vl: 'VL Mitte',
      deleted: false,
      signature: false,
    });
    expect(keycloak.accounts.get('kc-1')).toMatchObject({
      username: 'tina@x.ch',
      enabled: true,
      firstName: 'Tina',
      lastName: 'Tester',
      attributes: { vl: ['VL Mitte'] },
    });
    expect(keycloak.roles.get('kc-1')).toEqual(['portalUser']);
    expect(keycloak.passwords.get('kc-1')).toBe(PASSWORD);
    expect(users.users.get('kc-1')).toMatchObject({ username: 'tina@x.ch', pNr: '4711', deleted: false });
    expect(users.events.map((event) => event.subject)).toEqual(['platform.user.created']);
    expect(users.events[0]).toMatchObject({ actor: { id: 'adm', name: 'Anna Admin' } });
    expect(JSON.stringify(users.events)).not.toContain(PASSWORD);
  });

  it.each<[string, Partial<UserForm>, string]>([
    ['no name', { name: '' }, 'name:users.nameErr'],
    ['a login that is no address', { email: 'tina' }, 'email:users.mailInvalid'],
    ['no password', { password: undefined }, 'password:users.pwRequired'],
    ['a password against the rule', { password: 'kurz' }, 'password:users.pwRule'],
    ['a portal user without VL', { role: ['portalUser'] }, 'vl:users.vlErr'],
  ])('refuses %s with the field’s key and writes nothing', async (_case, changes, error) => {
    const { sut, keycloak, users } = setup();
    const refusal = await sut.create(admin, form(changes)).catch((thrown: unknown) => thrown);
    expect(refusal).toMatchObject({ code: 'USER_INVALID', status: 400 });
    const errors = (refusal as { errors?: { path: string; key: string }[] }).errors ?? [];
    expect(errors.map(({ path, key }) => `${path}:${key}`)).toContain(error);
    expect(keycloak.accounts.size).toBe(1);
    expect(users.users.size).toBe(1);
    expect(users.events).toEqual([]);
  });

  it('refuses a personnel number another user holds (409) before Keycloak is asked', async () => {
    const { sut, keycloak, users } = await created({ pNr: '4711' });
    await expect(sut.create(admin, form({ email: 'tom@x.ch', pNr: '4711' }))).rejects.toMatchObject({
      code: 'PNR_TAKEN',
      status: 409,
    });
    expect([...keycloak.accounts.values()].map((account) => account.username)).not.toContain('tom@x.ch');
    expect(users.events).toEqual([]);
  });

  it('refuses a login name Keycloak has (409), nothing stored', async () => {
    const { sut, keycloak, users } = await created();
    await expect(sut.create(admin, form({ name: 'Zweite Tina' }))).rejects.toMatchObject({
      code: 'EMAIL_TAKEN',
    });
    expect(keycloak.accounts.size).toBe(2);
    expect(users.users.size).toBe(2);
  });

  it('removes the new account again when Keycloak stops before the roles are set', async () => {
    const { sut, keycloak, users } = setup();
    keycloak.failing.add('setRealmRoles');
    await expect(sut.create(admin, form())).rejects.toMatchObject({
      code: 'IDENTITY_UNAVAILABLE',
      status: 503,
    });
    expect(keycloak.accounts.has('kc-1')).toBe(false);
    expect(users.users.has('kc-1')).toBe(false);
    expect(users.events).toEqual([]);
  });

  it('removes the new account again when the profile cannot be stored (a stale profile holds the login)', async () => {
    const { sut, keycloak, users } = setup();
    users.users.set('old', profile('old', { username: 'tina@x.ch' }));
    await expect(sut.create(admin, form())).rejects.toMatchObject({ code: 'EMAIL_TAKEN', status: 409 });
    expect(keycloak.accounts.has('kc-1')).toBe(false);
    expect(users.users.has('kc-1')).toBe(false);
  });

  it('answers PNR_TAKEN when another profile took the number between the check and the write', async () => {
    const { sut, keycloak, users } = setup();
    const check = users.pNrHolder.bind(users);
    let asked = 0;
    // the first check finds the number free; by the write another administrator's user holds it
    users.pNrHolder = async (pNr, exceptId) => {
      asked += 1;
      if (asked === 1) {
        users.users.set('other', profile('other', { pNr }));
        return undefined;
      }
      return check(pNr, exceptId);
    };
    await expect(sut.create(admin, form({ pNr: '4711' }))).rejects.toMatchObject({ code: 'PNR_TAKEN' });
    expect(keycloak.accounts.has('kc-1')).toBe(false);
  });
});

describe('users administration: edit, delete, restore (D.1, D-C4, D-C8; decision 0043)', () => {
  it('writes the account, its roles and a new password, then the profile with before and after', async () => {
    const { sut, keycloak, users, id } = await created({ vl: 'VL Mitte', role: ['portalUser'] });
    const item = await sut.update(admin, {
      ...form({ name: 'Tina Neu', role: ['detektiv'], password: 'Neues123' }),
      _id: id,
    });
    expect(item).toMatchObject({ name: 'Tina Neu', role: ['detektiv'], deleted: false });
    expect(item.vl).toBeUndefined();
    expect(keycloak.accounts.get(id)).toMatchObject({ firstName: 'Tina', lastName: 'Neu', attributes: {} });
    expect(keycloak.roles.get(id)).toEqual(['detektiv']);
    expect(keycloak.passwords.get(id)).toBe('Neues123');
    expect(users.users.get(id)).toMatchObject({ name: 'Tina Neu', role: ['detektiv'] });
    expect(users.users.get(id)?.vl).toBeUndefined();
    expect(users.events).toHaveLength(1);
    expect(users.events[0]).toMatchObject({
      subject: 'platform.user.updated',
      data: {
        user: { name: 'Tina Neu', role: ['detektiv'] },
        before: { name: 'Tina Tester', role: ['portalUser'], vl: 'VL Mitte' },
        passwordReset: true,
      },
    });
    expect(JSON.stringify(users.events)).not.toContain('Neues123');
  });

  it('keeps the password when the edit gives none, and the login name unless the e-mail changes', async () => {
    const { sut, keycloak, users, id } = await created();
    await sut.update(admin, { ...form({ password: undefined, name: 'Tina T.' }), _id: id });
    expect(keycloak.passwords.get(id)).toBe(PASSWORD);
    expect(users.events[0]).toMatchObject({ data: { passwordReset: false } });
    await sut.update(admin, { ...form({ password: undefined, email: 'neu@x.ch' }), _id: id });
    expect(keycloak.accounts.get(id)?.username).toBe('neu@x.ch');
    expect(users.users.get(id)?.username).toBe('neu@x.ch');
  });

  it('puts the account and its roles back when Keycloak stops half way through an edit', async () => {
    const { sut, keycloak, users, id } = await created();
    const before = structuredClone(keycloak.accounts.get(id));
    const profileBefore = structuredClone(users.users.get(id));
    keycloak.failing.add('resetPassword');
    await expect(
      sut.update(admin, {
        ...form({ name: 'Halb Fertig', role: ['planung'], password: 'Neues123' }),
        _id: id,
      }),
    ).rejects.toMatchObject({ code: 'IDENTITY_UNAVAILABLE' });
    expect(keycloak.accounts.get(id)).toEqual(before);
    expect(keycloak.roles.get(id)).toEqual(['testkaeufer']);
    expect(keycloak.passwords.get(id)).toBe(PASSWORD);
    expect(users.users.get(id)).toEqual(profileBefore);
    expect(users.events).toEqual([]);
  });

  it('refuses an unknown user (404) and the administrator’s own admin role or deletion (409)', async () => {
    const { sut } = setup();
    await expect(sut.update(admin, { ...form(), _id: 'nobody' })).rejects.toMatchObject({ status: 404 });
    await expect(sut.remove(admin, 'nobody')).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    await expect(
      sut.update(admin, {
        ...form({ email: admin.email, name: admin.name, role: ['planung'] }),
        _id: admin.id,
      }),
    ).rejects.toMatchObject({ code: 'SELF_ADMIN', status: 409 });
    await expect(sut.remove(admin, admin.id)).rejects.toMatchObject({ code: 'SELF_DELETE', status: 409 });
  });

  it('deletes softly: the account disabled and signed out, the profile marked, one event; a restore enables it', async () => {
    const { sut, keycloak, users, id } = await created();
    await sut.remove(admin, id);
    expect(keycloak.accounts.get(id)?.enabled).toBe(false);
    expect(keycloak.loggedOut).toEqual([id]);
    expect(users.users.get(id)?.deleted).toBe(true);
    await sut.remove(admin, id);
    expect(users.events.map((event) => event.subject)).toEqual(['platform.user.deleted']);
    expect((await sut.page({ page: 1 })).items.map((item) => item._id)).toEqual([admin.id]);
    expect((await sut.page({ page: 1, deleted: 'true' })).total).toBe(2);

    await sut.update(admin, { ...form({ password: undefined }), _id: id, deleted: false });
    expect(keycloak.accounts.get(id)?.enabled).toBe(true);
    expect(users.users.get(id)?.deleted).toBe(false);
  });

  it('enables the account again when the sign-out fails, and leaves the profile as it was', async () => {
    const { sut, keycloak, users, id } = await created();
    keycloak.failing.add('logout');
    await expect(sut.remove(admin, id)).rejects.toMatchObject({ code: 'IDENTITY_UNAVAILABLE' });
    expect(keycloak.accounts.get(id)?.enabled).toBe(true);
    expect(users.users.get(id)?.deleted).toBe(false);
    expect(users.events).toEqual([]);
  });
});

describe('the password change (field-app spec, section 7, L192; D.3)', () => {
  const tina = async () => {
    const context = await created();
    const caller: AuthUser = {
      id: context.id,
      username: 'tina@x.ch',
      name: 'Tina Tester',
      email: 'tina@x.ch',
      roles: ['testkaeufer'],
    };
    return { ...context, caller };
  };

  it('sets the new password when the old one is right; the event names the user, never a password', async () => {
    const { sut, keycloak, users, caller, clock } = await tina();
    await sut.changePassword(caller, caller.id, { oldPassword: PASSWORD, newPassword: 'Anders456' });
    expect(keycloak.passwords.get(caller.id)).toBe('Anders456');
    expect(users.users.get(caller.id)?.passwordChangedAt).toBe(clock.now().toISOString());
    expect(users.events).toEqual([
      expect.objectContaining({
        subject: 'platform.user.passwordChanged',
        data: { userId: caller.id, name: 'Tina Tester' },
      }),
    ]);
    expect(JSON.stringify(users.events)).not.toMatch(/Anders456|Geheim123/);
  });

  it.each<[string, (id: string) => [string, { oldPassword: string; newPassword: string }], string]>([
    [
      'another user’s password',
      () => [admin.id, { oldPassword: PASSWORD, newPassword: 'Anders456' }],
      'USER_FORBIDDEN',
    ],
    [
      'a new one against the rule',
      (id) => [id, { oldPassword: PASSWORD, newPassword: 'anders' }],
      'PASSWORD_RULE',
    ],
    [
      'a wrong old one',
      (id) => [id, { oldPassword: 'Falsch123', newPassword: 'Anders456' }],
      'PASSWORD_WRONG',
    ],
  ])('refuses %s and changes nothing', async (_case, call, code) => {
    const { sut, keycloak, users, caller } = await tina();
    const [id, change] = call(caller.id);
    await expect(sut.changePassword(caller, id, change)).rejects.toMatchObject({ code });
    expect(keycloak.passwords.get(caller.id)).toBe(PASSWORD);
    expect(keycloak.passwords.get(admin.id)).toBe(PASSWORD);
    expect(users.events).toEqual([]);
  });
});

describe('users administration: what a creation failed half way leaves behind is removed (decision 0043)', () => {
  const AFTER_MS = 120_000;
  const later = (clock: { now(): Date }, ms: number) => new Date(clock.now().getTime() + ms);

  it('keeps no record of a creation that ended, stored or undone', async () => {
    const { sut, keycloak, creations } = setup();
    await sut.create(admin, form());
    keycloak.failing.add('setRealmRoles');
    await expect(sut.create(admin, form({ email: 'tom@x.ch' }))).rejects.toMatchObject({ status: 503 });
    expect(creations.creations.size).toBe(0);
  });

  it('removes the account Keycloak made when it stopped before the undo, once the orphan age has passed', async () => {
    const { sut, keycloak, users, creations, clock } = setup();
    keycloak.failing.add('setRealmRoles');
    keycloak.failing.add('deleteUser');
    await expect(sut.create(admin, form())).rejects.toMatchObject({ code: 'IDENTITY_UNAVAILABLE' });
    expect(keycloak.accounts.has('kc-1')).toBe(true);
    expect([...creations.creations.keys()]).toEqual(['tina@x.ch']);

    // still away: the sweep fails and the creation waits for the next one
    await expect(sut.removeOrphans(later(clock, AFTER_MS + 1), AFTER_MS)).rejects.toMatchObject({
      status: 503,
    });
    expect(keycloak.accounts.has('kc-1')).toBe(true);
    keycloak.failing.clear();
    keycloak.failing.add('findByUsername');
    await expect(sut.removeOrphans(later(clock, AFTER_MS + 1), AFTER_MS)).rejects.toMatchObject({
      status: 503,
    });
    expect(creations.creations.size).toBe(1);

    keycloak.failing.clear();
    expect(await sut.removeOrphans(later(clock, AFTER_MS - 1), AFTER_MS)).toBe(0);
    expect(keycloak.accounts.has('kc-1')).toBe(true);
    expect(await sut.removeOrphans(later(clock, AFTER_MS + 1), AFTER_MS)).toBe(1);
    expect(keycloak.accounts.has('kc-1')).toBe(false);
    expect(users.users.has('kc-1')).toBe(false);
    expect(creations.creations.size).toBe(0);
  });

  it('never removes an account made before the creation began, or one with a profile', async () => {
    const { sut, keycloak, users, creations, clock } = setup();
    // a demo user Keycloak has before the first sign-in, without a profile: its login is taken
    keycloak.seed(
      'demo',
      { username: 'tina@x.ch', email: 'tina@x.ch', name: 'Demo', enabled: true },
      [],
      PASSWORD,
    );
    keycloak.accounts.get('demo')!.createdTimestamp = clock.now().getTime() - 3_600_000;
    await expect(sut.create(admin, form())).rejects.toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(creations.creations.size).toBe(0);
    await creations.begin('tina@x.ch', clock.now());
    await creations.begin(admin.username, clock.now());
    expect(await sut.removeOrphans(later(clock, AFTER_MS + 1), AFTER_MS)).toBe(0);
    expect(keycloak.accounts.has('demo')).toBe(true);
    expect(keycloak.accounts.has(admin.id)).toBe(true);
    expect(users.users.has(admin.id)).toBe(true);
    expect(creations.creations.size).toBe(0);
  });
});
