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

function fromStored<T extends { _id: string }>({ _id, ...rest }: Stored<T>): T {
  return { _id: _id.toHexString(), ...rest } as unknown as T;
}

/** Articles, their categories, store instructions and feedbacks in MongoDB. */
@Injectable()
export class CatalogRepository implements OnModuleInit {
  private readonly articles: Collection<Stored<Article>>;
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

  async allArticles(): Promise<Article[]> {
    return (await this.articles.find().toArray()).map(fromStored<Article>);
  }

  async allCategories(): Promise<ArticleCategory[]> {
    return (await this.categories.find().sort({ order: 1 }).toArray()).map(fromStored<ArticleCategory>);
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

  async saveFeedback(feedback: Feedback): Promise<void> {
    const { _id, ...fields } = feedback;
    await this.feedbacks.insertOne({ _id: new ObjectId(_id), ...fields });
  }
}
