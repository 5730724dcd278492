import { Global, Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { RecordsUsage } from '../customers/master-data';
import { TimetrackAdminList } from './timetrack-admin-list';
import { TimetrackController } from './timetrack.controller';
import { TimetrackRepository } from './timetrack.repository';
import { TimetrackService } from './timetrack.service';
import { TimetrackSettingsSource } from './timetrack-settings';

@Module({
  imports: [CustomersModule],
  controllers: [TimetrackController],
  providers: [TimetrackService, TimetrackRepository, TimetrackAdminList, TimetrackSettingsSource],
  exports: [TimetrackRepository],
})
export class TimetrackModule {}

/**
 * Gives the customers module what it asks of the records (`RecordsUsage`: is a customer or region in use?):
 * the records repository. Global, since the records module imports the customers module and cannot be
 * imported back.
 */
@Global()
@Module({
  imports: [TimetrackModule],
  providers: [{ provide: RecordsUsage, useExisting: TimetrackRepository }],
  exports: [RecordsUsage],
})
export class RecordsUsageModule {}
