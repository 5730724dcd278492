import { Module } from '@nestjs/common';
import { PurchasesModule } from '../purchases/purchases.module';
import { FilesClient } from './files.client';
import { ReportController } from './report.controller';
import { ReportService } from './report.service';

/** `GET api/exports/rapport/{id}`: the PDF report of a purchase. */
@Module({
  imports: [PurchasesModule],
  controllers: [ReportController],
  providers: [ReportService, FilesClient],
})
export class ReportModule {}
