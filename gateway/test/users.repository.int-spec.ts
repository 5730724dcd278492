import { userSettingsSchema, USERS_PAGE_SIZE, type EventEnvelope } from '@agecheck/contracts';
import { isDuplicateKey, type AuthUser } from '@agecheck/nest-common';
import {
  describeRepositoryContract,
  relayRecordingEvents,
  type Implementation,
} from '@agecheck/nest-common/testing';
import { UsersRepository, type ProfileFields, type UserDocument } from '../src/identity/users.repository';
import { InMemoryUsersRepository } from './in-memory-users.repository';

// User profiles: the in-memory stand-in of the identity, mail and dashboard services' unit tests answers as
// the MongoDB repository on the real server (what a token says on each sign-in, settings a user changes one
// by one, the active users of a role by name; the administrator's writes with their events, the unique login
// name and personnel number, the administrator's list).

type Subject = { users: Implementation<UsersRepository>; events: EventEnvelope<unknown>[] };

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

const event = (n: number): EventEnvelope<unknown> => ({
  id: `event-${n}`,
  subject: 'platform.user.created',
  occurredAt: SEEN.toISOString(),
  actor: { id: 'admin', name: 'Admin' },
  data: { n },
});

const fieldsOf = (document: UserDocument): ProfileFields => ({
  username: document.username,
  name: document.name,
  email: document.email,
  mail: document.mail ?? document.email,
  role: document.role,
  ...(document.vl ? { vl: document.vl } : {}),
  ...(document.pNr ? { pNr: document.pNr } : {}),
  deleted: document.deleted,
});

const refusedAsDuplicate = async (write: Promise<unknown>) => {
  const error = await write.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(isDuplicateKey(error)).toBe(true);
};

