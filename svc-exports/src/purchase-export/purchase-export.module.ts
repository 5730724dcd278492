import { Module } from '@nestjs/common';
import { ExportFiles } from '../export-files/export-files';
import { PurchasesModule } from '../purchases/purchases.module';
import { PurchaseExportController } from './purchase-export.controller';
import { PurchaseExportHandler } from './purchase-export.handler';
import { PurchaseExportService } from './purchase-export.service';

/** The purchases-overview export (Excel, CSV) as a job over svc-exports' purchase rows. */
@Module({
  imports: [PurchasesModule],
  controllers: [PurchaseExportController],
  providers: [PurchaseExportHandler, PurchaseExportService, ExportFiles],
})
export class PurchaseExportModule {}
