import { Controller, Param } from '@nestjs/common';
import { jobIdParamsSchema, jobStatusSchema, type JobStatus } from '@agecheck/contracts';
import {
  ApiErrors,
  createZodDto,
  CurrentUser,
  Endpoint,
  ZodResponse,
  type AuthUser,
} from '@agecheck/nest-common';
import { JOB_ERRORS } from './jobs.exception';
import { JobsService } from './jobs.service';

class JobIdParamsDto extends createZodDto(jobIdParamsSchema) {}
class JobStatusDto extends createZodDto(jobStatusSchema) {}

/** A job's status, polled by the progress bar until the job ends. */
@ApiErrors(JOB_ERRORS)
@Controller()
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Endpoint('GET /api/exports/jobs/:id')
  @ZodResponse({ type: JobStatusDto })
  status(@Param() { id }: JobIdParamsDto, @CurrentUser() user: AuthUser): Promise<JobStatus> {
    return this.jobs.status(id, user);
  }
}
