import { Controller, Header, Req, StreamableFile } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ApiBody, ApiConsumes, ApiProduces } from '@nestjs/swagger';
import { storeUploadAnswerSchema, type JobStarted, type StoreUploadAnswer } from '@agecheck/contracts';
import { ApiErrors, createZodDto, Endpoint, parseRequest, ZodResponse } from '@agecheck/nest-common';
import type { Request } from 'express';
import { STORE_IMPORT_ERRORS } from './store-import.exception';
import { StoreImportService } from './store-import.service';
import { storeTemplate } from './store-sheet';
import { readWorkbookUpload } from './workbook-upload';

class StoreUploadAnswerDto extends createZodDto(storeUploadAnswerSchema) {}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The store import's workbook (back-office spec, section 7: `POST api/stores/upload`) and its template. */
@ApiErrors(STORE_IMPORT_ERRORS)
@Controller()
export class StoreImportController {
  constructor(private readonly imports: StoreImportService) {}

  /** Keeps an .xlsx workbook of stores (field `file`, at most 10 MB) for `POST api/stores/{type}`. */
  @Endpoint('POST /api/stores/upload')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ZodResponse({ status: 201, type: StoreUploadAnswerDto })
  async upload(@Req() request: Request): Promise<StoreUploadAnswer> {
    return this.imports.upload(await readWorkbookUpload(request.headers, request));
  }

  /** The template workbook: the columns the import reads, and an example store. */
  @Endpoint('GET /api/stores/upload/template')
  @ApiProduces(XLSX)
  @Header('Content-Type', XLSX)
  @Header('Content-Disposition', 'attachment; filename="filialen-vorlage.xlsx"')
  async template(): Promise<StreamableFile> {
    return new StreamableFile(await storeTemplate());
  }

  @MessagePattern('storeImport.start')
  start(@Payload() payload: unknown): Promise<JobStarted> {
    return this.imports.start(parseRequest('storeImport.start', payload));
  }
}
