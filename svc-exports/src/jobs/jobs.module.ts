import { Global, Module } from '@nestjs/common';
import { ExportRuns } from './export-runs';
import { ExportRunsRepository } from './export-runs.repository';
import { JobsController } from './jobs.controller';
import { JobsQueue } from './jobs.queue';
import { JobsService } from './jobs.service';

/**
 * The job framework of svc-exports: a job module registers its handler with JobsService (see
 * JobHandler), starts jobs with it, and the progress bar polls `GET /api/exports/jobs/:id`.
 */
@Global()
@Module({
  controllers: [JobsController],
  providers: [JobsQueue, JobsService, ExportRuns, ExportRunsRepository],
  exports: [JobsService],
})
export class JobsModule {}
