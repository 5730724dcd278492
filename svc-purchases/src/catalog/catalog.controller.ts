import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import { ApiNoContentResponse } from '@nestjs/swagger';
import {
  articleCategoryInputSchema,
  articleCategorySchema,
  articleInputSchema,
  articleListQuerySchema,
  articleSchema,
  catalogIdParamsSchema,
  feedbackInputSchema,
  feedbackSchema,
  instructionInputSchema,
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
class ArticleInputDto extends createZodDto(articleInputSchema) {}
class ArticleListQueryDto extends createZodDto(articleListQuerySchema) {}
class ArticleCategoryDto extends createZodDto(articleCategorySchema) {}
class ArticleCategoryInputDto extends createZodDto(articleCategoryInputSchema) {}
class CatalogIdParamsDto extends createZodDto(catalogIdParamsSchema) {}
class InstructionDto extends createZodDto(instructionSchema) {}
class InstructionInputDto extends createZodDto(instructionInputSchema) {}
class InstructionParamsDto extends createZodDto(instructionParamsSchema) {}
class FeedbackInputDto extends createZodDto(feedbackInputSchema) {}
class FeedbackDto extends createZodDto(feedbackSchema) {}

/**
 * Articles, categories, instructions and feedbacks: what the field reads and sends (field-app spec, sections
 * 3 and 7) and their administration in the back office (back-office spec, sections 2, 5 and 7; decision 0024).
 */
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

  @Endpoint('POST /api/articles')
  @ZodResponse({ status: 201, type: ArticleDto })
  createArticle(@Body() input: ArticleInputDto): Promise<Article> {
    return this.catalog.createArticle(input);
  }

  /** Changes names and category; a changed slug is refused ('catalog.slugLocked'). */
  @Endpoint('PUT /api/articles/:id')
  @ZodResponse({ type: ArticleDto })
  updateArticle(@Param() params: CatalogIdParamsDto, @Body() input: ArticleInputDto): Promise<Article> {
    return this.catalog.updateArticle(params.id, input);
  }

  @Endpoint('DELETE /api/articles/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  deleteArticle(@Param() params: CatalogIdParamsDto): Promise<void> {
    return this.catalog.deleteArticle(params.id);
  }

  @Endpoint('GET /api/articleCategory')
  @ZodResponse({ type: [ArticleCategoryDto] })
  categories(): Promise<ArticleCategory[]> {
    return this.catalog.categories();
  }

  @Endpoint('POST /api/articleCategory')
  @ZodResponse({ status: 201, type: ArticleCategoryDto })
  createCategory(@Body() input: ArticleCategoryInputDto): Promise<ArticleCategory> {
    return this.catalog.createCategory(input);
  }

  /** Changes a category; a changed slug is refused ('catalog.slugLocked'). */
  @Endpoint('PUT /api/articleCategory/:id')
  @ZodResponse({ type: ArticleCategoryDto })
  updateCategory(
    @Param() params: CatalogIdParamsDto,
    @Body() input: ArticleCategoryInputDto,
  ): Promise<ArticleCategory> {
    return this.catalog.updateCategory(params.id, input);
  }

  /** Deletes an empty category; one with articles answers 409 'catalog.category.hasArticles'. */
  @Endpoint('DELETE /api/articleCategory/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  deleteCategory(@Param() params: CatalogIdParamsDto): Promise<void> {
    return this.catalog.deleteCategory(params.id);
  }

  /** The instructions of a store type in a language; none is an empty list. */
  @Endpoint('GET /api/instructions/:type/:lang')
  @ZodResponse({ type: [InstructionDto] })
  instructions(@Param() params: InstructionParamsDto): Promise<Instruction[]> {
    return this.catalog.instructions(params.type, params.lang);
  }

  /** Every instruction, by store type and language (back office). */
  @Endpoint('GET /api/instructions')
  @ZodResponse({ type: [InstructionDto] })
  allInstructions(): Promise<Instruction[]> {
    return this.catalog.allInstructions();
  }

  @Endpoint('POST /api/instructions')
  @ZodResponse({ status: 201, type: InstructionDto })
  createInstruction(@Body() input: InstructionInputDto): Promise<Instruction> {
    return this.catalog.createInstruction(input);
  }

  @Endpoint('PUT /api/instructions/:id')
  @ZodResponse({ type: InstructionDto })
  updateInstruction(
    @Param() params: CatalogIdParamsDto,
    @Body() input: InstructionInputDto,
  ): Promise<Instruction> {
    return this.catalog.updateInstruction(params.id, input);
  }

  @Endpoint('DELETE /api/instructions/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  deleteInstruction(@Param() params: CatalogIdParamsDto): Promise<void> {
    return this.catalog.deleteInstruction(params.id);
  }

  @Endpoint('POST /api/feedbacks')
  @ZodResponse({ status: 201, type: FeedbackDto })
  saveFeedback(@CurrentUser() user: AuthUser, @Body() input: FeedbackInputDto): Promise<Feedback> {
    return this.catalog.saveFeedback(user, input);
  }

  /** Every feedback, newest first, with its store and author. */
  @Endpoint('GET /api/feedbacks')
  @ZodResponse({ type: [FeedbackDto] })
  feedbacks(): Promise<Feedback[]> {
    return this.catalog.feedbacks();
  }

  @Endpoint('DELETE /api/feedbacks/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Done: removed from the list' })
  completeFeedback(@Param() params: CatalogIdParamsDto): Promise<void> {
    return this.catalog.completeFeedback(params.id);
  }
}
