import { Module } from '@nestjs/common';
import { PurchasesModule } from '../purchases/purchases.module';
import { ControlController } from './control.controller';
import { ControlRepository } from './control.repository';
import { ControlService } from './control.service';

@Module({
  imports: [PurchasesModule],
  controllers: [ControlController],
  providers: [ControlService, ControlRepository],
})
export class ControlModule {}
