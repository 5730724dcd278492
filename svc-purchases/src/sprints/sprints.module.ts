import { Module } from '@nestjs/common';
import { AdminSettingsModule } from '../admin-settings/admin-settings.module';
import { StoresModule } from '../stores/stores.module';
import { SprintAdminController } from './sprint-admin.controller';
import { SprintAdminService } from './sprint-admin.service';
import { SprintCounter } from './sprint-counter';
import { SprintCountsConsumer } from './sprint-counts.consumer';
import { SprintsController } from './sprints.controller';
import { SprintsRepository } from './sprints.repository';
import { SprintsService } from './sprints.service';

@Module({
  imports: [AdminSettingsModule, StoresModule],
  controllers: [SprintsController, SprintAdminController],
  providers: [SprintsService, SprintAdminService, SprintsRepository, SprintCounter, SprintCountsConsumer],
  exports: [SprintsService, SprintsRepository],
})
export class SprintsModule {}
