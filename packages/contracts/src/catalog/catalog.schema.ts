import { z } from 'zod';
import { LANGUAGES, languageSchema, objectIdSchema, requiredText, MAX } from '../common';
import { isStoreType, storeTypeSchema, type StoreType } from '../stores/store-types';

/** A text in each interface language (field-app spec, section 1). */
export const translatedNameSchema = z.object({
  de: z.string().max(MAX.name),
  fr: z.string().max(MAX.name),
  it: z.string().max(MAX.name),
});
export type TranslatedName = z.infer<typeof translatedNameSchema>;

/** The form of a slug: lower-case letters, digits and single hyphens between them. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug: lower-case letters, digits and hyphens; not editable once saved (back-office spec, section 3). */
export const slugSchema = z.string().max(MAX.name).regex(SLUG);

/** The kinds of article category (field-app and back-office specs, section 3). */
export const CATEGORY_TYPES = ['ALCOHOL', 'TOBACCO', 'LOTTERY'] as const;
export const categoryTypeSchema = z.enum(CATEGORY_TYPES);
export type CategoryType = z.infer<typeof categoryTypeSchema>;

/** An article category (back-office spec, section 3): `ageLimit` in years, `order` sorts the categories. */
export const articleCategorySchema = z.object({
  _id: objectIdSchema,
  type: categoryTypeSchema,
  name: translatedNameSchema,
  slug: slugSchema,
  ageLimit: z.number().int().min(0),
  order: z.number().int(),
});
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

/** An article (back-office spec, section 3); `category` is the category's id. */
export const articleSchema = z.object({
  _id: objectIdSchema,
  name: translatedNameSchema,
  slug: slugSchema,
  category: objectIdSchema,
});
export type Article = z.infer<typeof articleSchema>;

/** Query of the article list: the language whose names sort it (the user's; German when not given). */
export const articleListQuerySchema = z.object({ lang: languageSchema.default('de') });
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

/**
 * A store instruction (back-office spec, section 3): what a test buyer must know about a store type, per
 * language; `type` is the store type the store-instructions dialog shows it for.
 */
export const instructionSchema = z.object({
  _id: objectIdSchema,
  type: storeTypeSchema,
  language: languageSchema,
  content: z.string().max(MAX.text),
});
export type Instruction = z.infer<typeof instructionSchema>;

/** Path of `GET api/instructions/{type}/{lang}`. */
export const instructionParamsSchema = z.object({ type: storeTypeSchema, lang: languageSchema });

/** Body of `POST api/feedbacks` (field-app spec, section 5: "Feedback: short and detail required"). */
export const feedbackInputSchema = z.object({
  storeID: objectIdSchema,
  short: requiredText('feedback.shortErr', 200),
  detail: requiredText('feedback.detailErr', 5000),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

/** What the feedback list shows of the store, as it was when the feedback came (back-office spec: "storeObj"). */
export const feedbackStoreSchema = z.object({
  vst: z.string().max(MAX.name),
  name: z.string().max(MAX.name),
  type: z.string().max(MAX.name),
  city: z.string().max(MAX.name),
});
export type FeedbackStore = z.infer<typeof feedbackStoreSchema>;

/**
 * A stored feedback on a store: the input with its author and time (back-office spec, section 3). The store
 * and the author's name are kept with it for the back office's list; feedbacks from before they were kept
 * have neither.
 */
export const feedbackSchema = feedbackInputSchema.extend({
  _id: objectIdSchema,
  userID: z.string().max(MAX.id),
  userName: z.string().max(MAX.name).optional(),
  store: feedbackStoreSchema.optional(),
  createdAt: z.string().max(MAX.name),
});
export type Feedback = z.infer<typeof feedbackSchema>;

// Back office (back-office spec, section 5, "Validation rules": "Article: category, names in three languages,
// slug. Category: type, names, slug, age limit, order. Instruction: type, language, description."). The
// message keys live in the admin namespace under `catalog` (docs/decisions/0024-catalogue-administration.md).

/** The message keys of the catalogue's validation and of the refusals of its writes (admin namespace). */
export const CATALOG_MESSAGES = {
  name: 'catalog.nameErr',
  slug: 'catalog.slugErr',
  slugLocked: 'catalog.slugLocked',
  slugTaken: 'catalog.slugTaken',
  articleCategory: 'catalog.article.categoryErr',
  categoryType: 'catalog.category.typeErr',
  ageLimit: 'catalog.category.ageLimitErr',
  order: 'catalog.category.orderErr',
  categoryHasArticles: 'catalog.category.hasArticles',
  instructionType: 'catalog.instruction.typeErr',
  instructionLanguage: 'catalog.instruction.languageErr',
  instructionContent: 'catalog.instruction.contentErr',
} as const;

/** The longest name, slug and instruction the back office accepts. */
export const CATALOG_LIMITS = { name: 100, slug: 60, instruction: 5000, ageLimit: 99, order: 999 } as const;

const nameText = requiredText(CATALOG_MESSAGES.name, CATALOG_LIMITS.name);

/** Names in the three interface languages, each required. */
export const translatedNameInputSchema = z.object(
  { de: nameText, fr: nameText, it: nameText },
  { error: CATALOG_MESSAGES.name },
);

/** A slug typed in the back office: required, lower-case letters, digits and hyphens. */
export const slugInputSchema = z
  .string({ error: CATALOG_MESSAGES.slug })
  .trim()
  .max(CATALOG_LIMITS.slug, { error: CATALOG_MESSAGES.slug })
  .regex(SLUG, { error: CATALOG_MESSAGES.slug });

/** Body of `POST api/articles` and `PUT api/articles/{id}` (admin). */
export const articleInputSchema = z.object({
  name: translatedNameInputSchema,
  slug: slugInputSchema,
  category: z
    .string({ error: CATALOG_MESSAGES.articleCategory })
    .regex(/^[0-9a-f]{24}$/i, { error: CATALOG_MESSAGES.articleCategory }),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;

const wholeNumber = (key: string, max: number) =>
  z.number({ error: key }).int({ error: key }).min(0, { error: key }).max(max, { error: key });

/** Body of `POST api/articleCategory` and `PUT api/articleCategory/{id}` (admin). */
export const articleCategoryInputSchema = z.object({
  type: z.enum(CATEGORY_TYPES, { error: CATALOG_MESSAGES.categoryType }),
  name: translatedNameInputSchema,
  slug: slugInputSchema,
  ageLimit: wholeNumber(CATALOG_MESSAGES.ageLimit, CATALOG_LIMITS.ageLimit),
  order: wholeNumber(CATALOG_MESSAGES.order, CATALOG_LIMITS.order),
});
export type ArticleCategoryInput = z.infer<typeof articleCategoryInputSchema>;

/** Body of `POST api/instructions` and `PUT api/instructions/{id}` (planung). */
export const instructionInputSchema = z.object({
  type: z
    .string({ error: CATALOG_MESSAGES.instructionType })
    .max(MAX.name, { error: CATALOG_MESSAGES.instructionType })
    .refine(isStoreType, { error: CATALOG_MESSAGES.instructionType }) as unknown as z.ZodType<
    StoreType,
    string
  >,
  language: z.enum(LANGUAGES, { error: CATALOG_MESSAGES.instructionLanguage }),
  content: requiredText(CATALOG_MESSAGES.instructionContent, CATALOG_LIMITS.instruction),
});
export type InstructionInput = z.infer<typeof instructionInputSchema>;

/** Path of the calls on one catalogue entry (`PUT`/`DELETE api/articles/{id}` and the others). */
export const catalogIdParamsSchema = z.object({ id: objectIdSchema });
