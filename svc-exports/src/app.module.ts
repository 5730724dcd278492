import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, READINESS_CHECKS, storageCheck } from '@agecheck/nest-common';
import type { ExportsConfig } from './config';
import { ExportsDirectory } from './export-files/export-files';
import { Geocoder } from './geocoding/geocoder';
import { geocoderFor } from './geocoding/geocoder.factory';
import { GeocodingModule } from './geocoding/geocoding.module';
import { JobsModule } from './jobs/jobs.module';
import { RedisConnection } from './queue/redis.connection';
import { FilesLocation } from './report/files.client';
import { PurchaseExportModule } from './purchase-export/purchase-export.module';
import { PurchasesModule } from './purchases/purchases.module';
import { ReportModule } from './report/report.module';
import { ShoppersModule } from './shoppers/shoppers.module';
import { StoreImportModule } from './store-import/store-import.module';
import { TimetrackModule } from './timetrack/timetrack.module';
import { TimetrackExportModule } from './timetrack-export/timetrack-export.module';

/** svc-exports: every long job (exports, invoices, imports, geocoding) as BullMQ jobs, over read models built from events. */
@Module({})
export class AppModule {
  static forRoot(config: ExportsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config, {
          providers: [
            { provide: RedisConnection, useFactory: () => new RedisConnection(config.redisUrl) },
            { provide: FilesLocation, useValue: new FilesLocation(config.filesUrl) },
            { provide: ExportsDirectory, useValue: new ExportsDirectory(config.exportsDir) },
            { provide: Geocoder, useValue: geocoderFor(config.geocoder) },
            {
              provide: READINESS_CHECKS,
              useFactory: (redis: RedisConnection) => [redis.readiness(), storageCheck(config.exportsDir)],
              inject: [RedisConnection],
            },
          ],
        }),
        JobsModule,
        ShoppersModule,
        TimetrackModule,
        PurchasesModule,
        ReportModule,
        PurchaseExportModule,
        GeocodingModule,
        StoreImportModule,
        TimetrackExportModule,
      ],
    };
  }
}
