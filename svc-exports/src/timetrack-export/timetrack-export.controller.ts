import { Body, Controller, HttpCode } from '@nestjs/common';
import {
  jobStartedSchema,
  timetrackExportRequestSchema,
  timetrackJtkExportRequestSchema,
  timetrackUncheckedReportsSchema,
  timetrackUserExportRequestSchema,
  timetrackVlExportRequestSchema,
  type JobStarted,
  type TimetrackUncheckedReports,
} from '@agecheck/contracts';
import {
  ApiErrors,
  createZodDto,
  CurrentUser,
  Endpoint,
  ZodResponse,
  type AuthUser,
} from '@agecheck/nest-common';
import { JOB_ERRORS } from '../jobs/jobs.exception';
import { TIMETRACK_EXPORT_ERRORS } from './timetrack-export.exception';
import { TimetrackExportService } from './timetrack-export.service';

class TimetrackExportRequestDto extends createZodDto(timetrackExportRequestSchema) {}
class TimetrackJtkExportRequestDto extends createZodDto(timetrackJtkExportRequestSchema) {}
class TimetrackUserExportRequestDto extends createZodDto(timetrackUserExportRequestSchema) {}
class TimetrackVlExportRequestDto extends createZodDto(timetrackVlExportRequestSchema) {}
class TimetrackUncheckedReportsDto extends createZodDto(timetrackUncheckedReportsSchema) {}
class JobStartedDto extends createZodDto(jobStartedSchema) {}

/**
 * The time exports (checklist A.7, A.9 #23–30; decision 0034): the check answers at once, the exports
 * answer a job id; the file comes from `GET api/exports/jobs/{jobId}/file`.
 */
@ApiErrors({ ...TIMETRACK_EXPORT_ERRORS, ...JOB_ERRORS })
@Controller()
export class TimetrackExportController {
  constructor(private readonly exports: TimetrackExportService) {}

  /** The unchecked reports of the period (R-T17, B§7 L164): how many, and which (user, date, customer). */
  @Endpoint('POST /api/timetrack/check/tt')
  @HttpCode(200)
  @ZodResponse({ status: 200, type: TimetrackUncheckedReportsDto })
  check(@Body() request: TimetrackExportRequestDto): Promise<TimetrackUncheckedReports> {
    return this.exports.check(request);
  }

  /** Every record of the period as xlsx (B§7 L163), optionally of one type. */
  @Endpoint('POST /api/timetrack/export/tt/admin')
  @ZodResponse({ status: 201, type: JobStartedDto })
  admin(@CurrentUser() user: AuthUser, @Body() request: TimetrackExportRequestDto): Promise<JobStarted> {
    return this.exports.startAdmin(user, request);
  }

  /** The payouts to the young test buyers of the period as xlsx (A.7 "jtk"), sorted by shopper, user or date. */
  @Endpoint('POST /api/timetrack/export/jtk')
  @ZodResponse({ status: 201, type: JobStartedDto })
  payouts(@CurrentUser() user: AuthUser, @Body() request: TimetrackJtkExportRequestDto): Promise<JobStarted> {
    return this.exports.startPayouts(user, request);
  }

  /** The payroll csv of the period (B§7 L163, B§3 L103): one line per user with the period's totals. */
  @Endpoint('POST /api/timetrack/export/salary')
  @ZodResponse({ status: 201, type: JobStartedDto })
  salary(@CurrentUser() user: AuthUser, @Body() request: TimetrackExportRequestDto): Promise<JobStarted> {
    return this.exports.startSalary(user, request);
  }

  /** The VL signatures of one region as pdf (B§7 L163): the region is required (B§5 L140). */
  @Endpoint('POST /api/timetrack/export/vl')
  @ZodResponse({ status: 201, type: JobStartedDto })
  vl(@CurrentUser() user: AuthUser, @Body() request: TimetrackVlExportRequestDto): Promise<JobStarted> {
    return this.exports.startVl(user, request);
  }

  /** The invoices as pdf (B§7 L163): one per surveillance region, or the chosen region's. */
  @Endpoint('POST /api/timetrack/export/bill')
  @ZodResponse({ status: 201, type: JobStartedDto })
  bill(@CurrentUser() user: AuthUser, @Body() request: TimetrackExportRequestDto): Promise<JobStarted> {
    return this.exports.startBill(user, request);
  }

  /** The statistics per region and customer kind as xlsx (B§7 L163). */
  @Endpoint('POST /api/timetrack/export/stats')
  @ZodResponse({ status: 201, type: JobStartedDto })
  stats(@CurrentUser() user: AuthUser, @Body() request: TimetrackExportRequestDto): Promise<JobStarted> {
    return this.exports.startStats(user, request);
  }

  /** The caller's month as xlsx (B§7 L165, F§7 L216); 404 'timetrack.noReports' when it has no records. */
  @Endpoint('POST /api/timetrack/export/tt/user')
  @ZodResponse({ status: 201, type: JobStartedDto })
  user(@CurrentUser() user: AuthUser, @Body() request: TimetrackUserExportRequestDto): Promise<JobStarted> {
    return this.exports.startUser(user, request);
  }
}
