import type { Article, ArticleCategory, Feedback, Instruction } from '@agecheck/contracts';
import { describeRepositoryContract, type Implementation } from '@agecheck/nest-common/testing';
import { CatalogRepository } from '../src/catalog/catalog.repository';
import { InMemoryCatalogRepository } from './in-memory-catalog.repository';

// The catalogue: the in-memory stand-in of the unit tests (catalogue, purchases' tester protection) answers
// as the MongoDB repository on the real server: articles kept when deleted for the purchases that name them
// (decision 0024), categories by order, store instructions per type and language, feedbacks newest first
// (back-office spec, section 3; field-app spec, section 5).

type Catalog = Implementation<CatalogRepository>;

const id = (n: number) => n.toString(16).padStart(24, '0');
const name = (de: string) => ({ de, fr: `${de} (fr)`, it: `${de} (it)` });

const category = (n: number, changes: Partial<ArticleCategory> = {}): ArticleCategory => ({
  _id: id(n),
  type: 'ALCOHOL',
  name: name(`Kategorie ${n}`),
  slug: `kategorie-${n}`,
  ageLimit: 16,
  order: n,
  ...changes,
});

const article = (n: number, changes: Partial<Article> = {}): Article => ({
  _id: id(100 + n),
  name: name(`Artikel ${n}`),
  slug: `artikel-${n}`,
  category: id(1),
  ...changes,
});

const instruction = (n: number, changes: Partial<Instruction> = {}): Instruction => ({
  _id: id(200 + n),
  type: 'coop',
  language: 'de',
  content: `Hinweis ${n}`,
  ...changes,
});

const feedback = (n: number, createdAt: string, changes: Partial<Feedback> = {}): Feedback => ({
  _id: id(300 + n),
  storeID: id(400),
  short: `Kurz ${n}`,
  detail: `Ausführlich ${n}`,
  userID: 'tk1',
  createdAt,
  ...changes,
});

const byId = <T extends { _id: string }>(items: T[]) => [...items].sort((a, b) => (a._id < b._id ? -1 : 1));

