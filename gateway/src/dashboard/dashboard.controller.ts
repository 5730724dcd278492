import { Controller } from '@nestjs/common';
import { dashboardSchema, type Dashboard } from '@agecheck/contracts';
import { createZodDto, CurrentUser, Endpoint, ZodResponse, type AuthUser } from '@agecheck/nest-common';
import { DashboardService } from './dashboard.service';

class DashboardDto extends createZodDto(dashboardSchema) {}

/** The dashboard composition (field-app spec, section 7: `GET api/dashboard/`). */
@Controller()
export class DashboardController {
  constructor(private readonly dashboards: DashboardService) {}

  @Endpoint('GET /api/dashboard')
  @ZodResponse({ type: DashboardDto })
  dashboard(@CurrentUser() user: AuthUser): Promise<Dashboard> {
    return this.dashboards.dashboard(user);
  }
}
