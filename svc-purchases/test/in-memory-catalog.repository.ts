import type {
  Article,
  ArticleCategory,
  Feedback,
  Instruction,
  Language,
  StoreType,
} from '@agecheck/contracts';
import { articleAgeLimitOf } from '@agecheck/contracts';
import { databaseOrder, type Implementation } from '@agecheck/nest-common/testing';
import type { CatalogRepository } from '../src/catalog/catalog.repository';

/** Replaces the item of the same id, if there is one (as an update by id matching nothing writes nothing). */
const replaceIn = <T extends { _id: string }>(list: T[], item: T) => {
  const index = list.findIndex((entry) => entry._id === item._id);
  if (index >= 0) list.splice(index, 1, item);
};
const removeFrom = <T extends { _id: string }>(list: T[], id: string): boolean => {
  const index = list.findIndex((entry) => entry._id === id);
  if (index >= 0) list.splice(index, 1);
  return index >= 0;
};

/**
 * The catalogue in memory, for unit tests of the services that read it: the same answers as the MongoDB
 * repository, which catalog.repository.int-spec.ts checks against this one.
 */
export class InMemoryCatalogRepository implements Implementation<CatalogRepository> {
  readonly feedbacks: Feedback[] = [];
  readonly instructions: Instruction[] = [];
  /** Ids of the articles deleted, which stay for the purchases that name them. */
  readonly deletedArticles = new Map<string, string>();

  constructor(
    readonly articles: Article[] = [],
    readonly categories: ArticleCategory[] = [],
  ) {}

  async onModuleInit(): Promise<void> {}

  private live(): Article[] {
    return this.articles.filter((article) => !this.deletedArticles.has(article._id));
  }

  async allArticles(): Promise<Article[]> {
    return this.live();
  }

  async findArticle(id: string): Promise<Article | undefined> {
    return this.live().find((article) => article._id === id);
  }

  async articleSlugTaken(slug: string): Promise<boolean> {
    return this.live().some((article) => article.slug === slug);
  }

  async insertArticle(article: Article): Promise<void> {
    this.articles.push(article);
  }

  async replaceArticle(article: Article): Promise<void> {
    replaceIn(this.articles, article);
  }

  async markArticleDeleted(id: string, deletedAt: string): Promise<void> {
    this.deletedArticles.set(id, deletedAt);
  }

  async countArticlesOf(categoryID: string): Promise<number> {
    return this.live().filter((article) => article.category === categoryID).length;
  }

  async allCategories(): Promise<ArticleCategory[]> {
    return [...this.categories].sort((a, b) => a.order - b.order);
  }

  async findCategory(id: string): Promise<ArticleCategory | undefined> {
    return this.categories.find((category) => category._id === id);
  }

  async categorySlugTaken(slug: string): Promise<boolean> {
    return this.categories.some((category) => category.slug === slug);
  }

  async insertCategory(category: ArticleCategory): Promise<void> {
    this.categories.push(category);
  }

  async replaceCategory(category: ArticleCategory): Promise<void> {
    replaceIn(this.categories, category);
  }

  async deleteCategory(id: string): Promise<void> {
    removeFrom(this.categories, id);
  }

  async ageLimitOfArticle(articleID: string): Promise<number | undefined> {
    return articleAgeLimitOf(articleID, this.articles, this.categories);
  }

  async instructionsOf(type: StoreType, language: Language): Promise<Instruction[]> {
    return this.instructions.filter((entry) => entry.type === type && entry.language === language);
  }

  async allInstructions(): Promise<Instruction[]> {
    return [...this.instructions].sort(
      (a, b) => databaseOrder(a.type, b.type) || databaseOrder(a.language, b.language),
    );
  }

  async findInstruction(id: string): Promise<Instruction | undefined> {
    return this.instructions.find((entry) => entry._id === id);
  }

  async insertInstruction(instruction: Instruction): Promise<void> {
    this.instructions.push(instruction);
  }

  async replaceInstruction(instruction: Instruction): Promise<void> {
    replaceIn(this.instructions, instruction);
  }

  async deleteInstruction(id: string): Promise<boolean> {
    return removeFrom(this.instructions, id);
  }

  async saveFeedback(feedback: Feedback): Promise<void> {
    this.feedbacks.push(feedback);
  }

  async allFeedbacks(): Promise<Feedback[]> {
    return [...this.feedbacks].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  async deleteFeedback(id: string): Promise<boolean> {
    return removeFrom(this.feedbacks, id);
  }
}
