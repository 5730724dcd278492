import { Controller, Param, Query } from '@nestjs/common';
import {
  purchasePageParamsSchema,
  purchasePageSchema,
  purchasesByDateParamsSchema,
  purchasesByDateSchema,
  purchaseSearchParamsSchema,
  purchaseSearchQuerySchema,
  type PurchasePage,
  type PurchasesByDate,
} from '@agecheck/contracts';
import { createZodDto, Endpoint, ZodResponse } from '@agecheck/nest-common';
import { PurchaseListsService } from './purchase-lists.service';

class PurchasePageDto extends createZodDto(purchasePageSchema) {}
class PurchasePageParamsDto extends createZodDto(purchasePageParamsSchema) {}
class PurchaseSearchParamsDto extends createZodDto(purchaseSearchParamsSchema) {}
class PurchaseSearchQueryDto extends createZodDto(purchaseSearchQuerySchema) {}
class PurchasesByDateParamsDto extends createZodDto(purchasesByDateParamsSchema) {}
class PurchasesByDateDto extends createZodDto(purchasesByDateSchema) {}

/**
 * The back office's purchase lists (back-office spec, section 7: `GET api/purchases/`, `/page/{page}`,
 * `/search/{term}`, `/byDate/{from}/{to}`): all purchases for admin, the date range for planung.
 */
@Controller()
export class PurchaseListsController {
  constructor(private readonly lists: PurchaseListsService) {}

  /** The first page of all purchases, newest first. */
  @Endpoint('GET /api/purchases')
  @ZodResponse({ type: PurchasePageDto })
  first(): Promise<PurchasePage> {
    return this.lists.page(1);
  }

  @Endpoint('GET /api/purchases/page/:page')
  @ZodResponse({ type: PurchasePageDto })
  page(@Param() params: PurchasePageParamsDto): Promise<PurchasePage> {
    return this.lists.page(params.page);
  }

  /** The purchases whose user, store number, store name, store type, shopper, test type or date begin with each word. */
  @Endpoint('GET /api/purchases/search/:term')
  @ZodResponse({ type: PurchasePageDto })
  search(
    @Param() params: PurchaseSearchParamsDto,
    @Query() query: PurchaseSearchQueryDto,
  ): Promise<PurchasePage> {
    return this.lists.search(params.term, query.page);
  }

  /** The purchases tested in a date range (both days included), for the purchases overview. */
  @Endpoint('GET /api/purchases/byDate/:from/:to')
  @ZodResponse({ type: PurchasesByDateDto })
  byDate(@Param() params: PurchasesByDateParamsDto): Promise<PurchasesByDate> {
    return this.lists.byDate(params.from, params.to);
  }
}
