import { Body, Controller, HttpCode } from '@nestjs/common';
import {
  geocodingCountsSchema,
  geocodingStartSchema,
  jobStartedSchema,
  type GeocodingCounts,
  type JobStarted,
} from '@agecheck/contracts';
import { createZodDto, CurrentUser, Endpoint, ZodResponse, type AuthUser } from '@agecheck/nest-common';
import { GEOCODE_STORES_JOB } from '../jobs/job-names';
import { JobsService } from '../jobs/jobs.service';
import { GeocodingStoresClient } from './geocoding-stores.client';

class GeocodingCountsDto extends createZodDto(geocodingCountsSchema) {}
class JobStartedDto extends createZodDto(jobStartedSchema) {}
class GeocodingStartDto extends createZodDto(geocodingStartSchema) {}

/** The settings page's geocoding (back-office spec, section 2, "Settings"; section 7, `POST api/stores/geocode`). */
@Controller()
export class GeocodingController {
  constructor(
    private readonly jobs: JobsService,
    private readonly stores: GeocodingStoresClient,
  ) {}

  /** How many stores there are and how many lack coordinates, before a run. */
  @Endpoint('GET /api/stores/geocode')
  @ZodResponse({ type: GeocodingCountsDto })
  counts(): Promise<GeocodingCounts> {
    return this.stores.counts();
  }

  /** Starts the geocoding job; its status and result (the counters) at `GET api/exports/jobs/{id}`. */
  @Endpoint('POST /api/stores/geocode')
  @HttpCode(202)
  @ZodResponse({ status: 202, type: JobStartedDto })
  start(@Body() body: GeocodingStartDto, @CurrentUser() user: AuthUser): Promise<JobStarted> {
    return this.jobs.start(GEOCODE_STORES_JOB, body, user.id);
  }
}
