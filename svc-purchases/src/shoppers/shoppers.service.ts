import { Injectable } from '@nestjs/common';
import {
  canAccessShopper,
  isAssignableOwner,
  isBirthDateInPast,
  ownerOnSave,
  shopperDisplayName,
  type OwnerProblem,
  type Page,
  type Shopper,
  type ShopperInput,
  type ShopperListQuery,
} from '@agecheck/contracts';
import { Clock, EventFactory, IdGenerator, RequestClient, type AuthUser } from '@agecheck/nest-common';
import { ShopperException, type ShopperErrorCode } from './shoppers.exception';
import { ShoppersRepository } from './shoppers.repository';

const actorOf = (user: AuthUser) => ({ id: user.id, name: user.name });

const OWNER_ERRORS: Record<OwnerProblem, ShopperErrorCode> = {
  userRequired: 'SHOPPER_USER_REQUIRED',
  forbidden: 'SHOPPER_FORBIDDEN',
};

/** Use cases of shoppers: list, read, save and delete, each within the caller's reach. */
@Injectable()
export class ShoppersService {
  constructor(
    private readonly repository: ShoppersRepository,
    private readonly requests: RequestClient,
    private readonly events: EventFactory,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  listOwn(user: AuthUser): Promise<Shopper[]> {
    return this.repository.findByUser(user.id);
  }

  listByUser(user: AuthUser, userID: string): Promise<Shopper[]> {
    if (!canAccessShopper(user, { userID })) throw new ShopperException('SHOPPER_FORBIDDEN');
    return this.repository.findByUser(userID);
  }

  listAll(query: ShopperListQuery): Promise<Page<Shopper>> {
    return this.repository.findPage(query);
  }

  async get(user: AuthUser, id: string): Promise<Shopper> {
    const shopper = await this.repository.findById(id);
    // Someone else's shopper answers like a missing one, so ids of other users' shoppers reveal nothing.
    if (!shopper || !canAccessShopper(user, shopper)) throw new ShopperException('SHOPPER_NOT_FOUND');
    return shopper;
  }

  /**
   * A shopper by id with its owner, name and birth date, `null` when none has it: svc-timetrack checks a
   * payout's shopper and keeps the snapshot (issue 19).
   */
  async ownerOf(id: string): Promise<Pick<Shopper, '_id' | 'name' | 'date' | 'userID'> | null> {
    const shopper = await this.repository.findById(id);
    return shopper
      ? { _id: shopper._id, name: shopper.name, date: shopper.date, userID: shopper.userID }
      : null;
  }

  async save(user: AuthUser, input: ShopperInput): Promise<Shopper> {
    const owner = ownerOnSave(user, input.userID);
    if ('problem' in owner) throw new ShopperException(OWNER_ERRORS[owner.problem]);
    if (!isBirthDateInPast(input.date, this.clock.today()))
      throw new ShopperException('SHOPPER_BIRTH_DATE_IN_FUTURE');
    if (
      owner.needsCheck &&
      !isAssignableOwner(await this.requests.request('identity.user.get', { id: owner.userID }))
    ) {
      throw new ShopperException('SHOPPER_USER_UNKNOWN');
    }
    const created = !input._id;
    if (input._id) await this.get(user, input._id);

    const shopper: Shopper = {
      _id: input._id ?? this.ids.objectId(),
      name: shopperDisplayName(input),
      nachname: input.nachname,
      vorname: input.vorname,
      date: input.date,
      gender: input.gender,
      address: input.address,
      userID: owner.userID,
      updatedAt: this.clock.now().toISOString(),
    };
    const event = this.events.create('purchases.shopper.saved', { shopper, created }, actorOf(user));
    if (!(await this.repository.save(shopper, event, created)))
      throw new ShopperException('SHOPPER_NOT_FOUND');
    return shopper;
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    const shopper = await this.get(user, id);
    const event = this.events.create(
      'purchases.shopper.deleted',
      { shopperId: shopper._id, name: shopper.name, userID: shopper.userID },
      actorOf(user),
    );
    if (!(await this.repository.remove(id, event, this.clock.now())))
      throw new ShopperException('SHOPPER_NOT_FOUND');
  }
}
