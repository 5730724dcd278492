import { DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import type { FilesConfig } from '../config';
import { UploadBuffers } from '../images/multipart-upload';
import { DownloadFileStore, DownloadLinks } from './download-files';
import { DownloadsController } from './downloads.controller';
import { DownloadsRepository } from './downloads.repository';
import { DownloadsService } from './downloads.service';

/** Downloads and their categories (checklist D.5); their files in `FILES_DIR/downloads`. */
@Module({})
export class DownloadsModule {
  static forRoot(config: FilesConfig): DynamicModule {
    return {
      module: DownloadsModule,
      controllers: [DownloadsController],
      providers: [
        DownloadsService,
        DownloadsRepository,
        // admin uploads are rare: no buffer is kept between them
        { provide: UploadBuffers, useValue: new UploadBuffers(0) },
        { provide: DownloadFileStore, useValue: new DownloadFileStore(join(config.filesDir, 'downloads')) },
        { provide: DownloadLinks, useValue: new DownloadLinks(config.linkSecret, config.linkSeconds) },
      ],
    };
  }
}
