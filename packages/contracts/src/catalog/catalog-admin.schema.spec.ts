import type { z } from 'zod';
import { articleCategoryInputSchema, articleInputSchema, instructionInputSchema } from './catalog.schema';

const keysOf = (schema: z.ZodType) => (input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

const name = { de: 'Bier', fr: 'Bière', it: 'Birra' };
const category = '0123456789abcdef01234567';

// Back-office spec, section 5: "Article: category, names in three languages, slug."
describe.each([
  ['everything given', { name, slug: 'bier', category }, undefined],
  ['the slug with digits and hyphens', { name, slug: 'bier-0-5l', category }, undefined],
  ['no category', { name, slug: 'bier' }, [['category', 'catalog.article.categoryErr']]],
  [
    'a category that is no id',
    { name, slug: 'bier', category: 'Bier' },
    [['category', 'catalog.article.categoryErr']],
  ],
  ['no names', { slug: 'bier', category }, [['name', 'catalog.nameErr']]],
  [
    'the French name blank',
    { name: { ...name, fr: '  ' }, slug: 'bier', category },
    [['name.fr', 'catalog.nameErr']],
  ],
  [
    'the Italian name missing',
    { name: { de: 'Bier', fr: 'Bière' }, slug: 'bier', category },
    [['name.it', 'catalog.nameErr']],
  ],
  [
    'a name of 101 characters',
    { name: { ...name, de: 'x'.repeat(101) }, slug: 'bier', category },
    [['name.de', 'catalog.nameErr']],
  ],
  ['no slug', { name, category }, [['slug', 'catalog.slugErr']]],
  ['a slug with capitals', { name, slug: 'Bier', category }, [['slug', 'catalog.slugErr']]],
  ['a slug with a space', { name, slug: 'helles bier', category }, [['slug', 'catalog.slugErr']]],
  ['a slug ending in a hyphen', { name, slug: 'bier-', category }, [['slug', 'catalog.slugErr']]],
  ['a slug of 61 characters', { name, slug: 'b'.repeat(61), category }, [['slug', 'catalog.slugErr']]],
])('an article with %s', (_case, input, expected) => {
  it(expected ? 'is refused with the field keys' : 'is accepted', () =>
    expect(keysOf(articleInputSchema)(input)).toEqual(expected),
  );
});

const validCategory = { type: 'ALCOHOL', name, slug: 'bier', ageLimit: 16, order: 1 };

// Back-office spec, section 5: "Category: type, names, slug, age limit, order"; section 3: type ALCOHOL,
// TOBACCO or LOTTERY.
describe.each([
  ['everything given', validCategory, undefined],
  ['the type LOTTERY and age limit 0', { ...validCategory, type: 'LOTTERY', ageLimit: 0 }, undefined],
  ['the type MEDIA', { ...validCategory, type: 'MEDIA' }, [['type', 'catalog.category.typeErr']]],
  ['no type', { ...validCategory, type: undefined }, [['type', 'catalog.category.typeErr']]],
  ['no names', { ...validCategory, name: undefined }, [['name', 'catalog.nameErr']]],
  [
    'the German name blank',
    { ...validCategory, name: { ...name, de: '' } },
    [['name.de', 'catalog.nameErr']],
  ],
  ['no slug', { ...validCategory, slug: '' }, [['slug', 'catalog.slugErr']]],
  ['no age limit', { ...validCategory, ageLimit: undefined }, [['ageLimit', 'catalog.category.ageLimitErr']]],
  [
    'an age limit of 16.5',
    { ...validCategory, ageLimit: 16.5 },
    [['ageLimit', 'catalog.category.ageLimitErr']],
  ],
  [
    'a negative age limit',
    { ...validCategory, ageLimit: -1 },
    [['ageLimit', 'catalog.category.ageLimitErr']],
  ],
  [
    'an age limit of 100',
    { ...validCategory, ageLimit: 100 },
    [['ageLimit', 'catalog.category.ageLimitErr']],
  ],
  [
    'an age limit as text',
    { ...validCategory, ageLimit: '16' },
    [['ageLimit', 'catalog.category.ageLimitErr']],
  ],
  ['no order', { ...validCategory, order: undefined }, [['order', 'catalog.category.orderErr']]],
  ['an order of 1.5', { ...validCategory, order: 1.5 }, [['order', 'catalog.category.orderErr']]],
])('a category with %s', (_case, input, expected) => {
  it(expected ? 'is refused with the field keys' : 'is accepted', () =>
    expect(keysOf(articleCategoryInputSchema)(input)).toEqual(expected),
  );
});

const validInstruction = { type: 'coop', language: 'fr', content: 'Demander la carte d’identité.' };

// Back-office spec, section 5: "Instruction: type, language, description"; section 3: language de, fr, it.
describe.each([
  ['everything given', validInstruction, undefined],
  ['a canton type', { ...validInstruction, type: 'ktbe' }, undefined],
  ['no type', { ...validInstruction, type: undefined }, [['type', 'catalog.instruction.typeErr']]],
  [
    'an unknown store type',
    { ...validInstruction, type: 'supermarkt' },
    [['type', 'catalog.instruction.typeErr']],
  ],
  [
    'no language',
    { ...validInstruction, language: undefined },
    [['language', 'catalog.instruction.languageErr']],
  ],
  [
    'the language en',
    { ...validInstruction, language: 'en' },
    [['language', 'catalog.instruction.languageErr']],
  ],
  [
    'a blank description',
    { ...validInstruction, content: ' \n ' },
    [['content', 'catalog.instruction.contentErr']],
  ],
  [
    'a description of 5001 characters',
    { ...validInstruction, content: 'x'.repeat(5001) },
    [['content', 'catalog.instruction.contentErr']],
  ],
])('an instruction with %s', (_case, input, expected) => {
  it(expected ? 'is refused with the field keys' : 'is accepted', () =>
    expect(keysOf(instructionInputSchema)(input)).toEqual(expected),
  );
});
