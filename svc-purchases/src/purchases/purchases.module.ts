import { Module } from '@nestjs/common';
import { AdminSettingsModule } from '../admin-settings/admin-settings.module';
import { CatalogModule } from '../catalog/catalog.module';
import { ShoppersModule } from '../shoppers/shoppers.module';
import { SprintsModule } from '../sprints/sprints.module';
import { StoresModule } from '../stores/stores.module';
import { PurchaseOwnerController } from './purchase-owner.controller';
import { PurchasesController } from './purchases.controller';
import { PurchasesRepository } from './purchases.repository';
import { PurchasesService } from './purchases.service';

@Module({
  imports: [StoresModule, SprintsModule, CatalogModule, AdminSettingsModule, ShoppersModule],
  controllers: [PurchasesController, PurchaseOwnerController],
  providers: [PurchasesService, PurchasesRepository],
  exports: [PurchasesRepository, PurchasesService],
})
export class PurchasesModule {}
