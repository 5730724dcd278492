import { Global, Module } from '@nestjs/common';
import { AdminSettingsModule } from '../admin-settings/admin-settings.module';
import { CatalogModule } from '../catalog/catalog.module';
import { ShoppersModule } from '../shoppers/shoppers.module';
import { RoundPurchases } from '../sprints/round-purchases';
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

/**
 * Gives the rounds module the reader of purchases it names (`RoundPurchases`): the purchases repository.
 * Global, since the purchases module imports the rounds module (for its warnings) and cannot be imported
 * back; it offers that reader only.
 */
@Global()
@Module({
  imports: [PurchasesModule],
  providers: [{ provide: RoundPurchases, useExisting: PurchasesRepository }],
  exports: [RoundPurchases],
})
export class RoundPurchasesModule {}
