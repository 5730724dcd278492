import { Module } from '@nestjs/common';
import { DashboardPurchasesController } from './dashboard-purchases.controller';
import { DashboardPurchasesRepository } from './dashboard-purchases.repository';
import { DashboardPurchasesService } from './dashboard-purchases.service';

@Module({
  controllers: [DashboardPurchasesController],
  providers: [DashboardPurchasesService, DashboardPurchasesRepository],
})
export class DashboardPurchasesModule {}
