import { Module } from '@nestjs/common';
import { ExportFiles } from '../export-files/export-files';
import { TimetrackModule } from '../timetrack/timetrack.module';
import { EvidenceFiles } from './evidence-files';
import { PersonnelNumbers } from './personnel-numbers';
import { TimetrackExportController } from './timetrack-export.controller';
import { TimetrackExportHandler } from './timetrack-export.handler';
import { TimetrackExportService } from './timetrack-export.service';

/** The check for unchecked reports and the time exports as jobs over svc-exports' time-tracking rows (issue 19). */
@Module({
  imports: [TimetrackModule],
  controllers: [TimetrackExportController],
  providers: [TimetrackExportHandler, TimetrackExportService, ExportFiles, EvidenceFiles, PersonnelNumbers],
})
export class TimetrackExportModule {}
