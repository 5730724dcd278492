import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import {
  analyzeDayParamsSchema,
  analyzeDaySchema,
  analyzeUserDaySchema,
  analyzeUserParamsSchema,
  insightQuerySchema,
  insightSchema,
  type AnalyzeDay,
  type AnalyzeUserDay,
  type Insight,
} from '@agecheck/contracts';
import { createZodDto, Endpoint, ZodResponse } from '@agecheck/nest-common';
import { AnalysisService } from './analysis.service';
import { InsightService } from './insight.service';

class AnalyzeDayParamsDto extends createZodDto(analyzeDayParamsSchema) {}
class AnalyzeUserParamsDto extends createZodDto(analyzeUserParamsSchema) {}
class AnalyzeDayDto extends createZodDto(analyzeDaySchema) {}
class AnalyzeUserDayDto extends createZodDto(analyzeUserDaySchema) {}
class InsightQueryDto extends createZodDto(insightQuerySchema) {}
class InsightDto extends createZodDto(insightSchema) {}

/** The daily analysis (back-office spec, section 7: "analyze with sID and date") and the insight page (issue 8). */
@Controller()
export class AnalysisController {
  constructor(
    private readonly analysis: AnalysisService,
    private readonly insight: InsightService,
  ) {}

  /** The users with purchases on the day, with their counts. */
  @Endpoint('GET /api/purchases/analyze/:date')
  @ZodResponse({ type: AnalyzeDayDto })
  day(@Param() params: AnalyzeDayParamsDto): Promise<AnalyzeDay> {
    return this.analysis.day(params.date);
  }

  /** One user's purchases of the day in order, with the minutes between them, and their open round entries. */
  @Endpoint('GET /api/purchases/analyze/:date/:sID')
  @ZodResponse({ type: AnalyzeUserDayDto })
  userDay(@Param() params: AnalyzeUserParamsDto): Promise<AnalyzeUserDay> {
    return this.analysis.userDay(params.date, params.sID);
  }

  /** The sale rate's counts by dimension over the period and round asked for, from the read model. */
  @Endpoint('POST /api/purchases/insight')
  @HttpCode(200)
  @ZodResponse({ status: 200, type: InsightDto })
  query(@Body() query: InsightQueryDto): Promise<Insight> {
    return this.insight.query(query);
  }
}
