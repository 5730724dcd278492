import { Module } from '@nestjs/common';
import { ShopperOwnerController } from './shopper-owner.controller';
import { ShoppersController } from './shoppers.controller';
import { ShoppersRepository } from './shoppers.repository';
import { ShoppersService } from './shoppers.service';

@Module({
  controllers: [ShoppersController, ShopperOwnerController],
  providers: [ShoppersService, ShoppersRepository],
  exports: [ShoppersRepository],
})
export class ShoppersModule {}
