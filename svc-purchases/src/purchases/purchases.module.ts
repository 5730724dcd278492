import { DynamicModule, Module } from '@nestjs/common';
import type { TesterProtectionConfig } from '@agecheck/contracts';
import { SprintsModule } from '../sprints/sprints.module';
import { StoresModule } from '../stores/stores.module';
import { PurchasesController } from './purchases.controller';
import { PurchasesRepository } from './purchases.repository';
import { PurchasesService, TesterProtectionSettings } from './purchases.service';

@Module({})
export class PurchasesModule {
  /** Test purchases with the tester protection the service is configured with. */
  static forRoot(testerProtection: TesterProtectionConfig): DynamicModule {
    return {
      module: PurchasesModule,
      imports: [StoresModule, SprintsModule],
      controllers: [PurchasesController],
      providers: [
        PurchasesService,
        PurchasesRepository,
        { provide: TesterProtectionSettings, useValue: new TesterProtectionSettings(testerProtection) },
      ],
      exports: [PurchasesRepository],
    };
  }
}
