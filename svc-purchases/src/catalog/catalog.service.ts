import { Injectable } from '@nestjs/common';
import {
  LOCALES,
  type Article,
  type ArticleCategory,
  type Feedback,
  type FeedbackInput,
  type Instruction,
  type Language,
  type StoreType,
} from '@agecheck/contracts';
import { Clock, IdGenerator, type AuthUser } from '@agecheck/nest-common';
import { StoresRepository } from '../stores/stores.repository';
import { CatalogException } from './catalog.exception';
import { CatalogRepository } from './catalog.repository';

/** Use cases of the catalogue: articles, categories and instructions to read, feedbacks to save. */
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

  categories(): Promise<ArticleCategory[]> {
    return this.repository.allCategories();
  }

  instructions(type: StoreType, lang: Language): Promise<Instruction[]> {
    return this.repository.instructionsOf(type, lang);
  }

  /** Saves a test buyer's feedback on a store that exists (field-app spec, section 5, "Feedback"). */
  async saveFeedback(user: AuthUser, input: FeedbackInput): Promise<Feedback> {
    if (!(await this.stores.findById(input.storeID))) throw new CatalogException('FEEDBACK_STORE_NOT_FOUND');
    const feedback: Feedback = {
      _id: this.ids.objectId(),
      storeID: input.storeID,
      short: input.short,
      detail: input.detail,
      userID: user.id,
      createdAt: this.clock.now().toISOString(),
    };
    await this.repository.saveFeedback(feedback);
    return feedback;
  }
}
