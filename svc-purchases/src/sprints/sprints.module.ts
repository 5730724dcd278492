import { Module } from '@nestjs/common';
import { SprintCounter } from './sprint-counter';
import { SprintCountsConsumer } from './sprint-counts.consumer';
import { SprintsController } from './sprints.controller';
import { SprintsRepository } from './sprints.repository';
import { SprintsService } from './sprints.service';

@Module({
  controllers: [SprintsController],
  providers: [SprintsService, SprintsRepository, SprintCounter, SprintCountsConsumer],
  exports: [SprintsService],
})
export class SprintsModule {}