describeRepositoryContract<Subject>(
  'UsersRepository',
  {
    inMemory: () => {
      const users = new InMemoryUsersRepository();
      return { users, events: users.events };
    },
    mongo: async (db) => {
      const { relay, events } = relayRecordingEvents(db);
      const users = new UsersRepository(db, relay);
      await users.onModuleInit();
      return { users, events };
    },
  },
  {
    'a first sign-in creates the profile with default settings': async ({ users }) => {
      expect(await users.findById('u1')).toBeNull();
      expect(await users.upsertFromToken(user('u1', { vl: 'VL Mitte' }), SEEN)).toEqual(
        profile('u1', { vl: 'VL Mitte' }),
      );
      expect(await users.findById('u1')).toEqual(profile('u1', { vl: 'VL Mitte' }));
    },

    'a later sign-in takes what the token says and keeps the settings': async ({ users }) => {
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

    'settings change one by one; an unknown user stays unknown': async ({ users }) => {
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

    'the active users, of a role if asked, sorted by name as the database sorts': async ({ users }) => {
      await users.upsertFromToken(user('u1', { name: 'Zürcher Ida' }), SEEN);
      await users.upsertFromToken(user('u2', { name: 'Ärni Max', roles: ['planung'] }), SEEN);
      await users.upsertFromToken(user('u3', { name: 'meier Lea', roles: ['testkaeufer', 'planung'] }), SEEN);
      await users.upsertFromToken(user('u4', { name: 'Bauer Eva' }), SEEN);
      const names = (found: UserDocument[]) => found.map((each) => each.name);
      expect(names(await users.findActive())).toEqual(['Bauer Eva', 'Zürcher Ida', 'meier Lea', 'Ärni Max']);
      expect(names(await users.findActive('planung'))).toEqual(['meier Lea', 'Ärni Max']);
      expect(await users.findActive('admin')).toEqual([]);
    },

    'a sign-in takes its login name from a stale profile of another id, which then counts as deleted':
      async ({ users }) => {
        await users.upsertFromToken(user('old-id', { username: 'tina' }), SEEN);
        const again = await users.upsertFromToken(user('new-id', { username: 'tina' }), LATER);
        expect(again).toMatchObject({ _id: 'new-id', username: 'tina', deleted: false });
        expect(await users.findById('old-id')).toMatchObject({ username: 'stale:old-id', deleted: true });
      },

    'the personnel numbers leave out the users without one and the unknown': async ({ users }) => {
      await users.upsertFromToken(user('u1'), SEEN);
      expect(await users.findPersonnelNumbers(['u1', 'u9'])).toEqual([]);
    },
    'an administrator stores a new profile with its event, found as stored': async ({ users, events }) => {
      const tina = profile('u1', { mail: 'tina@mail.ch', pNr: '4711', vl: 'VL Mitte' });
      await users.insert(tina, event(1));
      expect(await users.findById('u1')).toEqual(tina);
      expect(events).toEqual([event(1)]);
      expect(await users.findPersonnelNumbers(['u1'])).toEqual([{ _id: 'u1', pNr: '4711' }]);
    },

    'a login name or a personnel number another profile holds is refused, nothing stored': async ({
      users,
      events,
    }) => {
      await users.insert(profile('u1', { pNr: '4711' }), event(1));
      await refusedAsDuplicate(users.insert(profile('u2', { username: 'u1' }), event(2)));
      await refusedAsDuplicate(users.insert(profile('u3', { pNr: '4711' }), event(3)));
      // profiles without a number never collide
      await users.insert(profile('u4'), event(4));
      await users.insert(profile('u5'), event(5));
      expect(await users.findById('u2')).toBeNull();
      expect(await users.findById('u3')).toBeNull();
      expect(events).toEqual([event(1), event(4), event(5)]);
      expect(await users.pNrHolder('4711')).toBe('u1');
      expect(await users.pNrHolder('4711', 'u1')).toBeUndefined();
      expect(await users.pNrHolder('0815')).toBeUndefined();
    },

    'an edit sets the form’s fields, drops a VL or number no longer given and keeps the settings': async ({
      users,
      events,
    }) => {
      const before = profile('u1', { vl: 'VL Mitte', pNr: '4711' });
      await users.insert(before, event(1));
      await users.updateSettings('u1', { lang: 'it' });
      const { vl: _vl, pNr: _pNr, ...withoutVl } = before;
      const edited = { ...withoutVl, name: 'Tina Neu', role: ['detektiv' as const], mail: 'neu@mail.ch' };
      expect(await users.update('u1', fieldsOf(edited), event(2))).toBe(true);
      expect(await users.findById('u1')).toEqual({
        ...edited,
        settings: { ...before.settings, lang: 'it' },
      });
      expect(await users.update('u9', fieldsOf(edited), event(3))).toBe(false);
      expect(events).toEqual([event(1), event(2)]);
      await users.insert(profile('u2', { pNr: '0815' }), event(4));
      await refusedAsDuplicate(users.update('u1', { ...fieldsOf(edited), pNr: '0815' }, event(5)));
      expect((await users.findById('u1'))?.pNr).toBeUndefined();
    },

    'a deleted profile leaves the active users, and a password change publishes its event': async ({
      users,
      events,
    }) => {
      await users.insert(profile('u1'), event(1));
      await users.markDeleted('u1', event(2));
      await users.passwordChanged('u1', event(3), LATER);
      expect(await users.findById('u1')).toEqual(
        profile('u1', { deleted: true, passwordChangedAt: LATER.toISOString() }),
      );
      expect(await users.findActive()).toEqual([]);
      expect(events).toEqual([event(1), event(2), event(3)]);
    },

    'the administrator’s list: by name then id, a page at a time, search, role and the deleted if asked':
      async ({ users }) => {
        const many = Array.from({ length: USERS_PAGE_SIZE + 2 }, (_, index) =>
          profile(`u${String(index).padStart(3, '0')}`, { name: `Name ${index % 3}` }),
        );
        for (const [index, each] of many.entries()) await users.insert(each, event(index));
        await users.insert(
          profile('p1', { name: 'Planer Paul', role: ['planung'], pNr: 'X-77', mail: 'paul@firma.ch' }),
          event(900),
        );
        await users.insert(profile('d1', { name: 'Gelöscht Gabi', deleted: true }), event(901));
        const first = await users.page({ page: 1 });
        expect(first.total).toBe(USERS_PAGE_SIZE + 3);
        expect(first.items).toHaveLength(USERS_PAGE_SIZE);
        const second = await users.page({ page: 2 });
        expect(second.items.map((each) => each._id)).toEqual(['u047', 'u050', 'p1']);
        expect((await users.page({ page: 1, role: 'planung' })).items.map((each) => each._id)).toEqual([
          'p1',
        ]);
        for (const search of ['planer', 'PAUL@firma', 'x-77'])
          expect((await users.page({ page: 1, search })).items.map((each) => each._id)).toEqual(['p1']);
        expect((await users.page({ page: 1, search: 'gabi' })).total).toBe(0);
        expect((await users.page({ page: 1, search: 'gabi', deleted: 'true' })).items).toEqual([
          profile('d1', { name: 'Gelöscht Gabi', deleted: true }),
        ]);
      },
  },
);
