import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformConfig } from '@agecheck/nest-common';
import { TesterProtectionSettings, type PurchasesConfig } from './config';
import { AnalysisModule } from './analysis/analysis.module';
import { AdminSettingsModule } from './admin-settings/admin-settings.module';
import { CatalogModule } from './catalog/catalog.module';
import { ControlModule } from './control/control.module';
import { DashboardPurchasesModule } from './dashboard/dashboard-purchases.module';
import { PurchaseListsModule } from './purchase-lists/purchase-lists.module';
import { PurchasesModule, RoundPurchasesModule } from './purchases/purchases.module';
import { ShoppersModule } from './shoppers/shoppers.module';
import { SprintsModule } from './sprints/sprints.module';
import { StoreImportModule } from './store-import/store-import.module';
import { StoresModule } from './stores/stores.module';

/** svc-purchases: stores, test purchases, control, rounds, shoppers, articles, instructions, feedbacks, online purchases. */
@Module({})
export class AppModule {
  /** `testerProtection` defaults to the contracts' defaults (decision 0014). */
  static forRoot(config: PlatformConfig & Partial<Pick<PurchasesConfig, 'testerProtection'>>): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config, {
          providers: [
            {
              provide: TesterProtectionSettings,
              useValue: new TesterProtectionSettings(config.testerProtection),
            },
          ],
        }),
        ShoppersModule,
        PurchasesModule,
        RoundPurchasesModule,
        PurchaseListsModule,
        SprintsModule,
        StoresModule,
        StoreImportModule,
        CatalogModule,
        DashboardPurchasesModule,
        AnalysisModule,
        AdminSettingsModule,
        ControlModule,
      ],
    };
  }
}
