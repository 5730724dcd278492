import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import {
  controlListQuerySchema,
  controlPageSchema,
  controlRejectSchema,
  controlSaveSchema,
  purchaseHistorySchema,
  purchaseSchema,
  type Page,
  type Purchase,
  type PurchaseHistory,
} from '@agecheck/contracts';
import {
  ApiErrors,
  createZodDto,
  CurrentUser,
  Endpoint,
  ZodResponse,
  type AuthUser,
} from '@agecheck/nest-common';
import { CONTROL_ERRORS } from './control.exception';
import { ControlService } from './control.service';

class ControlListQueryDto extends createZodDto(controlListQuerySchema) {}
class ControlPageDto extends createZodDto(controlPageSchema) {}
class ControlSaveDto extends createZodDto(controlSaveSchema) {}
class ControlRejectDto extends createZodDto(controlRejectSchema) {}
class PurchaseHistoryDto extends createZodDto(purchaseHistorySchema) {}
class PurchaseDto extends createZodDto(purchaseSchema) {}

/** The control of test purchases (back-office spec, sections 2, 4 and 5; issue 8, "Control"). */
@ApiErrors(CONTROL_ERRORS)
@Controller()
export class ControlController {
  constructor(private readonly control: ControlService) {}

  /** The purchases awaiting control (complete, not done), oldest first, filtered and paged. */
  @Endpoint('GET /api/purchases/control/list')
  @ZodResponse({ type: ControlPageDto })
  list(@Query() query: ControlListQueryDto): Promise<Page<Purchase>> {
    return this.control.list(query);
  }

  /** The report as the tester submitted it, with its evidence hashes, and every control since. */
  @Endpoint('GET /api/purchases/control/:id/history')
  @ZodResponse({ type: PurchaseHistoryDto })
  history(@Param('id') id: string): Promise<PurchaseHistory> {
    return this.control.history(id);
  }

  /**
   * Saves a purchase in control (none sent: marked correct), checked, and with `done` ready for export; 409
   * when the purchase changed since it was read at `version`.
   */
  @Endpoint('PUT /api/purchases/control/:id')
  @ZodResponse({ type: PurchaseDto })
  save(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: ControlSaveDto,
  ): Promise<Purchase> {
    return this.control.save(user, id, body);
  }

  /** Rejects the special reason: the purchase goes back to its tester with the notice (decision 0026). */
  @Endpoint('POST /api/purchases/control/:id/rejectReason')
  @HttpCode(200)
  @ZodResponse({ type: PurchaseDto })
  rejectReason(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: ControlRejectDto,
  ): Promise<Purchase> {
    return this.control.rejectReason(user, id, body);
  }
}
