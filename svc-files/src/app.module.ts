import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, READINESS_CHECKS, storageCheck } from '@agecheck/nest-common';
import type { FilesConfig } from './config';
import { DownloadsModule } from './downloads/downloads.module';
import { ImagesModule } from './images/images.module';

/** svc-files: images, signatures, receipts, downloads and their categories; bytes in the storage directory. */
@Module({})
export class AppModule {
  static forRoot(config: FilesConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config, {
          providers: [{ provide: READINESS_CHECKS, useValue: [storageCheck(config.filesDir)] }],
        }),
        ImagesModule.forRoot(config),
        DownloadsModule.forRoot(config),
      ],
    };
  }
}
