import { Injectable } from '@nestjs/common';
import {
  LOCALES,
  type Article,
  type ArticleCategory,
  type ArticleCategoryInput,
  type ArticleInput,
  type Feedback,
  type FeedbackInput,
  type Instruction,
  type InstructionInput,
  type Language,
  type StoreType,
} from '@agecheck/contracts';
import { Clock, IdGenerator, type AuthUser } from '@agecheck/nest-common';
import { StoresRepository } from '../stores/stores.repository';
import { CatalogException } from './catalog.exception';
import { CatalogRepository } from './catalog.repository';

/**
 * Use cases of the catalogue: the field reads articles, categories and instructions and sends feedbacks; the
 * back office administers them (back-office spec, sections 2, 3 and 5; decision 0024).
 */
@Injectable()
export class CatalogService {
  constructor(
    private readonly repository: CatalogRepository,
    private readonly stores: StoresRepository,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** Every article, sorted by its name in the user's language as that language sorts (ä with a, é with e). */
  async articles(lang: Language): Promise<Article[]> {
    const collator = new Intl.Collator(LOCALES[lang], { sensitivity: 'base', numeric: true });
    return (await this.repository.allArticles()).sort((a, b) => collator.compare(a.name[lang], b.name[lang]));
  }

  async createArticle(input: ArticleInput): Promise<Article> {
    await this.requireCategory(input.category);
    if (await this.repository.articleSlugTaken(input.slug)) throw new CatalogException('SLUG_TAKEN');
    const article: Article = { _id: this.ids.objectId(), ...input };
    await this.repository.insertArticle(article);
    return article;
  }

  /** Changes an article's names and category; its slug stays as first saved. */
  async updateArticle(id: string, input: ArticleInput): Promise<Article> {
    const saved = await this.repository.findArticle(id);
    if (!saved) throw new CatalogException('ARTICLE_NOT_FOUND');
    if (input.slug !== saved.slug) throw new CatalogException('SLUG_LOCKED');
    await this.requireCategory(input.category);
    const article: Article = { _id: id, ...input };
    await this.repository.replaceArticle(article);
    return article;
  }

  /** Takes an article out of the catalogue; purchases that name it keep finding it (decision 0024). */
  async deleteArticle(id: string): Promise<void> {
    if (!(await this.repository.findArticle(id))) throw new CatalogException('ARTICLE_NOT_FOUND');
    await this.repository.markArticleDeleted(id, this.clock.now().toISOString());
  }

  categories(): Promise<ArticleCategory[]> {
    return this.repository.allCategories();
  }

  async createCategory(input: ArticleCategoryInput): Promise<ArticleCategory> {
    if (await this.repository.categorySlugTaken(input.slug)) throw new CatalogException('SLUG_TAKEN');
    const category: ArticleCategory = { _id: this.ids.objectId(), ...input };
    await this.repository.insertCategory(category);
    return category;
  }

  async updateCategory(id: string, input: ArticleCategoryInput): Promise<ArticleCategory> {
    const saved = await this.repository.findCategory(id);
    if (!saved) throw new CatalogException('CATEGORY_NOT_FOUND');
    if (input.slug !== saved.slug) throw new CatalogException('SLUG_LOCKED');
    const category: ArticleCategory = { _id: id, ...input };
    await this.repository.replaceCategory(category);
    return category;
  }

  /** Deletes an empty category; one that still holds articles is refused (decision 0024). */
  async deleteCategory(id: string): Promise<void> {
    if (!(await this.repository.findCategory(id))) throw new CatalogException('CATEGORY_NOT_FOUND');
    if ((await this.repository.countArticlesOf(id)) > 0) throw new CatalogException('CATEGORY_HAS_ARTICLES');
    await this.repository.deleteCategory(id);
  }

  instructions(type: StoreType, lang: Language): Promise<Instruction[]> {
    return this.repository.instructionsOf(type, lang);
  }

  allInstructions(): Promise<Instruction[]> {
    return this.repository.allInstructions();
  }

  async createInstruction(input: InstructionInput): Promise<Instruction> {
    const instruction: Instruction = { _id: this.ids.objectId(), ...input };
    await this.repository.insertInstruction(instruction);
    return instruction;
  }

  async updateInstruction(id: string, input: InstructionInput): Promise<Instruction> {
    if (!(await this.repository.findInstruction(id))) throw new CatalogException('INSTRUCTION_NOT_FOUND');
    const instruction: Instruction = { _id: id, ...input };
    await this.repository.replaceInstruction(instruction);
    return instruction;
  }

  async deleteInstruction(id: string): Promise<void> {
    if (!(await this.repository.deleteInstruction(id))) throw new CatalogException('INSTRUCTION_NOT_FOUND');
  }

  /**
   * Saves a test buyer's feedback on a store that exists (field-app spec, section 5, "Feedback"), with the
   * store and the author's name as the back office's list shows them.
   */
  async saveFeedback(user: AuthUser, input: FeedbackInput): Promise<Feedback> {
    const store = await this.stores.findById(input.storeID);
    if (!store) throw new CatalogException('FEEDBACK_STORE_NOT_FOUND');
    const feedback: Feedback = {
      _id: this.ids.objectId(),
      storeID: input.storeID,
      short: input.short,
      detail: input.detail,
      userID: user.id,
      userName: user.name,
      store: { vst: store.vst, name: store.name, type: store.type, city: store.city },
      createdAt: this.clock.now().toISOString(),
    };
    await this.repository.saveFeedback(feedback);
    return feedback;
  }

  /** Every feedback, newest first (back-office spec, "Feedbacks"). */
  feedbacks(): Promise<Feedback[]> {
    return this.repository.allFeedbacks();
  }

  /** A feedback dealt with leaves the list ("a done button removes an entry"). */
  async completeFeedback(id: string): Promise<void> {
    if (!(await this.repository.deleteFeedback(id))) throw new CatalogException('FEEDBACK_NOT_FOUND');
  }

  private async requireCategory(id: string): Promise<void> {
    if (!(await this.repository.findCategory(id))) throw new CatalogException('ARTICLE_CATEGORY_UNKNOWN');
  }
}
