import { Module } from '@nestjs/common';
import { TimetrackConsumer } from './timetrack.consumer';
import { TimetrackRowsRepository } from './timetrack-rows.repository';

/** The time-tracking read model: records, customers and regions, kept from svc-timetrack's events (issue 19). */
@Module({
  providers: [TimetrackConsumer, TimetrackRowsRepository],
  exports: [TimetrackRowsRepository],
})
export class TimetrackModule {}
