import { Body, Controller, HttpCode, Param, StreamableFile } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import { openByUserExportSchema, sprintEntrySchema, type SprintEntry } from '@agecheck/contracts';
import {
  ApiErrors,
  createZodDto,
  CurrentUser,
  Endpoint,
  parseRequest,
  ZodResponse,
  type AuthUser,
} from '@agecheck/nest-common';
import { SPRINT_ERRORS } from './sprints.exception';
import { SprintsService } from './sprints.service';

class SprintEntryDto extends createZodDto(sprintEntrySchema) {}
class OpenByUserExportDto extends createZodDto(openByUserExportSchema) {}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The round calls of the field app (field-app spec, section 7). */
@ApiErrors(SPRINT_ERRORS)
@Controller()
export class SprintsController {
  constructor(private readonly sprints: SprintsService) {}

  /** The user's open round entries with per-type progress; an empty list when there are none. */
  @Endpoint('GET /api/sprints/find/openByUser/:userID')
  @ZodResponse({ type: [SprintEntryDto] })
  openByUser(@CurrentUser() user: AuthUser, @Param('userID') userID: string): Promise<SprintEntry[]> {
    return this.sprints.openByUser(user, userID);
  }

  /** The user's open list as an Excel workbook. */
  @Endpoint('POST /api/sprints/export/openByUser')
  @HttpCode(200)
  @ApiProduces(XLSX)
  @ApiOkResponse({
    description: 'The workbook',
    content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } },
  })
  async exportOpenByUser(
    @CurrentUser() user: AuthUser,
    @Body() input: OpenByUserExportDto,
  ): Promise<StreamableFile> {
    const workbook = await this.sprints.exportOpenByUser(user, input);
    return new StreamableFile(workbook, {
      type: XLSX,
      length: workbook.length,
      disposition: 'attachment; filename="offene-testkaeufe.xlsx"',
    });
  }

  /** The dashboard's carousel part (`GET /api/dashboard/` in the gateway). */
  @MessagePattern('dashboard.openSprintEntries')
  openEntriesForDashboard(@Payload() payload: unknown): Promise<SprintEntry[]> {
    return this.sprints.openEntriesOf(parseRequest('dashboard.openSprintEntries', payload).userID);
  }
}
