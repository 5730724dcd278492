import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@agecheck/contracts';
import { Clock, EventFactory, IdGenerator, type AuthUser } from '@agecheck/nest-common';
import { CustomerException } from './customers.exception';
import { CustomersRepository } from './customers.repository';
import { RecordsUsage, type MasterData, type MasterInput, type MasterKind } from './master-data';

const actorOf = (user: AuthUser) => ({ id: user.id, name: user.name });

/**
 * Use cases of the customers and the three kinds of region (checklist A.8, A.9 #7–22): list, create, change,
 * delete. A customer's region must exist; one that time records (or, for a region, customers) use is not
 * deleted (409 `timetrack.inUse`, decision 0034). Each write publishes the whole item, for svc-exports' invoices.
 */
@Injectable()
export class CustomersService {
  constructor(
    private readonly repository: CustomersRepository,
    private readonly records: RecordsUsage,
    private readonly events: EventFactory,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  list<K extends MasterKind>(kind: K): Promise<MasterData[K][]> {
    return this.repository.list(kind);
  }

  create<K extends MasterKind>(user: AuthUser, kind: K, input: MasterInput[K]): Promise<MasterData[K]> {
    return this.write(user, kind, { ...input, _id: this.ids.objectId() } as MasterData[K], true);
  }

  async update<K extends MasterKind>(
    user: AuthUser,
    kind: K,
    id: string,
    input: MasterInput[K],
  ): Promise<MasterData[K]> {
    if (!(await this.repository.findById(kind, id))) throw new CustomerException('CUSTOMER_NOT_FOUND');
    return this.write(user, kind, { ...input, _id: id } as MasterData[K], false);
  }

  private async write<K extends MasterKind>(
    user: AuthUser,
    kind: K,
    item: MasterData[K],
    created: boolean,
  ): Promise<MasterData[K]> {
    if (kind === 'customer') {
      const { region } = item as MasterData['customer'];
      if (!(await this.repository.findById('region', region)))
        throw new CustomerException('CUSTOMER_REGION_UNKNOWN', undefined, [
          { path: 'region', key: 'util.invalid' },
        ]);
    }
    const event = this.savedEvent(user, kind, item, created);
    if (!(await this.repository.save(kind, item, event, created)))
      throw new CustomerException('CUSTOMER_NOT_FOUND');
    return item;
  }

  async remove(user: AuthUser, kind: MasterKind, id: string): Promise<void> {
    const item = await this.repository.findById(kind, id);
    if (!item) throw new CustomerException('CUSTOMER_NOT_FOUND');
    if (await this.isUsed(kind, id)) throw new CustomerException('CUSTOMER_IN_USE');
    const event = this.deletedEvent(user, kind, item);
    if (!(await this.repository.remove(kind, id, event, this.clock.now())))
      throw new CustomerException('CUSTOMER_NOT_FOUND');
  }

  /** A customer is used by the records naming it; a region by records or customers; a Valora region by none yet. */
  private async isUsed(kind: MasterKind, id: string): Promise<boolean> {
    switch (kind) {
      case 'customer':
        return this.records.isUsed('kunde', id);
      case 'region':
        return (await this.repository.customersInRegion(id)) || this.records.isUsed('region', id);
      case 'tkRegion':
        return this.records.isUsed('region', id);
      case 'valoraRegion':
        return false;
    }
  }

  private savedEvent<K extends MasterKind>(
    user: AuthUser,
    kind: K,
    item: MasterData[K],
    created: boolean,
  ): EventEnvelope<unknown> {
    const actor = actorOf(user);
    const any = item as never;
    switch (kind) {
      case 'customer':
        return this.events.create('timetrack.customer.saved', { customer: any, created }, actor);
      case 'region':
        return this.events.create('timetrack.region.saved', { region: any, created }, actor);
      case 'valoraRegion':
        return this.events.create('timetrack.valoraRegion.saved', { region: any, created }, actor);
      default:
        return this.events.create('timetrack.tkRegion.saved', { region: any, created }, actor);
    }
  }

  private deletedEvent<K extends MasterKind>(
    user: AuthUser,
    kind: K,
    item: MasterData[K],
  ): EventEnvelope<unknown> {
    const actor = actorOf(user);
    const any = item as never;
    switch (kind) {
      case 'customer':
        return this.events.create('timetrack.customer.deleted', { customer: any }, actor);
      case 'region':
        return this.events.create('timetrack.region.deleted', { region: any }, actor);
      case 'valoraRegion':
        return this.events.create('timetrack.valoraRegion.deleted', { region: any }, actor);
      default:
        return this.events.create('timetrack.tkRegion.deleted', { region: any }, actor);
    }
  }
}
