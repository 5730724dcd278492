import { Module } from '@nestjs/common';
import { StoreErrorsConsumer } from './store-errors.consumer';
import { StoreSnapshot } from './store-snapshot';
import { StoresController } from './stores.controller';
import { StoresGeocodingController } from './stores-geocoding.controller';
import { StoresRepository } from './stores.repository';
import { StoresService } from './stores.service';

@Module({
  controllers: [StoresController, StoresGeocodingController],
  providers: [StoresService, StoresRepository, StoreSnapshot, StoreErrorsConsumer],
  exports: [StoresRepository, StoresService, StoreSnapshot],
})
export class StoresModule {}
