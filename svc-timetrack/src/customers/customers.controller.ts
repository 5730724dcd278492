import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import { ApiNoContentResponse } from '@nestjs/swagger';
import {
  timetrackCustomerInputSchema,
  timetrackCustomerSchema,
  timetrackRegionInputSchema,
  timetrackRegionSchema,
  timetrackTkRegionInputSchema,
  timetrackTkRegionSchema,
  timetrackValoraRegionInputSchema,
  timetrackValoraRegionSchema,
} from '@agecheck/contracts';
import {
  ApiErrors,
  createZodDto,
  CurrentUser,
  Endpoint,
  ZodResponse,
  type AuthUser,
} from '@agecheck/nest-common';
import { CUSTOMER_ERRORS } from './customers.exception';
import { CustomersService } from './customers.service';
import type { MasterData } from './master-data';

class CustomerInputDto extends createZodDto(timetrackCustomerInputSchema) {}
class CustomerDto extends createZodDto(timetrackCustomerSchema) {}
class RegionInputDto extends createZodDto(timetrackRegionInputSchema) {}
class RegionDto extends createZodDto(timetrackRegionSchema) {}
class ValoraRegionInputDto extends createZodDto(timetrackValoraRegionInputSchema) {}
class ValoraRegionDto extends createZodDto(timetrackValoraRegionSchema) {}
class TkRegionInputDto extends createZodDto(timetrackTkRegionInputSchema) {}
class TkRegionDto extends createZodDto(timetrackTkRegionSchema) {}

/**
 * The customers and the three kinds of region (checklist A.8, A.9 #7–22): the list for the field and the back
 * office, create, change and delete for admin. Literal paths (`kunden`, `regionen`) win over the records'
 * `/:id` (the module registers this controller first).
 */
@ApiErrors(CUSTOMER_ERRORS)
@Controller()
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  /** The customers (Kunden) of the detectives. */
  @Endpoint('GET /api/timetrack/kunden')
  @ZodResponse({ type: [CustomerDto] })
  listCustomers(): Promise<MasterData['customer'][]> {
    return this.customers.list('customer');
  }

  @Endpoint('POST /api/timetrack/kunden')
  @ZodResponse({ status: 201, type: CustomerDto, description: 'Created (the body has no _id)' })
  createCustomer(
    @CurrentUser() user: AuthUser,
    @Body() input: CustomerInputDto,
  ): Promise<MasterData['customer']> {
    return this.customers.create(user, 'customer', input);
  }

  @Endpoint('PUT /api/timetrack/kunden/:id')
  @ZodResponse({ type: CustomerDto })
  updateCustomer(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() input: CustomerInputDto,
  ): Promise<MasterData['customer']> {
    return this.customers.update(user, 'customer', id, input);
  }

  @Endpoint('DELETE /api/timetrack/kunden/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  removeCustomer(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.customers.remove(user, 'customer', id);
  }

  /** The surveillance regions. */
  @Endpoint('GET /api/timetrack/regionen')
  @ZodResponse({ type: [RegionDto] })
  listRegions(): Promise<MasterData['region'][]> {
    return this.customers.list('region');
  }

  @Endpoint('POST /api/timetrack/regionen')
  @ZodResponse({ status: 201, type: RegionDto, description: 'Created (the body has no _id)' })
  createRegion(@CurrentUser() user: AuthUser, @Body() input: RegionInputDto): Promise<MasterData['region']> {
    return this.customers.create(user, 'region', input);
  }

  @Endpoint('PUT /api/timetrack/regionen/:id')
  @ZodResponse({ type: RegionDto })
  updateRegion(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() input: RegionInputDto,
  ): Promise<MasterData['region']> {
    return this.customers.update(user, 'region', id, input);
  }

  @Endpoint('DELETE /api/timetrack/regionen/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  removeRegion(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.customers.remove(user, 'region', id);
  }

  /** The Valora regions (decision A-C3). */
  @Endpoint('GET /api/promoCheck/regionen')
  @ZodResponse({ type: [ValoraRegionDto] })
  listValoraRegions(): Promise<MasterData['valoraRegion'][]> {
    return this.customers.list('valoraRegion');
  }

  @Endpoint('POST /api/promoCheck/regionen')
  @ZodResponse({ status: 201, type: ValoraRegionDto, description: 'Created (the body has no _id)' })
  createValoraRegion(
    @CurrentUser() user: AuthUser,
    @Body() input: ValoraRegionInputDto,
  ): Promise<MasterData['valoraRegion']> {
    return this.customers.create(user, 'valoraRegion', input);
  }

  @Endpoint('PUT /api/promoCheck/regionen/:id')
  @ZodResponse({ type: ValoraRegionDto })
  updateValoraRegion(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() input: ValoraRegionInputDto,
  ): Promise<MasterData['valoraRegion']> {
    return this.customers.update(user, 'valoraRegion', id, input);
  }

  @Endpoint('DELETE /api/promoCheck/regionen/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  removeValoraRegion(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.customers.remove(user, 'valoraRegion', id);
  }

  /** The test-purchase regions. */
  @Endpoint('GET /api/tk/regionen')
  @ZodResponse({ type: [TkRegionDto] })
  listTkRegions(): Promise<MasterData['tkRegion'][]> {
    return this.customers.list('tkRegion');
  }

  @Endpoint('POST /api/tk/regionen')
  @ZodResponse({ status: 201, type: TkRegionDto, description: 'Created (the body has no _id)' })
  createTkRegion(
    @CurrentUser() user: AuthUser,
    @Body() input: TkRegionInputDto,
  ): Promise<MasterData['tkRegion']> {
    return this.customers.create(user, 'tkRegion', input);
  }

  @Endpoint('PUT /api/tk/regionen/:id')
  @ZodResponse({ type: TkRegionDto })
  updateTkRegion(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() input: TkRegionInputDto,
  ): Promise<MasterData['tkRegion']> {
    return this.customers.update(user, 'tkRegion', id, input);
  }

  @Endpoint('DELETE /api/tk/regionen/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  removeTkRegion(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.customers.remove(user, 'tkRegion', id);
  }
}
