import { Body, Controller, HttpCode, Param, Query, Res } from '@nestjs/common';
import { shopperInputSchema, shopperListQuerySchema, type Page, type Shopper } from '@agecheck/contracts';
import { createZodDto, CurrentUser, Endpoint, type AuthUser } from '@agecheck/nest-common';
import type { Response } from 'express';
import { ShoppersService } from './shoppers.service';

class ShopperInputDto extends createZodDto(shopperInputSchema) {}
class ShopperListQueryDto extends createZodDto(shopperListQuerySchema) {}

/** The shopper calls of the field-app spec (section 7) and the back office ("Shopper: query id=all, save, remove"). */
@Controller()
export class ShoppersController {
  constructor(private readonly shoppers: ShoppersService) {}

  /** The caller's own shoppers. */
  @Endpoint('GET /api/shoppers')
  listOwn(@CurrentUser() user: AuthUser): Promise<Shopper[]> {
    return this.shoppers.listOwn(user);
  }

  /** Shopper administration: every user's shoppers, searched, filtered by user and paged. */
  @Endpoint('GET /api/shoppers/all')
  listAll(@Query() query: ShopperListQueryDto): Promise<Page<Shopper>> {
    return this.shoppers.listAll(query);
  }

  @Endpoint('GET /api/shoppers/byUser/:userID')
  listByUser(@CurrentUser() user: AuthUser, @Param('userID') userID: string): Promise<Shopper[]> {
    return this.shoppers.listByUser(user, userID);
  }

  @Endpoint('GET /api/shoppers/:id')
  get(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<Shopper> {
    return this.shoppers.get(user, id);
  }

  /** Creates a shopper (no `_id`: 201) or changes one (200). */
  @Endpoint('POST /api/shoppers')
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
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.shoppers.remove(user, id);
  }
}
