import { Module } from '@nestjs/common';
import { TimetrackConsumer } from './timetrack.consumer';
import { TimetrackExportRecords } from './timetrack-export-records';
import { TimetrackRowsRepository } from './timetrack-rows.repository';

/** The time-tracking read model: records, customers and regions, kept from svc-timetrack's events (issue 19). */
@Module({
  providers: [TimetrackConsumer, TimetrackRowsRepository, TimetrackExportRecords],
  exports: [TimetrackRowsRepository, TimetrackExportRecords],
})
export class TimetrackModule {}
