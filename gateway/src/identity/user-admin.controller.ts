import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import { ApiNoContentResponse } from '@nestjs/swagger';
import {
  passwordChangeSchema,
  userAdminItemSchema,
  userAdminPageSchema,
  userAdminQuerySchema,
  userFormSchema,
  userUpdateSchema,
  type UserAdminItem,
  type UserAdminPage,
} from '@agecheck/contracts';
import {
  ApiErrors,
  createZodDto,
  CurrentUser as Caller,
  Endpoint,
  ZodResponse,
  type AuthUser,
} from '@agecheck/nest-common';
import { IDENTITY_ERRORS } from './identity.exception';
import { UserAdminService } from './user-admin.service';

class UserAdminQueryDto extends createZodDto(userAdminQuerySchema) {}
class UserFormDto extends createZodDto(userFormSchema) {}
class UserUpdateDto extends createZodDto(userUpdateSchema) {}
class PasswordChangeDto extends createZodDto(passwordChangeSchema) {}
class UserAdminItemDto extends createZodDto(userAdminItemSchema) {}
class UserAdminPageDto extends createZodDto(userAdminPageSchema) {}

/** The users administration (D.1) and the password change (D.3); decision 0043. */
@ApiErrors(IDENTITY_ERRORS)
@Controller()
export class UserAdminController {
  constructor(private readonly users: UserAdminService) {}

  @Endpoint('GET /api/users/admin')
  @ZodResponse({ type: UserAdminPageDto })
  page(@Query() query: UserAdminQueryDto): Promise<UserAdminPage> {
    return this.users.page(query);
  }

  @Endpoint('POST /api/users')
  @ZodResponse({ status: 201, type: UserAdminItemDto })
  create(@Caller() caller: AuthUser, @Body() form: UserFormDto): Promise<UserAdminItem> {
    return this.users.create(caller, form);
  }

  @Endpoint('POST /api/users/update')
  @HttpCode(200)
  @ZodResponse({ type: UserAdminItemDto })
  update(@Caller() caller: AuthUser, @Body() body: UserUpdateDto): Promise<UserAdminItem> {
    return this.users.update(caller, body.user);
  }

  @Endpoint('DELETE /api/users/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted (soft: restore by edit)' })
  remove(@Caller() caller: AuthUser, @Param('id') id: string): Promise<void> {
    return this.users.remove(caller, id);
  }

  @Endpoint('PUT /api/users/:id/password')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Changed' })
  changePassword(
    @Caller() caller: AuthUser,
    @Param('id') id: string,
    @Body() change: PasswordChangeDto,
  ): Promise<void> {
    return this.users.changePassword(caller, id, change);
  }
}
