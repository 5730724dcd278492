import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ApiNoContentResponse } from '@nestjs/swagger';
import {
  timetrackInputSchema,
  timetrackListQuerySchema,
  timetrackPageParamsSchema,
  timetrackPageSchema,
  timetrackReviewRequestSchema,
  timetrackSchema,
  type DashboardTimetrackPart,
  type Timetrack,
  type TimetrackPage,
} from '@agecheck/contracts';
import {
  ApiErrors,
  createZodDto,
  CurrentUser,
  Endpoint,
  parseRequest,
  ZodResponse,
  type AuthUser,
} from '@agecheck/nest-common';
import { TIMETRACK_ERRORS } from './timetrack.exception';
import { TimetrackService } from './timetrack.service';

class TimetrackInputDto extends createZodDto(timetrackInputSchema) {}
class TimetrackDto extends createZodDto(timetrackSchema) {}
class TimetrackPageDto extends createZodDto(timetrackPageSchema) {}
class TimetrackPageParamsDto extends createZodDto(timetrackPageParamsSchema) {}
class TimetrackListQueryDto extends createZodDto(timetrackListQuerySchema) {}
class TimetrackReviewRequestDto extends createZodDto(timetrackReviewRequestSchema) {}

/**
 * The time-record calls (checklist A.9 #1–6; field-app spec, section 7; back-office spec, section 7): the
 * caller's lists, the admin list and review, read, save (PUT by the phone's id, no POST) and delete. The
 * literal paths come before `/:id`.
 */
@ApiErrors(TIMETRACK_ERRORS)
@Controller()
export class TimetrackController {
  constructor(private readonly timetrack: TimetrackService) {}

  /** The caller's own records, newest first (A.9 #1). */
  @Endpoint('GET /api/timetrack/all')
  @ZodResponse({ type: [TimetrackDto] })
  all(@CurrentUser() user: AuthUser): Promise<Timetrack[]> {
    return this.timetrack.listOwn(user);
  }

  /** The caller's open records (the dashboard's part, A.9 #3). */
  @Endpoint('GET /api/timetrack/getOpen')
  @ZodResponse({ type: [TimetrackDto] })
  open(@CurrentUser() user: AuthUser): Promise<Timetrack[]> {
    return this.timetrack.listOpen(user);
  }

  /** All records, 50 a page, newest first, filtered by user, customer, period and status (A.7, A.9 #2). */
  @Endpoint('GET /api/timetrack/admin/page/:page')
  @ZodResponse({ type: TimetrackPageDto })
  page(
    @Param() params: TimetrackPageParamsDto,
    @Query() query: TimetrackListQueryDto,
  ): Promise<TimetrackPage> {
    return this.timetrack.page(params.page, query);
  }

  /** Marks one record or a selection reviewed, or takes the mark back (R-T16, A-C11). */
  @Endpoint('PUT /api/timetrack/admin/review')
  @ZodResponse({ type: [TimetrackDto] })
  review(@CurrentUser() user: AuthUser, @Body() request: TimetrackReviewRequestDto): Promise<Timetrack[]> {
    return this.timetrack.review(user, request);
  }

  /** Answers the gateway's dashboard (the admin overview's card) over NATS (decision 0050). */
  @MessagePattern('dashboard.timetrack')
  overview(@Payload() payload: unknown): Promise<DashboardTimetrackPart> {
    parseRequest('dashboard.timetrack', payload);
    return this.timetrack.overview();
  }

  @Endpoint('GET /api/timetrack/:id')
  @ZodResponse({ type: TimetrackDto })
  get(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<Timetrack> {
    return this.timetrack.get(user, id);
  }

  /** Saves a record under the id the phone made: the first save creates it, every later one replaces it. */
  @Endpoint('PUT /api/timetrack/:id')
  @ZodResponse({ type: TimetrackDto })
  save(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() input: TimetrackInputDto,
  ): Promise<Timetrack> {
    return this.timetrack.save(user, id, input);
  }

  @Endpoint('DELETE /api/timetrack/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.timetrack.remove(user, id);
  }
}
