import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import { ApiNoContentResponse } from '@nestjs/swagger';
import {
  purchaseInputSchema,
  purchaseSchema,
  shopperTestsAnswerSchema,
  type Purchase,
  type ShopperTestsAnswer,
} from '@agecheck/contracts';
import {
  ApiErrors,
  createZodDto,
  CurrentUser,
  Endpoint,
  ZodResponse,
  type AuthUser,
} from '@agecheck/nest-common';
import { PURCHASE_ERRORS } from './purchases.exception';
import { PurchasesService } from './purchases.service';

class PurchaseInputDto extends createZodDto(purchaseInputSchema) {}
class PurchaseDto extends createZodDto(purchaseSchema) {}
class ShopperTestsAnswerDto extends createZodDto(shopperTestsAnswerSchema) {}

/** The purchase calls of the field-app spec (section 7: the lists, get, save and delete by id). */
@ApiErrors(PURCHASE_ERRORS)
@Controller()
export class PurchasesController {
  constructor(private readonly purchases: PurchasesService) {}

  /** The caller's completed purchases (special reasons included), newest first. */
  @Endpoint('GET /api/purchases/completed')
  @ZodResponse({ type: [PurchaseDto] })
  completed(@CurrentUser() user: AuthUser): Promise<Purchase[]> {
    return this.purchases.list(user, 'completed');
  }

  /** The caller's delayed (incomplete) purchases, newest first. */
  @Endpoint('GET /api/purchases/delayed')
  @ZodResponse({ type: [PurchaseDto] })
  delayed(@CurrentUser() user: AuthUser): Promise<Purchase[]> {
    return this.purchases.list(user, 'delayed');
  }

  /** The caller's tests at a store with the shopper of each, and the tester protection applied (issue 7). */
  @Endpoint('GET /api/purchases/shopperTests/:storeID')
  @ZodResponse({ type: ShopperTestsAnswerDto })
  shopperTests(
    @CurrentUser() user: AuthUser,
    @Param('storeID') storeID: string,
  ): Promise<ShopperTestsAnswer> {
    return this.purchases.shopperTests(user, storeID);
  }

  @Endpoint('GET /api/purchases/:id')
  @ZodResponse({ type: PurchaseDto })
  get(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<Purchase> {
    return this.purchases.get(user, id);
  }

  /**
   * Saves a purchase under the id the phone made: the first save creates it, every later one (a retry, an
   * autosave, an edit) replaces it. The server decides `delayed` (not complete) and keeps `done`.
   */
  @Endpoint('PUT /api/purchases/:id')
  @ZodResponse({ type: PurchaseDto })
  save(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() input: PurchaseInputDto,
  ): Promise<Purchase> {
    return this.purchases.save(user, id, input);
  }

  @Endpoint('DELETE /api/purchases/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.purchases.remove(user, id);
  }
}
