import { Module } from '@nestjs/common';
import { AdminSettingsOwnerController } from './admin-settings-owner.controller';
import { AdminSettingsController } from './admin-settings.controller';
import { AdminSettingsRepository } from './admin-settings.repository';
import { AdminSettingsService } from './admin-settings.service';

/** The global admin settings, read by the purchase rules and (over NATS and their events) by svc-timetrack. */
@Module({
  controllers: [AdminSettingsController, AdminSettingsOwnerController],
  providers: [AdminSettingsService, AdminSettingsRepository],
  exports: [AdminSettingsService],
})
export class AdminSettingsModule {}
