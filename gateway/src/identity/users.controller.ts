import { Body, Controller, Param, Query } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  currentUserSchema,
  roleSchema,
  userSettingsSchema,
  userSettingsUpdateSchema,
  userSummarySchema,
  type CurrentUser,
  type UserSettings,
  type ReplyOf,
  type UserSummary,
} from '@agecheck/contracts';
import {
  ApiErrors,
  createZodDto,
  CurrentUser as Caller,
  Endpoint,
  parseRequest,
  ZodResponse,
  type AuthUser,
} from '@agecheck/nest-common';
import { z } from 'zod';
import { IDENTITY_ERRORS } from './identity.exception';
import { UsersService } from './users.service';

class SettingsUpdateDto extends createZodDto(userSettingsUpdateSchema) {}
class UserListQueryDto extends createZodDto(z.object({ role: roleSchema.optional() })) {}
class CurrentUserDto extends createZodDto(currentUserSchema) {}
class UserSettingsDto extends createZodDto(userSettingsSchema) {}
class UserSummaryDto extends createZodDto(userSummarySchema) {}

@ApiErrors(IDENTITY_ERRORS)
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** The signed-in user: identity from the token plus the stored profile and settings. */
  @Endpoint('GET /api/users/me')
  @ZodResponse({ type: CurrentUserDto })
  me(@Caller() user: AuthUser): Promise<CurrentUser> {
    return this.users.me(user);
  }

  /**
   * The caller's settings (F§7 L195 "settings resource get by id (user)"; decision 0046): those `GET
   * /api/users/me` carries, for a client that asks for them alone.
   */
  @Endpoint('GET /api/settings/user')
  @ZodResponse({ type: UserSettingsDto })
  async settings(@Caller() user: AuthUser): Promise<UserSettings> {
    return (await this.users.me(user)).settings;
  }

  @Endpoint('PUT /api/users/:id/settings')
  @ZodResponse({ type: CurrentUserDto })
  updateSettings(
    @Caller() user: AuthUser,
    @Param('id') id: string,
    @Body() update: SettingsUpdateDto,
  ): Promise<CurrentUser> {
    return this.users.updateSettings(user, id, update);
  }

  /** Users for pickers and filters (e.g. shopper administration: test buyers who are not deleted). */
  @Endpoint('GET /api/users')
  @ZodResponse({ type: [UserSummaryDto] })
  list(@Query() query: UserListQueryDto): Promise<UserSummary[]> {
    return this.users.list(query.role);
  }

  @MessagePattern('identity.user.get')
  userSummary(@Payload() payload: unknown): Promise<ReplyOf<'identity.user.get'>> {
    return this.users.summary(parseRequest('identity.user.get', payload).id);
  }

  @MessagePattern('identity.users.personnel')
  personnelNumbers(@Payload() payload: unknown): Promise<ReplyOf<'identity.users.personnel'>> {
    return this.users.personnelNumbers(parseRequest('identity.users.personnel', payload).ids);
  }
}
