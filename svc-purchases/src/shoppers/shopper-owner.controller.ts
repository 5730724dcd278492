import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { ReplyOf } from '@agecheck/contracts';
import { parseRequest } from '@agecheck/nest-common';
import { ShoppersService } from './shoppers.service';

/**
 * svc-timetrack asks for the shopper of a payout (its owner, name and birth date) before it stores a time
 * record: the shopper must be the record owner's, and the record keeps the snapshot (issue 19).
 */
@Controller()
export class ShopperOwnerController {
  constructor(private readonly shoppers: ShoppersService) {}

  @MessagePattern('shopperOwner.get')
  shopper(@Payload() payload: unknown): Promise<ReplyOf<'shopperOwner.get'>> {
    return this.shoppers.ownerOf(parseRequest('shopperOwner.get', payload).id);
  }
}
