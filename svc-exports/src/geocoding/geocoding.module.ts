import { Module } from '@nestjs/common';
import { GeocodingController } from './geocoding.controller';
import { GeocodingJob } from './geocoding.job';
import { GeocodingStoresClient } from './geocoding-stores.client';
import { PlacesController } from './places.controller';

/**
 * The geocoder port (its provider comes from the configuration, see AppModule), the place search and the
 * geocoding job of the stores.
 */
@Module({
  controllers: [PlacesController, GeocodingController],
  providers: [GeocodingJob, GeocodingStoresClient],
})
export class GeocodingModule {}
