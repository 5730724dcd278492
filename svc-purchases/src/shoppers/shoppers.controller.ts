import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { shopperInputSchema, shopperListQuerySchema, type Page, type Shopper } from '@agecheck/contracts';
import { createZodDto, CurrentUser, Roles, type AuthUser } from '@agecheck/nest-common';
import type { Response } from 'express';
import { ShoppersService } from './shoppers.service';

class ShopperInputDto extends createZodDto(shopperInputSchema) {}
class ShopperListQueryDto extends createZodDto(shopperListQuerySchema) {}

/** The shopper calls of the field-app spec (section 7) and the back office ("Shopper: query id=all, save, remove"). */
@Controller('api/shoppers')
export class ShoppersController {
  constructor(private readonly shoppers: ShoppersService) {}

  /** The caller's own shoppers. */
  @Get()
  @Roles('testkaeufer', 'planung', 'admin')
  listOwn(@CurrentUser() user: AuthUser): Promise<Shopper[]> {
    return this.shoppers.listOwn(user);
  }

  /** Shopper administration: every user's shoppers, searched, filtered by user and paged. */
  @Get('all')
  @Roles('planung', 'admin')
  listAll(@Query() query: ShopperListQueryDto): Promise<Page<Shopper>> {
    return this.shoppers.listAll(query);
  }

  @Get('byUser/:userID')
  @Roles('testkaeufer', 'planung', 'admin')
  listByUser(@CurrentUser() user: AuthUser, @Param('userID') userID: string): Promise<Shopper[]> {
    return this.shoppers.listByUser(user, userID);
  }

  @Get(':id')
  @Roles('testkaeufer', 'planung', 'admin')
  get(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<Shopper> {
    return this.shoppers.get(user, id);
  }

  /** Creates a shopper (no `_id`: 201) or changes one (200). */
  @Post()
  @Roles('testkaeufer', 'planung', 'admin')
  save(
    @CurrentUser() user: AuthUser,
    @Body() input: ShopperInputDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Shopper> {
    response.status(input._id ? 200 : 201);
    return this.shoppers.save(user, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @Roles('testkaeufer', 'planung', 'admin')
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.shoppers.remove(user, id);
  }
}
