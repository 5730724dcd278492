import type { Article, ArticleCategory } from '@agecheck/contracts';
import { newTestService, standIn } from '@agecheck/nest-common/testing';
import { InMemoryCatalogRepository } from '../../test/in-memory-catalog.repository';
import { InMemoryStoresRepository } from '../../test/in-memory-stores.repository';
import { StoresRepository } from '../stores/stores.repository';
import { CatalogRepository } from './catalog.repository';
import { CatalogService } from './catalog.service';

const category = '0000000000000000000000c1';
const article = (_id: string, de: string, fr: string, it: string): Article => ({
  _id,
  name: { de, fr, it },
  slug: de.toLowerCase().replace(/[^a-z]+/g, '-'),
  category,
});
const articles = [
  article('000000000000000000000a01', 'Zigaretten', 'Cigarettes', 'Sigarette'),
  article('000000000000000000000a02', 'Äpfelwein', 'Cidre', 'Sidro'),
  article('000000000000000000000a03', 'Bier', 'Bière', 'Birra'),
  article('000000000000000000000a04', 'Wein', 'Vin', 'Vino'),
  article('000000000000000000000a05', 'Einweg-Vape', 'Éclair vape', 'Vape usa e getta'),
];

const beer: ArticleCategory = {
  _id: category,
  type: 'ALCOHOL',
  name: { de: 'Bier', fr: 'Bière', it: 'Birra' },
  slug: 'bier',
  ageLimit: 16,
  order: 1,
};
const emptyCategory: ArticleCategory = { ...beer, _id: '0000000000000000000000c2', slug: 'leer', order: 2 };

function setup() {
  const repository = new InMemoryCatalogRepository(
    articles.map((entry) => ({ ...entry })),
    [beer, emptyCategory].map((entry) => ({ ...entry })),
  );
  const stores = new InMemoryStoresRepository();
  stores.stores.set('0000000000000000000000f1', {
    _id: '0000000000000000000000f1',
    vst: '1234',
    name: 'Coop Bern Bahnhof',
    type: 'coop',
    city: 'Bern',
  } as never);
  const service = newTestService(CatalogService, [
    standIn(CatalogRepository, repository),
    standIn(StoresRepository, stores),
  ]);
  return { ...service, repository, feedbacks: repository.feedbacks };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: { code?: string }) => error.code,
  );

const user = { id: 'tk1', username: 'tk1', name: 'Tina', email: '', roles: ['testkaeufer' as const] };

describe('CatalogService (field-app spec, sections 3, 5 and 7)', () => {
  it.each([
    ['de', ['Äpfelwein', 'Bier', 'Einweg-Vape', 'Wein', 'Zigaretten']],
    ['fr', ['Bière', 'Cidre', 'Cigarettes', 'Éclair vape', 'Vin']],
    ['it', ['Birra', 'Sidro', 'Sigarette', 'Vape usa e getta', 'Vino']],
  ] as const)(
    'sorts the articles by their %s name as that language sorts (accents with their letter)',
    async (lang, names) => {
      const { sut } = setup();
      expect((await sut.articles(lang)).map((a) => a.name[lang])).toEqual(names);
    },
  );

  it('saves a feedback on a store with its author and time, and none on an unknown store', async () => {
    const { sut, feedbacks, clock } = setup();
    const saved = await sut.saveFeedback(user, {
      storeID: '0000000000000000000000f1',
      short: 'Umgebaut',
      detail: 'Die Kasse ist neu im Eingang.',
    });
    expect(saved).toEqual({
      _id: '000000000000000000000001',
      storeID: '0000000000000000000000f1',
      short: 'Umgebaut',
      detail: 'Die Kasse ist neu im Eingang.',
      userID: 'tk1',
      userName: 'Tina',
      store: { vst: '1234', name: 'Coop Bern Bahnhof', type: 'coop', city: 'Bern' },
      createdAt: clock.now().toISOString(),
    });
    await expect(
      sut.saveFeedback(user, { storeID: '0000000000000000000000f2', short: 'a', detail: 'b' }),
    ).rejects.toMatchObject({ code: 'FEEDBACK_STORE_NOT_FOUND' });
    expect(feedbacks).toEqual([saved]);
  });

  it('lists the feedbacks newest first, and one marked done leaves the list', async () => {
    const { sut, clock } = setup();
    const first = await sut.saveFeedback(user, {
      storeID: '0000000000000000000000f1',
      short: 'a',
      detail: 'b',
    });
    clock.set(new Date(clock.now().getTime() + 60_000));
    const second = await sut.saveFeedback(user, {
      storeID: '0000000000000000000000f1',
      short: 'c',
      detail: 'd',
    });
    expect((await sut.feedbacks()).map((feedback) => feedback._id)).toEqual([second._id, first._id]);
    await sut.completeFeedback(first._id);
    expect((await sut.feedbacks()).map((feedback) => feedback._id)).toEqual([second._id]);
    expect(await codeOf(sut.completeFeedback(first._id))).toBe('FEEDBACK_NOT_FOUND');
  });
});

const newArticle = { name: { de: 'Gin', fr: 'Gin', it: 'Gin' }, slug: 'gin', category };

