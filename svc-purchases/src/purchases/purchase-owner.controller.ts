import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { ReplyOf } from '@agecheck/contracts';
import { parseRequest } from '@agecheck/nest-common';
import { PurchasesService } from './purchases.service';

/** svc-files asks whose purchase an upload names before it stores the file (issue 17, item 5). */
@Controller()
export class PurchaseOwnerController {
  constructor(private readonly purchases: PurchasesService) {}

  @MessagePattern('purchaseOwner.get')
  owner(@Payload() payload: unknown): Promise<ReplyOf<'purchaseOwner.get'>> {
    return this.purchases.ownerOf(parseRequest('purchaseOwner.get', payload).id);
  }
}
