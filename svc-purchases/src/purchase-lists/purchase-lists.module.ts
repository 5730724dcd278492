import { Module } from '@nestjs/common';
import { PurchaseListSnapshot } from './purchase-list-snapshot';
import { PurchaseListsController } from './purchase-lists.controller';
import { PurchaseListsRepository } from './purchase-lists.repository';
import { PurchaseListsService } from './purchase-lists.service';

@Module({
  controllers: [PurchaseListsController],
  providers: [PurchaseListsService, PurchaseListSnapshot, PurchaseListsRepository],
  exports: [PurchaseListsService],
})
export class PurchaseListsModule {}
