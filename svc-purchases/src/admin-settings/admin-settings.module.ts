import { Module } from '@nestjs/common';
import { AdminSettingsController } from './admin-settings.controller';
import { AdminSettingsRepository } from './admin-settings.repository';
import { AdminSettingsService } from './admin-settings.service';

/** The global admin settings, read by the purchase rules. */
@Module({
  controllers: [AdminSettingsController],
  providers: [AdminSettingsService, AdminSettingsRepository],
  exports: [AdminSettingsService],
})
export class AdminSettingsModule {}
