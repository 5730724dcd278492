import { Injectable, OnModuleInit } from '@nestjs/common';
import type {
  Article,
  ArticleCategory,
  Feedback,
  Instruction,
  Language,
  StoreType,
} from '@agecheck/contracts';
import { InjectDb } from '@agecheck/nest-common';
import { ObjectId, type Collection, type Db } from 'mongodb';

export const ARTICLES_COLLECTION = 'articles';
export const CATEGORIES_COLLECTION = 'articleCategories';
export const INSTRUCTIONS_COLLECTION = 'instructions';
export const FEEDBACKS_COLLECTION = 'feedbacks';

type Stored<T extends { _id: string }> = Omit<T, '_id'> & { _id: ObjectId };
/** A deleted article stays stored (`deletedAt`): purchases name it by id (decision 0024). */
type StoredArticle = Stored<Article> & { deletedAt?: string };

const LIVE = { deletedAt: { $exists: false } };
const byId = (id: string) => ({ _id: new ObjectId(id) });

function fromStored<T extends { _id: string }>({ _id, ...rest }: Stored<T>): T {
  return { _id: _id.toHexString(), ...rest } as unknown as T;
}

function toStored<T extends { _id: string }>({ _id, ...rest }: T): Stored<T> {
  return { _id: new ObjectId(_id), ...rest } as unknown as Stored<T>;
}

function articleOf({ deletedAt: _deleted, ...article }: StoredArticle): Article {
  return fromStored<Article>(article);
}

/** Articles, their categories, store instructions and feedbacks in MongoDB. */
@Injectable()
export class CatalogRepository implements OnModuleInit {
  private readonly articles: Collection<StoredArticle>;
  private readonly categories: Collection<Stored<ArticleCategory>>;
  private readonly instructions: Collection<Stored<Instruction>>;
  private readonly feedbacks: Collection<Stored<Feedback>>;

  constructor(@InjectDb() db: Db) {
    this.articles = db.collection(ARTICLES_COLLECTION);
    this.categories = db.collection(CATEGORIES_COLLECTION);
    this.instructions = db.collection(INSTRUCTIONS_COLLECTION);
    this.feedbacks = db.collection(FEEDBACKS_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    await Promise.all([
      this.instructions.createIndex({ type: 1, language: 1 }),
      this.feedbacks.createIndex({ storeID: 1, createdAt: -1 }),
    ]);
  }

  /** The articles not deleted. */
  async allArticles(): Promise<Article[]> {
    return (await this.articles.find(LIVE).toArray()).map(articleOf);
  }

  async findArticle(id: string): Promise<Article | undefined> {
    const stored = await this.articles.findOne({ ...byId(id), ...LIVE });
    return stored ? articleOf(stored) : undefined;
  }

  /** Whether an article not deleted has the slug. */
  async articleSlugTaken(slug: string): Promise<boolean> {
    return (await this.articles.countDocuments({ slug, ...LIVE }, { limit: 1 })) > 0;
  }

  async insertArticle(article: Article): Promise<void> {
    await this.articles.insertOne(toStored(article));
  }

  async replaceArticle({ _id, ...fields }: Article): Promise<void> {
    await this.articles.updateOne(byId(_id), { $set: fields });
  }

  async markArticleDeleted(id: string, deletedAt: string): Promise<void> {
    await this.articles.updateOne(byId(id), { $set: { deletedAt } });
  }

  async countArticlesOf(categoryID: string): Promise<number> {
    return this.articles.countDocuments({ category: categoryID, ...LIVE });
  }

  async allCategories(): Promise<ArticleCategory[]> {
    return (await this.categories.find().sort({ order: 1 }).toArray()).map(fromStored<ArticleCategory>);
  }

  async findCategory(id: string): Promise<ArticleCategory | undefined> {
    const stored = await this.categories.findOne(byId(id));
    return stored ? fromStored<ArticleCategory>(stored) : undefined;
  }

  async categorySlugTaken(slug: string): Promise<boolean> {
    return (await this.categories.countDocuments({ slug }, { limit: 1 })) > 0;
  }

  async insertCategory(category: ArticleCategory): Promise<void> {
    await this.categories.insertOne(toStored(category));
  }

  async replaceCategory({ _id, ...fields }: ArticleCategory): Promise<void> {
    await this.categories.updateOne(byId(_id), { $set: fields });
  }

  async deleteCategory(id: string): Promise<void> {
    await this.categories.deleteOne(byId(id));
  }

  /** The age limit of an article's category, if the article and its category exist (tester protection). */
  async ageLimitOfArticle(articleID: string): Promise<number | undefined> {
    if (!ObjectId.isValid(articleID)) return undefined;
    const article = await this.articles.findOne({ _id: new ObjectId(articleID) });
    if (!article || !ObjectId.isValid(article.category)) return undefined;
    return (await this.categories.findOne({ _id: new ObjectId(article.category) }))?.ageLimit;
  }

  async instructionsOf(type: StoreType, language: Language): Promise<Instruction[]> {
    return (await this.instructions.find({ type, language }).toArray()).map(fromStored<Instruction>);
  }

  /** Every instruction, by store type and language. */
  async allInstructions(): Promise<Instruction[]> {
    return (await this.instructions.find().sort({ type: 1, language: 1 }).toArray()).map(
      fromStored<Instruction>,
    );
  }

  async findInstruction(id: string): Promise<Instruction | undefined> {
    const stored = await this.instructions.findOne(byId(id));
    return stored ? fromStored<Instruction>(stored) : undefined;
  }

  async insertInstruction(instruction: Instruction): Promise<void> {
    await this.instructions.insertOne(toStored(instruction));
  }

  async replaceInstruction({ _id, ...fields }: Instruction): Promise<void> {
    await this.instructions.updateOne(byId(_id), { $set: fields });
  }

  /** Deletes an instruction; false when there was none with the id. */
  async deleteInstruction(id: string): Promise<boolean> {
    return (await this.instructions.deleteOne(byId(id))).deletedCount === 1;
  }

  async saveFeedback(feedback: Feedback): Promise<void> {
    await this.feedbacks.insertOne(toStored(feedback));
  }

  /** Every feedback, newest first. */
  async allFeedbacks(): Promise<Feedback[]> {
    return (await this.feedbacks.find().sort({ createdAt: -1 }).toArray()).map(fromStored<Feedback>);
  }

  /** Deletes a feedback; false when there was none with the id. */
  async deleteFeedback(id: string): Promise<boolean> {
    return (await this.feedbacks.deleteOne(byId(id))).deletedCount === 1;
  }
}
