import { DynamicModule, Module } from '@nestjs/common';
import type { FilesConfig } from '../config';
import { EvidenceController } from './evidence.controller';
import { FileLinks } from './file-links';
import { FileStore } from './file-store';
import { FilesRepository } from './files.repository';
import { ImageProcessor } from './image-processor';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';
import { UploadBuffers } from './multipart-upload';

@Module({})
export class ImagesModule {
  static forRoot(config: FilesConfig): DynamicModule {
    return {
      module: ImagesModule,
      controllers: [ImagesController, EvidenceController],
      providers: [
        ImagesService,
        FilesRepository,
        ImageProcessor,
        { provide: UploadBuffers, useValue: new UploadBuffers() },
        { provide: FileStore, useValue: new FileStore(config.filesDir) },
        { provide: FileLinks, useValue: new FileLinks(config.linkSecret, config.linkSeconds) },
      ],
    };
  }
}
