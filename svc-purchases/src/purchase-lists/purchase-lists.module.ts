import { Module } from '@nestjs/common';
import { PurchasesModule } from '../purchases/purchases.module';
import { PurchaseListSnapshot } from './purchase-list-snapshot';
import { PurchaseListsController } from './purchase-lists.controller';
import { PurchaseListsService } from './purchase-lists.service';

@Module({
  imports: [PurchasesModule],
  controllers: [PurchaseListsController],
  providers: [PurchaseListsService, PurchaseListSnapshot],
  exports: [PurchaseListsService],
})
export class PurchaseListsModule {}
