import type { AuthUser } from '@agecheck/nest-common';
import { newTestService, standIn } from '@agecheck/nest-common/testing';
import { InMemoryUsersRepository } from '../../test/in-memory-users.repository';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

const tina: AuthUser = { id: 'u1', username: 'tk', name: 'Tina', email: 'tk@x.ch', roles: ['testkaeufer'] };
const paul: AuthUser = {
  id: 'u2',
  username: 'pu',
  name: 'Paul',
  email: '',
  roles: ['portalUser'],
  vl: 'VL Zürich',
};

function setup() {
  const repository = new InMemoryUsersRepository();
  return { ...newTestService(UsersService, [standIn(UsersRepository, repository)]), repository };
}

describe('identity: the signed-in user and their settings (field-app spec, sections 2 and 3; decision 0005)', () => {
  it('creates the profile on the first sign-in with default settings and the time-tracking role', async () => {
    const { sut, repository, clock } = setup();
    expect(await sut.me(tina)).toEqual({
      _id: 'u1',
      name: 'Tina',
      email: 'tk@x.ch',
      role: ['testkaeufer'],
      timeRole: 'testkaeufer',
      deleted: false,
      settings: { autoComplete: [], showIntro: true, doNotShowTrans: false, tryNewRapportView: false },
    });
    expect(repository.users.get('u1')?.lastSeenAt).toBe(clock.now().toISOString());
    expect(await sut.me(paul)).toMatchObject({ vl: 'VL Zürich', timeRole: 'multi' });
  });

  it('changes only the settings an update names', async () => {
    const { sut } = setup();
    await sut.updateSettings(tina, 'u1', { showIntro: false });
    const changed = await sut.updateSettings(tina, 'u1', { lang: 'fr' });
    expect(changed.settings).toMatchObject({ lang: 'fr', showIntro: false });
  });

  it.each([
    ['another user’s settings', tina, 'u2', { lang: 'fr' as const }, 'USER_FORBIDDEN'],
    ['a setting the roles do not allow', paul, 'u2', { signature: 'x' }, 'SETTING_FORBIDDEN'],
  ])('refuses %s and changes nothing', async (_case, who, id, update, code) => {
    const { sut, repository } = setup();
    await expect(sut.updateSettings(who, id, update)).rejects.toMatchObject({ code });
    expect(repository.users.get(id)?.settings ?? {}).not.toMatchObject(update);
  });

  it('lists users who are not deleted, by role, and answers identity.user.get', async () => {
    const { sut, repository } = setup();
    await sut.me(tina);
    await sut.me(paul);
    repository.users.set('u3', {
      ...(await repository.upsertFromToken({ ...tina, id: 'u3', username: 'tina-old' }, new Date())),
      deleted: true,
    });
    expect(await sut.list('testkaeufer')).toEqual([{ _id: 'u1', name: 'Tina', role: ['testkaeufer'] }]);
    expect(await sut.summary('u3')).toEqual({
      _id: 'u3',
      name: 'Tina',
      role: ['testkaeufer'],
      deleted: true,
    });
    expect(await sut.summary('nobody')).toBeNull();
  });

  it('answers identity.user.get with the language the user chose (the PDF report is written in it)', async () => {
    const { sut } = setup();
    await sut.me(tina);
    expect(await sut.summary(tina.id)).not.toHaveProperty('lang');
    await sut.updateSettings(tina, tina.id, { lang: 'fr' });
    expect(await sut.summary(tina.id)).toMatchObject({ name: 'Tina', lang: 'fr' });
  });

  it('answers identity.user.get with the personnel number of the profile, when it has one (the payroll csv)', async () => {
    const { sut, repository } = setup();
    await sut.me(tina);
    expect(await sut.summary(tina.id)).not.toHaveProperty('pNr');
    repository.users.set(tina.id, { ...repository.users.get(tina.id)!, pNr: 'P-0042' });
    expect(await sut.summary(tina.id)).toMatchObject({ name: 'Tina', pNr: 'P-0042' });
  });

  it('answers identity.users.personnel with the personnel numbers of those of the users who have one', async () => {
    const { sut, repository } = setup();
    await sut.me(tina);
    await sut.me(paul);
    repository.users.set(tina.id, { ...repository.users.get(tina.id)!, pNr: 'P-0042' });
    expect(await sut.personnelNumbers([paul.id, tina.id, 'unknown'])).toEqual([
      { _id: tina.id, pNr: 'P-0042' },
    ]);
  });
});
