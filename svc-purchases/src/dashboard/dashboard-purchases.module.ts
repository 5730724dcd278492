import { Module } from '@nestjs/common';
import { PurchasesModule } from '../purchases/purchases.module';
import { DashboardPurchasesController } from './dashboard-purchases.controller';
import { DashboardPurchasesService } from './dashboard-purchases.service';

@Module({
  imports: [PurchasesModule],
  controllers: [DashboardPurchasesController],
  providers: [DashboardPurchasesService],
})
export class DashboardPurchasesModule {}
