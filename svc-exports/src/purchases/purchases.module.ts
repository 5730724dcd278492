import { Module } from '@nestjs/common';
import { PurchaseExportRows } from './purchase-export-rows';
import { PurchaseRowsRepository } from './purchase-rows.repository';
import { PurchasesConsumer } from './purchases.consumer';

/**
 * The purchase read model: what the overview export and the PDF report need, kept from svc-purchases'
 * events, and the export's records in memory.
 */
@Module({
  providers: [PurchasesConsumer, PurchaseRowsRepository, PurchaseExportRows],
  exports: [PurchaseRowsRepository, PurchaseExportRows],
})
export class PurchasesModule {}
