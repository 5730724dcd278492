import { Module } from '@nestjs/common';
import { StoreImportController } from './store-import.controller';
import { StoreImportHandler } from './store-import.handler';
import { StoreImportService } from './store-import.service';
import { StoreUploadsRepository } from './store-uploads.repository';

/** The store import from Excel as a job (decision 0025); svc-purchases writes the stores and the round. */
@Module({
  controllers: [StoreImportController],
  providers: [StoreImportHandler, StoreImportService, StoreUploadsRepository],
})
export class StoreImportModule {}
