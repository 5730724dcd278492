import type { Article, ArticleCategory, Feedback, Instruction, Store } from '@agecheck/contracts';
import { callApi, tokenFor } from '@agecheck/test-kit';

// The catalogue's administration through the gateway, with real Keycloak tokens, real svc-purchases and
// FerretDB (back-office spec, sections 2, 3 and 5; decision 0024): what the back office writes is what the
// field reads.

const unique = () => Math.random().toString(36).slice(2, 8);
const names = (de: string) => ({ de, fr: `${de} (fr)`, it: `${de} (it)` });

async function as(username: string) {
  const token = await tokenFor(username);
  return <T>(path: string, method = 'GET', body?: unknown) => callApi<T>(path, { token, method, body });
}

describe('the catalogue administered through the gateway', () => {
  it('an admin creates a category and an article the field lists; the slug stays; a category with articles stays', async () => {
    const admin = await as('admin');
    const field = await as('testkaeufer');
    const suffix = unique();

    const category = await admin<ArticleCategory>('/api/articleCategory', 'POST', {
      type: 'ALCOHOL',
      name: names(`Cidre ${suffix}`),
      slug: `cidre-${suffix}`,
      ageLimit: 16,
      order: 90,
    });
    expect(category.status).toBe(201);
    const article = await admin<Article>('/api/articles', 'POST', {
      name: names(`Apfelwein ${suffix}`),
      slug: `apfelwein-${suffix}`,
      category: category.body._id,
    });
    expect(article.status).toBe(201);

    const listed = await field<Article[]>('/api/articles?lang=fr');
    expect(listed.body.find((entry) => entry._id === article.body._id)?.name.fr).toBe(
      `Apfelwein ${suffix} (fr)`,
    );
    expect((await field<ArticleCategory[]>('/api/articleCategory')).body).toContainEqual(category.body);

    const relocked = await admin('/api/articles/' + article.body._id, 'PUT', {
      ...article.body,
      _id: undefined,
      slug: `anders-${suffix}`,
    });
    expect(relocked).toMatchObject({ status: 400, body: { message: 'catalog.slugLocked' } });
    const renamed = await admin<Article>('/api/articles/' + article.body._id, 'PUT', {
      name: names(`Most ${suffix}`),
      slug: article.body.slug,
      category: category.body._id,
    });
    expect(renamed).toMatchObject({ status: 200, body: { name: { de: `Most ${suffix}` } } });

    const duplicate = await admin('/api/articles', 'POST', {
      name: names('Zweiter'),
      slug: article.body.slug,
      category: category.body._id,
    });
    expect(duplicate).toMatchObject({ status: 409, body: { message: 'catalog.slugTaken' } });

    const refused = await admin('/api/articleCategory/' + category.body._id, 'DELETE');
    expect(refused).toMatchObject({ status: 409, body: { message: 'catalog.category.hasArticles' } });

    expect((await admin('/api/articles/' + article.body._id, 'DELETE')).status).toBe(204);
    expect((await field<Article[]>('/api/articles')).body.map((entry) => entry._id)).not.toContain(
      article.body._id,
    );
    expect((await admin('/api/articleCategory/' + category.body._id, 'DELETE')).status).toBe(204);
    expect(
      (await field<ArticleCategory[]>('/api/articleCategory')).body.map((entry) => entry._id),
    ).not.toContain(category.body._id);
  });

  it('a planner creates, changes and deletes an instruction, which the field reads by store type and language', async () => {
    const planner = await as('planung');
    const field = await as('testkaeufer');
    const content = `Ausweis verlangen ${unique()}`;

    const created = await planner<Instruction>('/api/instructions', 'POST', {
      type: 'landilacote',
      language: 'it',
      content,
    });
    expect(created).toMatchObject({ status: 201, body: { type: 'landilacote', language: 'it', content } });
    expect((await field<Instruction[]>('/api/instructions/landilacote/it')).body).toContainEqual(
      created.body,
    );
    expect((await planner<Instruction[]>('/api/instructions')).body).toContainEqual(created.body);

    const changed = await planner<Instruction>('/api/instructions/' + created.body._id, 'PUT', {
      type: 'landilacote',
      language: 'it',
      content: `${content}!`,
    });
    expect(changed).toMatchObject({ status: 200, body: { content: `${content}!` } });

    expect((await planner('/api/instructions/' + created.body._id, 'DELETE')).status).toBe(204);
    expect((await field<Instruction[]>('/api/instructions/landilacote/it')).body).not.toContainEqual(
      changed.body,
    );
    expect((await planner('/api/instructions/' + created.body._id, 'DELETE')).status).toBe(404);
  });

  it("a test buyer's feedback reaches the planners' list with the store and the author; done removes it", async () => {
    const planner = await as('planung');
    const field = await as('testkaeufer');
    const [store] = (await field<Store[]>('/api/stores/search', 'POST', { query: 'Bern' })).body;
    if (!store) throw new Error('no demo store in Bern');
    const short = `Umgebaut ${unique()}`;

    const sent = await field<Feedback>('/api/feedbacks', 'POST', {
      storeID: store._id,
      short,
      detail: 'Die Kasse steht jetzt beim Eingang.',
    });
    expect(sent.status).toBe(201);

    const listed = (await planner<Feedback[]>('/api/feedbacks')).body.find((entry) => entry.short === short);
    expect(listed).toMatchObject({
      userName: expect.stringMatching(/\S/),
      store: { vst: store.vst, name: store.name, type: store.type, city: store.city },
    });
    expect((await field('/api/feedbacks')).status).toBe(403);

    expect((await planner('/api/feedbacks/' + sent.body._id, 'DELETE')).status).toBe(204);
    expect((await planner<Feedback[]>('/api/feedbacks')).body.map((entry) => entry._id)).not.toContain(
      sent.body._id,
    );
  });
});
