import { Body, Controller, HttpCode, Param, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import {
  pageSchema,
  shopperInputSchema,
  shopperListQuerySchema,
  shopperSchema,
  type Page,
  type Shopper,
} from '@agecheck/contracts';
import {
  ApiErrors,
  createZodDto,
  CurrentUser,
  Endpoint,
  ZodResponse,
  type AuthUser,
} from '@agecheck/nest-common';
import type { Response } from 'express';
import { SHOPPER_ERRORS } from './shoppers.exception';
import { ShoppersService } from './shoppers.service';

class ShopperInputDto extends createZodDto(shopperInputSchema) {}
class ShopperListQueryDto extends createZodDto(shopperListQuerySchema) {}
class ShopperDto extends createZodDto(shopperSchema) {}
class ShopperPageDto extends createZodDto(pageSchema(shopperSchema)) {}

/** The shopper calls of the field-app spec (section 7) and the back office ("Shopper: query id=all, save, remove"). */
@ApiErrors(SHOPPER_ERRORS)
@Controller()
export class ShoppersController {
  constructor(private readonly shoppers: ShoppersService) {}

  /** The caller's own shoppers. */
  @Endpoint('GET /api/shoppers')
  @ZodResponse({ type: [ShopperDto] })
  listOwn(@CurrentUser() user: AuthUser): Promise<Shopper[]> {
    return this.shoppers.listOwn(user);
  }

  /** Shopper administration: every user's shoppers, searched, filtered by user and paged. */
  @Endpoint('GET /api/shoppers/all')
  @ZodResponse({ type: ShopperPageDto })
  listAll(@Query() query: ShopperListQueryDto): Promise<Page<Shopper>> {
    return this.shoppers.listAll(query);
  }

  @Endpoint('GET /api/shoppers/byUser/:userID')
  @ZodResponse({ type: [ShopperDto] })
  listByUser(@CurrentUser() user: AuthUser, @Param('userID') userID: string): Promise<Shopper[]> {
    return this.shoppers.listByUser(user, userID);
  }

  @Endpoint('GET /api/shoppers/:id')
  @ZodResponse({ type: ShopperDto })
  get(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<Shopper> {
    return this.shoppers.get(user, id);
  }

  /** Creates a shopper (no `_id`: 201) or changes one (200). */
  @Endpoint('POST /api/shoppers')
  @ZodResponse({ status: 201, type: ShopperDto, description: 'Created (the body has no _id)' })
  @ApiOkResponse({ type: ShopperDto.Output, description: 'Changed (the body has the _id)' })
  save(
    @CurrentUser() user: AuthUser,
    @Body() input: ShopperInputDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Shopper> {
    response.status(input._id ? 200 : 201);
    return this.shoppers.save(user, input);
  }

  @Endpoint('DELETE /api/shoppers/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.shoppers.remove(user, id);
  }
}
