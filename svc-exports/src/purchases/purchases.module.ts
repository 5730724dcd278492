import { Module } from '@nestjs/common';
import { PurchaseRowsRepository } from './purchase-rows.repository';
import { PurchasesConsumer } from './purchases.consumer';

/** The purchase read model: what the overview export and the PDF report need, kept from svc-purchases' events. */
@Module({ providers: [PurchasesConsumer, PurchaseRowsRepository], exports: [PurchaseRowsRepository] })
export class PurchasesModule {}
