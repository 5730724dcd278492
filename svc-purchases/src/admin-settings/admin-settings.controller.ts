import { Body, Controller } from '@nestjs/common';
import { adminSettingsSchema, adminSettingsUpdateSchema, type AdminSettings } from '@agecheck/contracts';
import { createZodDto, CurrentUser, Endpoint, ZodResponse, type AuthUser } from '@agecheck/nest-common';
import { AdminSettingsService } from './admin-settings.service';

class AdminSettingsDto extends createZodDto(adminSettingsSchema) {}
class AdminSettingsUpdateDto extends createZodDto(adminSettingsUpdateSchema) {}

/** The global admin settings (back-office spec, section 7: "Settings resource get and update"). */
@Controller()
export class AdminSettingsController {
  constructor(private readonly settings: AdminSettingsService) {}

  @Endpoint('GET /api/adminSettings')
  @ZodResponse({ type: AdminSettingsDto })
  get(): Promise<AdminSettings> {
    return this.settings.get();
  }

  @Endpoint('PUT /api/adminSettings')
  @ZodResponse({ type: AdminSettingsDto })
  update(@CurrentUser() user: AuthUser, @Body() body: AdminSettingsUpdateDto): Promise<AdminSettings> {
    return this.settings.update(user, body);
  }
}