// Back-office spec, section 3: "Article: _id, name {de, fr, it}, slug (not editable once saved), category";
// section 5: "Article: category, names in three languages, slug". Decision 0024: slugs are unique, a category
// with articles is not deleted, a deleted article stays for the purchases that name it.
describe('CatalogService: articles and categories in the back office', () => {
  it.each([
    ['a new article in a known category', newArticle, 'saved'],
    [
      'an article in an unknown category',
      { ...newArticle, category: '0000000000000000000000c9' },
      'ARTICLE_CATEGORY_UNKNOWN',
    ],
    ["an article with another article's slug", { ...newArticle, slug: 'bier' }, 'SLUG_TAKEN'],
  ])('creates %s: %s', async (_case, input, outcome) => {
    const { sut } = setup();
    expect(await codeOf(sut.createArticle(input))).toBe(outcome);
  });

  it.each([
    [
      'names and category changed, slug kept',
      { ...newArticle, name: { de: 'Dry Gin', fr: 'Gin sec', it: 'Gin secco' }, category: emptyCategory._id },
      'saved',
    ],
    ['the slug changed', { ...newArticle, slug: 'london-gin' }, 'SLUG_LOCKED'],
    [
      'an unknown category',
      { ...newArticle, category: '0000000000000000000000c9' },
      'ARTICLE_CATEGORY_UNKNOWN',
    ],
  ])('updates an article with %s: %s', async (_case, input, outcome) => {
    const { sut } = setup();
    const saved = await sut.createArticle(newArticle);
    expect(await codeOf(sut.updateArticle(saved._id, input))).toBe(outcome);
    const stored = (await sut.articles('de')).find((entry) => entry._id === saved._id);
    expect(stored).toEqual(outcome === 'saved' ? { _id: saved._id, ...input } : saved);
  });

  it('takes a deleted article out of the list, keeps its age limit for purchases that name it, frees its slug', async () => {
    const { sut, repository } = setup();
    const saved = await sut.createArticle(newArticle);
    await sut.deleteArticle(saved._id);
    expect((await sut.articles('de')).map((entry) => entry._id)).not.toContain(saved._id);
    expect(await repository.ageLimitOfArticle(saved._id)).toBe(16);
    expect(await codeOf(sut.deleteArticle(saved._id))).toBe('ARTICLE_NOT_FOUND');
    expect(await codeOf(sut.createArticle(newArticle))).toBe('saved');
  });

  it('refuses to delete a category that still has articles, and deletes an empty one', async () => {
    const { sut } = setup();
    expect(await codeOf(sut.deleteCategory(category))).toBe('CATEGORY_HAS_ARTICLES');
    expect(await codeOf(sut.deleteCategory(emptyCategory._id))).toBe('saved');
    expect((await sut.categories()).map((entry) => entry._id)).toEqual([category]);
    expect(await codeOf(sut.deleteCategory(emptyCategory._id))).toBe('CATEGORY_NOT_FOUND');
  });

  it.each([
    ['age limit and order changed', { ...beer, ageLimit: 18, order: 5 }, 'saved'],
    ['the slug changed', { ...beer, slug: 'bier-und-wein' }, 'SLUG_LOCKED'],
  ])('updates a category with %s: %s', async (_case, { _id, ...input }, outcome) => {
    const { sut } = setup();
    expect(await codeOf(sut.updateCategory(_id, input))).toBe(outcome);
    expect((await sut.categories()).find((entry) => entry._id === _id)?.ageLimit).toBe(
      outcome === 'saved' ? 18 : 16,
    );
  });

  it("refuses a new category with another category's slug", async () => {
    const { sut } = setup();
    const { _id: _ignored, ...input } = beer;
    expect(await codeOf(sut.createCategory({ ...input, slug: 'leer' }))).toBe('SLUG_TAKEN');
    expect(await codeOf(sut.createCategory({ ...input, slug: 'tabak' }))).toBe('saved');
  });
});

// Back-office spec, section 2: "Instructions. List and create, by type, language and description".
describe('CatalogService: instructions in the back office', () => {
  it('creates, changes and deletes an instruction, which the field then reads by type and language', async () => {
    const { sut } = setup();
    const saved = await sut.createInstruction({ type: 'coop', language: 'fr', content: 'Carte d’identité.' });
    expect(await sut.instructions('coop', 'fr')).toEqual([saved]);
    await sut.updateInstruction(saved._id, { type: 'coop', language: 'it', content: 'Carta d’identità.' });
    expect(await sut.instructions('coop', 'fr')).toEqual([]);
    expect((await sut.instructions('coop', 'it'))[0]?.content).toBe('Carta d’identità.');
    await sut.deleteInstruction(saved._id);
    expect(await sut.allInstructions()).toEqual([]);
    expect(await codeOf(sut.deleteInstruction(saved._id))).toBe('INSTRUCTION_NOT_FOUND');
    expect(
      await codeOf(sut.updateInstruction(saved._id, { type: 'coop', language: 'de', content: 'x' })),
    ).toBe('INSTRUCTION_NOT_FOUND');
  });
});
