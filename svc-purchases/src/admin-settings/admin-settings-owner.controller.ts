import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { ReplyOf } from '@agecheck/contracts';
import { parseRequest } from '@agecheck/nest-common';
import { AdminSettingsService } from './admin-settings.service';

/**
 * svc-timetrack asks at start for the global admin settings (the lock age of time records, decision A-C5)
 * with the time of their last save, then follows `purchases.adminSettings.saved`.
 */
@Controller()
export class AdminSettingsOwnerController {
  constructor(private readonly settings: AdminSettingsService) {}

  @MessagePattern('adminSettings.get')
  current(@Payload() payload: unknown): Promise<ReplyOf<'adminSettings.get'>> {
    parseRequest('adminSettings.get', payload);
    return this.settings.current();
  }
}
