import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformConfig } from '@agecheck/nest-common';
import { CatalogModule } from './catalog/catalog.module';
import { DashboardPurchasesModule } from './dashboard/dashboard-purchases.module';
import { PurchasesModule } from './purchases/purchases.module';
import { ShoppersModule } from './shoppers/shoppers.module';
import { SprintsModule } from './sprints/sprints.module';
import { StoresModule } from './stores/stores.module';

/** svc-purchases: stores, test purchases, control, rounds, shoppers, articles, instructions, feedbacks, online purchases. */
@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config),
        ShoppersModule,
        PurchasesModule,
        SprintsModule,
        StoresModule,
        CatalogModule,
        DashboardPurchasesModule,
      ],
    };
  }
}
