import { Module } from '@nestjs/common';
import { PlacesController } from './places.controller';

/** The geocoder port (its provider comes from the configuration, see AppModule) and what uses it. */
@Module({ controllers: [PlacesController] })
export class GeocodingModule {}
