import { Body, Controller, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import {
  jobIdParamsSchema,
  jobStartedSchema,
  purchaseExportRequestSchema,
  type JobStarted,
} from '@agecheck/contracts';
import {
  ApiErrors,
  createZodDto,
  CurrentUser,
  Endpoint,
  ZodResponse,
  type AuthUser,
} from '@agecheck/nest-common';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import { JOB_ERRORS } from '../jobs/jobs.exception';
import { PURCHASE_EXPORT_ERRORS } from './purchase-export.exception';
import { PurchaseExportService } from './purchase-export.service';

class PurchaseExportRequestDto extends createZodDto(purchaseExportRequestSchema) {}
class JobStartedDto extends createZodDto(jobStartedSchema) {}
class JobIdParamsDto extends createZodDto(jobIdParamsSchema) {}

/** The purchases-overview export as a job (back-office spec, section 2: "CSV and Excel export"). */
@ApiErrors({ ...PURCHASE_EXPORT_ERRORS, ...JOB_ERRORS })
@Controller()
export class PurchaseExportController {
  constructor(private readonly exports: PurchaseExportService) {}

  /** Starts the export of a date range with the grid's columns; poll `GET api/exports/jobs/{jobId}`. */
  @Endpoint('POST /api/purchases/export/overview')
  @ZodResponse({ status: 201, type: JobStartedDto })
  start(@CurrentUser() user: AuthUser, @Body() request: PurchaseExportRequestDto): Promise<JobStarted> {
    return this.exports.start(user, request);
  }

  /** The file of a finished export (Excel, CSV or, for the VL signatures and the invoices, PDF). */
  @Endpoint('GET /api/exports/jobs/:id/file')
  @ApiProduces(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'text/csv',
    'application/pdf',
  )
  @ApiOkResponse({
    description: 'The export file',
    content: {
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
        schema: { type: 'string', format: 'binary' },
      },
      'text/csv': { schema: { type: 'string', format: 'binary' } },
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    },
  })
  async download(
    @CurrentUser() user: AuthUser,
    @Param() { id }: JobIdParamsDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.exports.download(user, id);
    response.setHeader('cache-control', 'private, no-store');
    return new StreamableFile(Readable.from(file.bytes), {
      type: file.contentType,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }
}
