import { Module } from '@nestjs/common';
import { ShoppersController } from './shoppers.controller';
import { ShoppersRepository } from './shoppers.repository';
import { ShoppersService } from './shoppers.service';

@Module({
  controllers: [ShoppersController],
  providers: [ShoppersService, ShoppersRepository],
  exports: [ShoppersRepository],
})
export class ShoppersModule {}
