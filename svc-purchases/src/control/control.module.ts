import { Module } from '@nestjs/common';
import { PurchasesModule } from '../purchases/purchases.module';
import { ControlController } from './control.controller';
import { ControlService } from './control.service';

@Module({
  imports: [PurchasesModule],
  controllers: [ControlController],
  providers: [ControlService],
})
export class ControlModule {}
