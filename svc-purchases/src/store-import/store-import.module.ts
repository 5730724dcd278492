import { Module } from '@nestjs/common';
import { SprintsModule } from '../sprints/sprints.module';
import { StoresModule } from '../stores/stores.module';
import { StoreImportController } from './store-import.controller';
import { StoreImportService } from './store-import.service';

/**
 * The store import's side in svc-purchases (decision 0025). Imported after the stores module: its route
 * `POST /api/stores/:type` would otherwise take `POST /api/stores/search`.
 */
@Module({
  imports: [StoresModule, SprintsModule],
  controllers: [StoreImportController],
  providers: [StoreImportService],
})
export class StoreImportModule {}
