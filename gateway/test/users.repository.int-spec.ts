import { userSettingsSchema } from '@agecheck/contracts';
import type { AuthUser } from '@agecheck/nest-common';
import { describeRepositoryContract, type Implementation } from '@agecheck/nest-common/testing';
import { UsersRepository, type UserDocument } from '../src/identity/users.repository';
import { InMemoryUsersRepository } from './in-memory-users.repository';

// User profiles: the in-memory stand-in of the identity service's unit tests answers as the MongoDB
// repository on the real server (what a token says on each sign-in, settings a user changes one by one,
// the active users of a role by name).

const SEEN = new Date('2026-11-23T09:00:00.000Z');
const LATER = new Date('2026-11-24T09:00:00.000Z');

const user = (id: string, changes: Partial<AuthUser> = {}): AuthUser => ({
  id,
  username: id,
  name: `Name ${id}`,
  email: `${id}@example.ch`,
  roles: ['testkaeufer'],
  ...changes,
});

const profile = (id: string, changes: Partial<UserDocument> = {}): UserDocument => ({
  _id: id,
  username: id,
  name: `Name ${id}`,
  email: `${id}@example.ch`,
  role: ['testkaeufer'],
  deleted: false,
  settings: userSettingsSchema.parse({}),
  lastSeenAt: SEEN.toISOString(),
  ...changes,
});

describeRepositoryContract<Implementation<UsersRepository>>(
  'UsersRepository',
  {
    inMemory: () => new InMemoryUsersRepository(),
    mongo: async (db) => {
      const users = new UsersRepository(db);
      await users.onModuleInit();
      return users;
    },
  },
  {
    'a first sign-in creates the profile with default settings': async (users) => {
      expect(await users.findById('u1')).toBeNull();
      expect(await users.upsertFromToken(user('u1', { vl: 'VL Mitte' }), SEEN)).toEqual(
        profile('u1', { vl: 'VL Mitte' }),
      );
      expect(await users.findById('u1')).toEqual(profile('u1', { vl: 'VL Mitte' }));
    },

    'a later sign-in takes what the token says and keeps the settings': async (users) => {
      await users.upsertFromToken(user('u1', { vl: 'VL Mitte' }), SEEN);
      await users.updateSettings('u1', { lang: 'fr', showIntro: false });
      const changed = user('u1', { name: 'Neuer Name', roles: ['planung', 'admin'] });
      const expected = profile('u1', {
        name: 'Neuer Name',
        role: ['planung', 'admin'],
        lastSeenAt: LATER.toISOString(),
        settings: { ...userSettingsSchema.parse({}), lang: 'fr', showIntro: false },
      });
      expect(await users.upsertFromToken(changed, LATER)).toEqual(expected);
      expect(await users.findById('u1')).toEqual(expected);
    },

    'settings change one by one; an unknown user stays unknown': async (users) => {
      await users.upsertFromToken(user('u1'), SEEN);
      await users.updateSettings('u1', { autoComplete: ['Coop'] });
      await users.updateSettings('u1', { signature: 'T. Tester' });
      await users.updateSettings('u1', {});
      expect((await users.findById('u1'))?.settings).toEqual({
        ...userSettingsSchema.parse({}),
        autoComplete: ['Coop'],
        signature: 'T. Tester',
      });
      await users.updateSettings('u9', { lang: 'it' });
      expect(await users.findById('u9')).toBeNull();
    },

    'the active users, of a role if asked, sorted by name as the database sorts': async (users) => {
      await users.upsertFromToken(user('u1', { name: 'Zürcher Ida' }), SEEN);
      await users.upsertFromToken(user('u2', { name: 'Ärni Max', roles: ['planung'] }), SEEN);
      await users.upsertFromToken(user('u3', { name: 'meier Lea', roles: ['testkaeufer', 'planung'] }), SEEN);
      await users.upsertFromToken(user('u4', { name: 'Bauer Eva' }), SEEN);
      const names = (found: UserDocument[]) => found.map((each) => each.name);
      expect(names(await users.findActive())).toEqual(['Bauer Eva', 'Zürcher Ida', 'meier Lea', 'Ärni Max']);
      expect(names(await users.findActive('planung'))).toEqual(['meier Lea', 'Ärni Max']);
      expect(await users.findActive('admin')).toEqual([]);
    },

    'a sign-in takes its login name from a stale profile of another id, which then counts as deleted': async (
      users,
    ) => {
      await users.upsertFromToken(user('old-id', { username: 'tina' }), SEEN);
      const again = await users.upsertFromToken(user('new-id', { username: 'tina' }), LATER);
      expect(again).toMatchObject({ _id: 'new-id', username: 'tina', deleted: false });
      expect(await users.findById('old-id')).toMatchObject({ username: 'stale:old-id', deleted: true });
    },

    'the personnel numbers leave out the users without one and the unknown': async (users) => {
      await users.upsertFromToken(user('u1'), SEEN);
      expect(await users.findPersonnelNumbers(['u1', 'u9'])).toEqual([]);
    },
  },
);
