import { Injectable, OnModuleInit } from '@nestjs/common';
import { geocodingStartSchema, type GeocodingResult, type GeocodingStart } from '@agecheck/contracts';
import { JobFailure } from '../jobs/job-handler';
import { GEOCODE_STORES_JOB } from '../jobs/job-names';
import { JobsService } from '../jobs/jobs.service';
import { Geocoder, GeocoderUnavailable } from './geocoder';
import { GeocodingStoresClient } from './geocoding-stores.client';
import { geocodeStores, type GeocodingCheckpoint } from './store-geocoding';

/**
 * The geocoding of the stores without coordinates as a job of svc-exports (back-office spec, section 7,
 * `POST api/stores/geocode`): batches with a checkpoint each, so a restart continues; a geocoder that fails
 * ends the job with 'Fehler beim Geocoding.' (what was found until then stays written).
 */
@Injectable()
export class GeocodingJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly geocoder: Geocoder,
    private readonly stores: GeocodingStoresClient,
  ) {}

  onModuleInit(): void {
    this.jobs.register<GeocodingStart, GeocodingResult, GeocodingCheckpoint>({
      name: GEOCODE_STORES_JOB,
      payload: geocodingStartSchema,
      run: async (_payload, { checkpoint, progress }) => {
        try {
          return await geocodeStores(this.stores, this.geocoder, checkpoint, progress);
        } catch (error) {
          if (error instanceof GeocoderUnavailable) throw new JobFailure('geocoding.error');
          throw error;
        }
      },
    });
  }
}
