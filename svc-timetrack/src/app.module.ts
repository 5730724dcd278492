import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformConfig } from '@agecheck/nest-common';
import { CustomersModule } from './customers/customers.module';
import { RecordsUsageModule, TimetrackModule } from './timetrack/timetrack.module';

/** svc-timetrack: time records, customers and the three kinds of regions (checklist A.2 to A.9). */
@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return {
      module: AppModule,
      // the customers' literal paths (`kunden`, `regionen`) before the records' `/:id`
      imports: [PlatformModule.forRoot(config), CustomersModule, TimetrackModule, RecordsUsageModule],
    };
  }
}
