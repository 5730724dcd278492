import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  articleCategorySchema,
  articleListQuerySchema,
  articleSchema,
  feedbackInputSchema,
  feedbackSchema,
  instructionParamsSchema,
  instructionSchema,
  type Article,
  type ArticleCategory,
  type Feedback,
  type Instruction,
} from '@agecheck/contracts';
import {
  ApiErrors,
  createZodDto,
  CurrentUser,
  Endpoint,
  ZodResponse,
  type AuthUser,
} from '@agecheck/nest-common';
import { CATALOG_ERRORS } from './catalog.exception';
import { CatalogService } from './catalog.service';

class ArticleDto extends createZodDto(articleSchema) {}
class ArticleListQueryDto extends createZodDto(articleListQuerySchema) {}
class ArticleCategoryDto extends createZodDto(articleCategorySchema) {}
class InstructionDto extends createZodDto(instructionSchema) {}
class InstructionParamsDto extends createZodDto(instructionParamsSchema) {}
class FeedbackInputDto extends createZodDto(feedbackInputSchema) {}
class FeedbackDto extends createZodDto(feedbackSchema) {}

/** Articles, categories, instructions and feedbacks of the field app (field-app spec, sections 3 and 7). */
@ApiErrors(CATALOG_ERRORS)
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  /** Every article, sorted by its name in `lang` (the user's language). */
  @Endpoint('GET /api/articles')
  @ZodResponse({ type: [ArticleDto] })
  articles(@Query() query: ArticleListQueryDto): Promise<Article[]> {
    return this.catalog.articles(query.lang);
  }

  @Endpoint('GET /api/articleCategory')
  @ZodResponse({ type: [ArticleCategoryDto] })
  categories(): Promise<ArticleCategory[]> {
    return this.catalog.categories();
  }

  /** The instructions of a store type in a language; none is an empty list. */
  @Endpoint('GET /api/instructions/:type/:lang')
  @ZodResponse({ type: [InstructionDto] })
  instructions(@Param() params: InstructionParamsDto): Promise<Instruction[]> {
    return this.catalog.instructions(params.type, params.lang);
  }

  @Endpoint('POST /api/feedbacks')
  @ZodResponse({ status: 201, type: FeedbackDto })
  saveFeedback(@CurrentUser() user: AuthUser, @Body() input: FeedbackInputDto): Promise<Feedback> {
    return this.catalog.saveFeedback(user, input);
  }
}
