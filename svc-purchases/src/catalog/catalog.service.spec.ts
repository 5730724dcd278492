import type { Article } from '@agecheck/contracts';
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

function setup() {
  const repository = new InMemoryCatalogRepository(articles);
  const stores = new InMemoryStoresRepository();
  stores.stores.set('0000000000000000000000f1', { _id: '0000000000000000000000f1' } as never);
  const service = newTestService(CatalogService, [
    standIn(CatalogRepository, repository),
    standIn(StoresRepository, stores),
  ]);
  return { ...service, feedbacks: repository.feedbacks };
}

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
      createdAt: clock.now().toISOString(),
    });
    await expect(
      sut.saveFeedback(user, { storeID: '0000000000000000000000f2', short: 'a', detail: 'b' }),
    ).rejects.toMatchObject({ code: 'FEEDBACK_STORE_NOT_FOUND' });
    expect(feedbacks).toEqual([saved]);
  });
});
