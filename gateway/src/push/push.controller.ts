import { Body, Controller, Param } from '@nestjs/common';
import { pushRegistrationSchema, pushStateSchema, type PushState } from '@agecheck/contracts';
import {
  ApiErrors,
  createZodDto,
  CurrentUser,
  Endpoint,
  ZodResponse,
  type AuthUser,
} from '@agecheck/nest-common';
import { PUSH_ERRORS } from './push.exception';
import { PushService } from './push.service';

class PushRegistrationDto extends createZodDto(pushRegistrationSchema) {}
class PushStateDto extends createZodDto(pushStateSchema) {}

/** The push registration (field-app spec, section 7, L194; checklist D.9, decision D-C15): one's own only. */
@ApiErrors(PUSH_ERRORS)
@Controller()
export class PushController {
  constructor(private readonly push: PushService) {}

  /** Stores the browser's PushSubscription (one per endpoint), or the marker `refused` or `error`. */
  @Endpoint('PUT /api/users/:id/push')
  @ZodResponse({ type: PushStateDto })
  register(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() registration: PushRegistrationDto,
  ): Promise<PushState> {
    return this.push.register(user, id, registration.token);
  }

  /** What the server holds for the caller: the settings card shows it. */
  @Endpoint('GET /api/users/:id/push')
  @ZodResponse({ type: PushStateDto })
  state(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<PushState> {
    return this.push.state(user, id);
  }
}
