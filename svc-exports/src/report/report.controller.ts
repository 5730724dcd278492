import { Controller, Headers, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import { reportQuerySchema } from '@agecheck/contracts';
import { ApiErrors, createZodDto, CurrentUser, Endpoint, type AuthUser } from '@agecheck/nest-common';
import type { Response } from 'express';
import { REPORT_ERRORS } from './report.exception';
import { ReportService } from './report.service';

class ReportQueryDto extends createZodDto(reportQuerySchema) {}

/** The PDF report of a purchase (back-office spec, section 7: `GET api/exports/rapport/{id}` (pdf)). */
@ApiErrors(REPORT_ERRORS)
@Controller()
export class ReportController {
  constructor(private readonly reports: ReportService) {}

  /** The purchase's data, the report image, the receipt and both signatures as a PDF, in the reader's language. */
  @Endpoint('GET /api/exports/rapport/:id')
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'The PDF report',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  async report(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Query() query: ReportQueryDto,
    @Headers('authorization') authorization: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { pdf, fileName } = await this.reports.report(user, id, authorization, query.lang);
    // personal data: the browser may keep it, shared caches never
    response.setHeader('cache-control', 'private, no-store');
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      length: pdf.length,
      disposition: `inline; filename="${fileName}"`,
    });
  }
}
