import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import {
  nearStoresAnswerSchema,
  nearStoresParamsSchema,
  nearStoresQuerySchema,
  storeErrorsAnswerSchema,
  storeLookupAnswerSchema,
  storeLookupParamsSchema,
  storeSchema,
  storePageParamsSchema,
  storePageSchema,
  storeSearchSchema,
  storeUpdateSchema,
  type NearStoresAnswer,
  type StorePage,
  type Store,
  type StoreErrorsAnswer,
  type StoreLookupAnswer,
} from '@agecheck/contracts';
import { ApiErrors, createZodDto, Endpoint, ZodResponse } from '@agecheck/nest-common';
import { STORE_ERRORS } from './stores.exception';
import { StoresService } from './stores.service';

class StoreDto extends createZodDto(storeSchema) {}
class StoreLookupParamsDto extends createZodDto(storeLookupParamsSchema) {}
class StoreLookupAnswerDto extends createZodDto(storeLookupAnswerSchema) {}
class StoreErrorsAnswerDto extends createZodDto(storeErrorsAnswerSchema) {}
class StoreSearchDto extends createZodDto(storeSearchSchema) {}
class StorePageParamsDto extends createZodDto(storePageParamsSchema) {}
class StorePageDto extends createZodDto(storePageSchema) {}
class StoreUpdateDto extends createZodDto(storeUpdateSchema) {}
class NearStoresParamsDto extends createZodDto(nearStoresParamsSchema) {}
class NearStoresQueryDto extends createZodDto(nearStoresQuerySchema) {}
class NearStoresAnswerDto extends createZodDto(nearStoresAnswerSchema) {}

/** The store calls of the field app (field-app spec, section 7) and of the back office (back-office spec, section 7). */
@ApiErrors(STORE_ERRORS)
@Controller()
export class StoresController {
  constructor(private readonly stores: StoresService) {}

  @Endpoint('GET /api/stores/byID/:id')
  @ZodResponse({ type: StoreDto })
  get(@Param('id') id: string): Promise<Store> {
    return this.stores.get(id);
  }

  /** The wizard's lookup by store type and number; `-` for spamia when the store is not a Migros one. */
  @Endpoint('GET /api/stores/:api/:spamia/byVST/:vst')
  @ZodResponse({ type: StoreLookupAnswerDto })
  lookup(@Param() params: StoreLookupParamsDto): Promise<StoreLookupAnswer> {
    return this.stores.lookup(params);
  }

  @Endpoint('GET /api/stores/errors/:id')
  @ZodResponse({ type: StoreErrorsAnswerDto })
  errors(@Param('id') id: string): Promise<StoreErrorsAnswer> {
    return this.stores.errors(id);
  }

  /** The first page of every store by name (the back office's list). */
  @Endpoint('GET /api/stores')
  @ZodResponse({ type: StorePageDto })
  list(): Promise<StorePage> {
    return this.stores.list(1);
  }

  /** A page of every store by name, as the back office's list scrolls. */
  @Endpoint('GET /api/stores/page/:n')
  @ZodResponse({ type: StorePageDto })
  page(@Param() params: StorePageParamsDto): Promise<StorePage> {
    return this.stores.list(params.n);
  }

  /** The back office's edit of a store; without coordinates they come from the chosen place. */
  @Endpoint('PUT /api/stores/:id')
  @ZodResponse({ type: StoreDto })
  update(@Param('id') id: string, @Body() body: StoreUpdateDto): Promise<Store> {
    return this.stores.update(id, body);
  }

  /**
   * Free-text search over name, number, street and city, case- and accent-insensitive, optionally of one
   * store type; or the stores open now nearest to a position (`{ geo: true, lat, lng }`); 50 stores a page.
   */
  @Endpoint('POST /api/stores/search')
  @HttpCode(200)
  @ZodResponse({ status: 200, type: [StoreDto] })
  search(@Body() body: StoreSearchDto): Promise<Store[]> {
    return this.stores.search(body);
  }

  /** The nearest stores of a type: 10 by default (the wizard), `?limit=3` on the dashboard. */
  @Endpoint('GET /api/dashboard/geo/:storeType/:lat/:lng')
  @ZodResponse({ type: NearStoresAnswerDto })
  async near(
    @Param() params: NearStoresParamsDto,
    @Query() query: NearStoresQueryDto,
  ): Promise<NearStoresAnswer> {
    return { near: await this.stores.near(params, query.limit) };
  }
}
