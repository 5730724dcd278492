import { Module } from '@nestjs/common';
import { PurchaseListsModule } from '../purchase-lists/purchase-lists.module';
import { PurchasesModule } from '../purchases/purchases.module';
import { SprintsModule } from '../sprints/sprints.module';
import { StoresModule } from '../stores/stores.module';
import { AnalysisController } from './analysis.controller';
import { AnalysisService } from './analysis.service';
import { InsightConsumer } from './insight.consumer';
import { InsightProjector } from './insight.projector';
import { InsightRepository } from './insight.repository';
import { InsightService } from './insight.service';

@Module({
  imports: [PurchasesModule, PurchaseListsModule, SprintsModule, StoresModule],
  controllers: [AnalysisController],
  providers: [AnalysisService, InsightService, InsightRepository, InsightProjector, InsightConsumer],
})
export class AnalysisModule {}
