import type { Timetrack } from '@agecheck/contracts';
import { newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import { InMemoryCustomersRepository } from '../../test/in-memory-customers.repository';
import { InMemoryTimetrackRepository } from '../../test/in-memory-timetrack.repository';
import { CustomersRepository } from './customers.repository';
import { CustomersService } from './customers.service';
import { RecordsUsage } from './master-data';

// Customers and the three kinds of region over the in-memory stand-ins (checklist A.8; decision 0034).

const admin = testUser('ad1', ['admin']);

const region = {
  order: 1,
  name: 'Bern',
  vstort: 'Bern',
  referenz: 'R-1',
  lieferadresse: 'Coop Bern, Postfach',
  kst: '4711',
  price: { normal: 80, sonntag: 120 },
};
const tkRegion = {
  name: 'Coop Mitte',
  api: 'coop' as const,
  referenz: 'T-1',
  kst: '4712',
  price: { normal: 50, zusatz: 10 },
  conditionDays: 30,
};

function setup() {
  const repository = new InMemoryCustomersRepository();
  const records = new InMemoryTimetrackRepository();
  const service = newTestService(CustomersService, [
    standIn(CustomersRepository, repository),
    standIn(RecordsUsage, records),
  ]);
  return { ...service, repository, records };
}

function useIn(records: InMemoryTimetrackRepository, changes: Partial<Timetrack>) {
  records.records.set('r1', {
    _id: 'r1',
    typ: 'detektiv',
    index: 4,
    complete: true,
    reviewed: false,
    flags: [],
    userID: 'd1',
    version: 1,
    createdAt: '',
    updatedAt: '',
    ...changes,
  });
}

describe('CustomersService (checklist A.8; decision 0034)', () => {
  it('creates a region and a customer in it, lists them, and publishes each whole', async () => {
    const { sut, repository } = setup();
    const saved = await sut.create(admin, 'region', region);
    const customer = await sut.create(admin, 'customer', {
      name: 'Coop Bahnhof',
      vst: 1234,
      region: saved._id,
      kind: 'cashRegister',
    });
    expect(await sut.list('region')).toEqual([saved]);
    expect(await sut.list('customer')).toEqual([customer]);
    expect(repository.events.map((event) => [event.subject, event.data])).toEqual([
      ['timetrack.region.saved', { region: saved, created: true }],
      ['timetrack.customer.saved', { customer, created: true }],
    ]);
  });

  it('refuses a customer in a region that does not exist', async () => {
    const { sut } = setup();
    await expect(
      sut.create(admin, 'customer', {
        name: 'X',
        vst: 1,
        region: '65f0c0ffee0000000000aaaa',
        kind: 'exitCheck',
      }),
    ).rejects.toMatchObject({ code: 'CUSTOMER_REGION_UNKNOWN' });
  });

  it('changes an item in place and answers 404 for an unknown one', async () => {
    const { sut } = setup();
    const saved = await sut.create(admin, 'tkRegion', tkRegion);
    await expect(
      sut.update(admin, 'tkRegion', saved._id, { ...tkRegion, name: 'Coop Ost' }),
    ).resolves.toEqual({ ...tkRegion, name: 'Coop Ost', _id: saved._id });
    await expect(sut.update(admin, 'tkRegion', '65f0c0ffee0000000000ffff', tkRegion)).rejects.toMatchObject({
      code: 'CUSTOMER_NOT_FOUND',
    });
  });

  it('refuses with timetrack.inUse to delete a customer or region records use, or a region a customer uses; deletes it once unused', async () => {
    const { sut, records, repository } = setup();
    const saved = await sut.create(admin, 'region', region);
    const customer = await sut.create(admin, 'customer', {
      name: 'Coop',
      vst: 1,
      region: saved._id,
      kind: 'storeCheck',
    });
    useIn(records, { kunde: customer._id, region: saved._id });
    await expect(sut.remove(admin, 'customer', customer._id)).rejects.toMatchObject({
      code: 'CUSTOMER_IN_USE',
      status: 409,
      key: 'timetrack.inUse',
    });
    records.records.clear();
    await expect(sut.remove(admin, 'region', saved._id)).rejects.toMatchObject({ code: 'CUSTOMER_IN_USE' });
    await sut.remove(admin, 'customer', customer._id);
    await sut.remove(admin, 'region', saved._id);
    expect(await sut.list('region')).toEqual([]);
    expect(repository.events.at(-1)).toMatchObject({
      subject: 'timetrack.region.deleted',
      data: { region: saved },
    });
  });

  it('refuses to delete a test-purchase region a record uses', async () => {
    const { sut, records } = setup();
    const saved = await sut.create(admin, 'tkRegion', tkRegion);
    useIn(records, { typ: 'testkaeufer', region: saved._id });
    await expect(sut.remove(admin, 'tkRegion', saved._id)).rejects.toMatchObject({ code: 'CUSTOMER_IN_USE' });
  });
});
