import type { Article, ArticleCategory, Feedback, Instruction } from '@agecheck/contracts';
import { articleAgeLimitOf } from '@agecheck/contracts';
import type { Implementation } from '@agecheck/nest-common/testing';
import type { CatalogRepository } from '../src/catalog/catalog.repository';

/** The catalogue in memory, for unit tests of the services that read it. */
export class InMemoryCatalogRepository implements Implementation<CatalogRepository> {
  readonly feedbacks: Feedback[] = [];

  constructor(
    readonly articles: Article[] = [],
    readonly categories: ArticleCategory[] = [],
  ) {}

  async onModuleInit(): Promise<void> {}

  async allArticles(): Promise<Article[]> {
    return [...this.articles];
  }

  async allCategories(): Promise<ArticleCategory[]> {
    return [...this.categories].sort((a, b) => a.order - b.order);
  }

  async ageLimitOfArticle(articleID: string): Promise<number | undefined> {
    return articleAgeLimitOf(articleID, this.articles, this.categories);
  }

  async instructionsOf(): Promise<Instruction[]> {
    return [];
  }

  async saveFeedback(feedback: Feedback): Promise<void> {
    this.feedbacks.push(feedback);
  }
}
