import { Module } from '@nestjs/common';
import { StoreSnapshot } from './store-snapshot';
import { StoresController } from './stores.controller';
import { StoresRepository } from './stores.repository';
import { StoresService } from './stores.service';

@Module({
  controllers: [StoresController],
  providers: [StoresService, StoresRepository, StoreSnapshot],
  exports: [StoresRepository, StoresService],
})
export class StoresModule {}