describeRepositoryContract<Catalog>(
  'CatalogRepository',
  {
    inMemory: () => new InMemoryCatalogRepository(),
    mongo: async (db) => {
      const catalog = new CatalogRepository(db);
      await catalog.onModuleInit();
      return catalog;
    },
  },
  {
    'an article is found as inserted, counted in its category, its slug taken': async (catalog) => {
      await catalog.insertArticle(article(1));
      await catalog.insertArticle(article(2, { category: id(2) }));
      expect(await catalog.findArticle(article(1)._id)).toEqual(article(1));
      expect(await catalog.findArticle(id(199))).toBeUndefined();
      expect(byId(await catalog.allArticles())).toEqual([article(1), article(2, { category: id(2) })]);
      expect(await catalog.countArticlesOf(id(1))).toBe(1);
      expect(await catalog.countArticlesOf(id(3))).toBe(0);
      expect(await catalog.articleSlugTaken('artikel-1')).toBe(true);
      expect(await catalog.articleSlugTaken('artikel-3')).toBe(false);
    },

    'a replaced article answers its new fields; a replace of an unknown one changes nothing': async (
      catalog,
    ) => {
      await catalog.insertArticle(article(1));
      await catalog.insertArticle(article(2));
      await catalog.replaceArticle(article(1, { slug: 'neu', name: name('Neu') }));
      await catalog.replaceArticle(article(3));
      expect(byId(await catalog.allArticles())).toEqual([
        article(1, { slug: 'neu', name: name('Neu') }),
        article(2),
      ]);
    },

    'a deleted article is gone from the lists, counts and slugs, but keeps its age limit': async (
      catalog,
    ) => {
      await catalog.insertCategory(category(1, { ageLimit: 18 }));
      await catalog.insertArticle(article(1));
      await catalog.markArticleDeleted(article(1)._id, '2026-11-23T09:00:00.000Z');
      expect(await catalog.findArticle(article(1)._id)).toBeUndefined();
      expect(await catalog.allArticles()).toEqual([]);
      expect(await catalog.countArticlesOf(id(1))).toBe(0);
      expect(await catalog.articleSlugTaken('artikel-1')).toBe(false);
      expect(await catalog.ageLimitOfArticle(article(1)._id)).toBe(18);
    },

    'the age limit of an article is its category’s, if both exist': async (catalog) => {
      await catalog.insertCategory(category(1, { ageLimit: 18 }));
      await catalog.insertArticle(article(1));
      await catalog.insertArticle(article(2, { category: id(9) }));
      expect(await catalog.ageLimitOfArticle(article(1)._id)).toBe(18);
      expect(await catalog.ageLimitOfArticle(article(2)._id)).toBeUndefined();
      expect(await catalog.ageLimitOfArticle(id(199))).toBeUndefined();
      expect(await catalog.ageLimitOfArticle('not-an-id')).toBeUndefined();
    },

    'categories are listed by order, found, replaced and deleted by id': async (catalog) => {
      await catalog.insertCategory(category(3, { order: 1 }));
      await catalog.insertCategory(category(1, { order: 3 }));
      await catalog.insertCategory(category(2, { order: 2 }));
      expect((await catalog.allCategories()).map((each) => each._id)).toEqual([id(3), id(2), id(1)]);
      expect(await catalog.findCategory(id(2))).toEqual(category(2, { order: 2 }));
      expect(await catalog.findCategory(id(9))).toBeUndefined();
      expect(await catalog.categorySlugTaken('kategorie-2')).toBe(true);
      expect(await catalog.categorySlugTaken('kategorie-9')).toBe(false);
      await catalog.replaceCategory(category(2, { order: 9, ageLimit: 18 }));
      await catalog.replaceCategory(category(9));
      await catalog.deleteCategory(id(3));
      await catalog.deleteCategory(id(8));
      expect(await catalog.allCategories()).toEqual([
        category(1, { order: 3 }),
        category(2, { order: 9, ageLimit: 18 }),
      ]);
    },

    'instructions are read per type and language, all by type then language': async (catalog) => {
      await catalog.insertInstruction(instruction(1, { type: 'spamia', language: 'fr' }));
      await catalog.insertInstruction(instruction(2, { type: 'coop', language: 'it' }));
      await catalog.insertInstruction(instruction(3, { type: 'spamia', language: 'de' }));
      await catalog.insertInstruction(instruction(4, { type: 'coop', language: 'de' }));
      expect(await catalog.instructionsOf('spamia', 'fr')).toEqual([
        instruction(1, { type: 'spamia', language: 'fr' }),
      ]);
      expect(await catalog.instructionsOf('coop', 'fr')).toEqual([]);
      expect((await catalog.allInstructions()).map((each) => each._id)).toEqual([
        id(204),
        id(202),
        id(203),
        id(201),
      ]);
    },

    'an instruction is found, replaced, and deleted once': async (catalog) => {
      await catalog.insertInstruction(instruction(1));
      await catalog.insertInstruction(instruction(2));
      expect(await catalog.findInstruction(id(201))).toEqual(instruction(1));
      expect(await catalog.findInstruction(id(209))).toBeUndefined();
      await catalog.replaceInstruction(instruction(1, { content: 'Neu' }));
      await catalog.replaceInstruction(instruction(9));
      expect(await catalog.findInstruction(id(201))).toEqual(instruction(1, { content: 'Neu' }));
      expect(await catalog.findInstruction(id(202))).toEqual(instruction(2));
      expect(await catalog.deleteInstruction(id(201))).toBe(true);
      expect(await catalog.deleteInstruction(id(201))).toBe(false);
      expect(await catalog.allInstructions()).toEqual([instruction(2)]);
    },

    'feedbacks are listed newest first and deleted once': async (catalog) => {
      const withStore = feedback(2, '2026-11-23T10:00:00.000Z', {
        userName: 'Tina',
        store: { vst: '1001', name: 'Coop Bern', type: 'coop', city: 'Bern' },
      });
      await catalog.saveFeedback(feedback(1, '2026-11-22T10:00:00.000Z'));
      await catalog.saveFeedback(withStore);
      await catalog.saveFeedback(feedback(3, '2026-11-20T10:00:00.000Z'));
      expect(await catalog.allFeedbacks()).toEqual([
        withStore,
        feedback(1, '2026-11-22T10:00:00.000Z'),
        feedback(3, '2026-11-20T10:00:00.000Z'),
      ]);
      expect(await catalog.deleteFeedback(id(301))).toBe(true);
      expect(await catalog.deleteFeedback(id(301))).toBe(false);
      expect((await catalog.allFeedbacks()).map((each) => each._id)).toEqual([id(302), id(303)]);
    },
  },
);
