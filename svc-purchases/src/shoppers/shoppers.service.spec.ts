import { newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import { InMemoryShoppersRepository } from '../../test/in-memory-shoppers.repository';
import { ShoppersRepository } from './shoppers.repository';
import { ShoppersService } from './shoppers.service';

const buyer = testUser('tk1', ['testkaeufer']);
const otherBuyer = testUser('tk2', ['testkaeufer']);
const planner = testUser('pl1', ['planung']);
const admin = testUser('ad1', ['admin']);

const input = {
  nachname: 'Muster',
  vorname: 'Anna',
  date: '2010-05-01',
  gender: 'w' as const,
  address: { street: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich' },
};

function setup() {
  const repository = new InMemoryShoppersRepository();
  const service = newTestService(ShoppersService, [standIn(ShoppersRepository, repository)]);
  service.requests.answer('identity.user.get', ({ id }) =>
    id === 'tk2'
      ? { _id: 'tk2', name: 'Tina', role: ['testkaeufer'], deleted: false }
      : id === 'gone'
        ? { _id: 'gone', name: 'Gone', role: ['testkaeufer'], deleted: true }
        : id === 'det'
          ? { _id: 'det', name: 'Det', role: ['detektiv'], deleted: false }
          : null,
  );
  return { ...service, repository };
}

describe('ShoppersService (field-app spec, sections 5 to 7; back-office "Shopper administration")', () => {
  it('saves a test buyer’s new shopper as theirs, with the joined name, a new id and one saved event', async () => {
    const { sut, repository, clock } = setup();
    const saved = await sut.save(buyer, input);
    expect(saved).toEqual({
      _id: '000000000000000000000001',
      name: 'Muster Anna',
      ...input,
      userID: 'tk1',
      updatedAt: clock.now().toISOString(),
    });
    expect(repository.events).toEqual([
      expect.objectContaining({
        subject: 'purchases.shopper.saved',
        data: { shopper: saved, created: true },
        actor: { id: 'tk1', name: 'Name tk1' },
        occurredAt: clock.now().toISOString(),
      }),
    ]);
  });

  it.each([
    ['today', '2026-11-23'],
    ['tomorrow', '2026-11-24'],
  ])('refuses a birth date of %s with shopper.dateErr and stores nothing', async (_when, date) => {
    const { sut, repository } = setup();
    await expect(sut.save(buyer, { ...input, date })).rejects.toMatchObject({
      code: 'SHOPPER_BIRTH_DATE_IN_FUTURE',
    });
    expect(repository.shoppers.size).toBe(0);
  });

  it.each([
    ['a planner without a user', planner, undefined, 'SHOPPER_USER_REQUIRED'],
    ['an admin picking a deleted user', admin, 'gone', 'SHOPPER_USER_UNKNOWN'],
    ['a planner picking a detective', planner, 'det', 'SHOPPER_USER_UNKNOWN'],
    ['a planner picking an unknown user', planner, 'nobody', 'SHOPPER_USER_UNKNOWN'],
    ['a test buyer naming another owner', buyer, 'tk2', 'SHOPPER_FORBIDDEN'],
  ])('refuses %s (%s)', async (_case, who, userID, code) => {
    const { sut, repository } = setup();
    await expect(sut.save(who, { ...input, ...(userID ? { userID } : {}) })).rejects.toMatchObject({ code });
    expect(repository.events).toEqual([]);
  });

  it('lets an administrator (admin implies planung) give a shopper to a test buyer, checked over NATS', async () => {
    const { sut, requests } = setup();
    const saved = await sut.save(admin, { ...input, userID: 'tk2' });
    expect(saved.userID).toBe('tk2');
    expect(requests.sent).toEqual([{ subject: 'identity.user.get', payload: { id: 'tk2' } }]);
  });

  it('answers another test buyer’s shopper like a missing one, for reading, changing and deleting', async () => {
    const { sut, repository } = setup();
    const saved = await sut.save(buyer, input);
    await expect(sut.get(otherBuyer, saved._id)).rejects.toMatchObject({ code: 'SHOPPER_NOT_FOUND' });
    await expect(sut.save(otherBuyer, { ...input, _id: saved._id })).rejects.toMatchObject({
      code: 'SHOPPER_NOT_FOUND',
    });
    await expect(sut.remove(otherBuyer, saved._id)).rejects.toMatchObject({ code: 'SHOPPER_NOT_FOUND' });
    expect(repository.shoppers.get(saved._id)).toEqual(saved);
  });

  it('changes a shopper in place and deletes it with a deleted event', async () => {
    const { sut, repository } = setup();
    const saved = await sut.save(buyer, input);
    const changed = await sut.save(buyer, { ...input, _id: saved._id, vorname: 'Anne' });
    expect(changed).toMatchObject({ _id: saved._id, name: 'Muster Anne' });
    await sut.remove(planner, saved._id);
    expect(await sut.listOwn(buyer)).toEqual([]);
    expect(repository.events.map((event) => event.subject)).toEqual([
      'purchases.shopper.saved',
      'purchases.shopper.saved',
      'purchases.shopper.deleted',
    ]);
  });

  it('lists another user’s shoppers only for planners and administrators', async () => {
    const { sut } = setup();
    await sut.save(otherBuyer, input);
    expect(() => sut.listByUser(buyer, 'tk2')).toThrow(
      expect.objectContaining({ code: 'SHOPPER_FORBIDDEN' }),
    );
    await expect(sut.listByUser(admin, 'tk2')).resolves.toHaveLength(1);
  });

  it('answers svc-timetrack a shopper by id with its owner, name and birth date, null for an unknown id', async () => {
    const { sut } = setup();
    const saved = await sut.save(buyer, input);
    await expect(sut.ownerOf(saved._id)).resolves.toEqual({
      _id: saved._id,
      name: 'Muster Anna',
      date: '2010-05-01',
      userID: 'tk1',
    });
    await expect(sut.ownerOf('0000000000000000000000ff')).resolves.toBeNull();
  });
});
