import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import { ApiNoContentResponse } from '@nestjs/swagger';
import {
  retestTakeSchema,
  sprintDeleteSchema,
  sprintDetailSchema,
  sprintEntrySchema,
  sprintItemPurchaseSchema,
  sprintItemsQuerySchema,
  sprintItemUpdateSchema,
  sprintListIdSchema,
  sprintListQuerySchema,
  sprintRoundSchema,
  sprintUpdateSchema,
  type SprintDetail,
  type SprintEntry,
  type SprintItemPurchase,
  type SprintRound,
} from '@agecheck/contracts';
import { ApiErrors, createZodDto, Endpoint, ZodResponse } from '@agecheck/nest-common';
import { z } from 'zod';
import { SprintAdminService } from './sprint-admin.service';
import { SPRINT_ERRORS } from './sprints.exception';

class SprintListQueryDto extends createZodDto(sprintListQuerySchema) {}
class SprintRoundDto extends createZodDto(sprintRoundSchema) {}
class SprintUpdateDto extends createZodDto(sprintUpdateSchema) {}
class SprintDeleteDto extends createZodDto(sprintDeleteSchema) {}
class SprintRoundParamsDto extends createZodDto(z.object({ sprintListID: sprintListIdSchema })) {}
class SprintItemsQueryDto extends createZodDto(sprintItemsQuerySchema) {}
class SprintDetailDto extends createZodDto(sprintDetailSchema) {}
class SprintItemUpdateDto extends createZodDto(sprintItemUpdateSchema) {}
class SprintEntryDto extends createZodDto(sprintEntrySchema) {}
class SprintItemPurchaseDto extends createZodDto(sprintItemPurchaseSchema) {}
class RetestTakeDto extends createZodDto(retestTakeSchema) {}

/** The round calls of the back office (back-office spec, section 7; paths of decision 0027). */
@ApiErrors(SPRINT_ERRORS)
@Controller()
export class SprintAdminController {
  constructor(private readonly sprints: SprintAdminService) {}

  /** The active rounds, or the archived ones (`archive=true`), with their progress. */
  @Endpoint('GET /api/sprints')
  @ZodResponse({ type: [SprintRoundDto] })
  rounds(@Query() query: SprintListQueryDto): Promise<SprintRound[]> {
    return this.sprints.rounds(query.archive === 'true');
  }

  /** Archives or restores a round. */
  @Endpoint('PUT /api/sprints/:sprintListID')
  @ZodResponse({ type: SprintRoundDto })
  update(@Param() params: SprintRoundParamsDto, @Body() update: SprintUpdateDto): Promise<SprintRound> {
    return this.sprints.update(params.sprintListID, update);
  }

  /** Deletes a whole round with all its store entries (admin only). */
  @Endpoint('POST /api/sprints/delete')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  remove(@Body() input: SprintDeleteDto): Promise<void> {
    return this.sprints.remove(input);
  }

  /** The round detail: its store entries with done, found and target per test type, and the duplicates. */
  @Endpoint('GET /api/sprints/items/bySprintListID/:sprintListID')
  @ZodResponse({ type: SprintDetailDto })
  items(@Param() params: SprintRoundParamsDto, @Query() query: SprintItemsQueryDto): Promise<SprintDetail> {
    return this.sprints.detail(params.sprintListID, query.sID);
  }

  /** The purchases recorded for one store of a round. */
  @Endpoint('GET /api/sprints/items/:id/purchases')
  @ZodResponse({ type: [SprintItemPurchaseDto] })
  itemPurchases(@Param('id') id: string): Promise<SprintItemPurchase[]> {
    return this.sprints.itemPurchases(id);
  }

  /** Assigns a store of a round to a test buyer, or to nobody (admin only). */
  @Endpoint('PUT /api/sprints/items/:id')
  @ZodResponse({ type: SprintEntryDto })
  assign(@Param('id') id: string, @Body() update: SprintItemUpdateDto): Promise<SprintEntry> {
    return this.sprints.assign(id, update);
  }

  /** Deletes one store of a round. */
  @Endpoint('DELETE /api/sprints/items/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  removeItem(@Param('id') id: string): Promise<void> {
    return this.sprints.removeItem(id);
  }

  /** Takes a proposed re-test into the round: the store joins it. */
  @Endpoint('POST /api/sprints/:sprintListID/retests')
  @ZodResponse({ status: 201, type: SprintEntryDto, description: 'The new entry' })
  takeRetest(@Param() params: SprintRoundParamsDto, @Body() input: RetestTakeDto): Promise<SprintEntry> {
    return this.sprints.takeRetest(params.sprintListID, input.storeID);
  }
}
