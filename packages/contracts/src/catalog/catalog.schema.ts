import { z } from 'zod';
import { languageSchema, objectIdSchema, requiredText } from '../common';
import { storeTypeSchema } from '../stores/store-types';

/** A text in each interface language (field-app spec, section 1). */
export const translatedNameSchema = z.object({ de: z.string(), fr: z.string(), it: z.string() });
export type TranslatedName = z.infer<typeof translatedNameSchema>;

/** A slug: lower-case letters, digits and hyphens; not editable once saved (back-office spec, section 3). */
export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

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
  content: z.string(),
});
export type Instruction = z.infer<typeof instructionSchema>;

/** Path of `GET api/instructions/{type}/{lang}`. */
export const instructionParamsSchema = z.object({ type: storeTypeSchema, lang: languageSchema });

/** Body of `POST api/feedbacks` (field-app spec, section 5: "Feedback: short and detail required"). */
export const feedbackInputSchema = z.object({
  storeID: objectIdSchema,
  short: requiredText('feedback.shortErr').pipe(z.string().max(200, { error: 'feedback.shortErr' })),
  detail: requiredText('feedback.detailErr').pipe(z.string().max(5000, { error: 'feedback.detailErr' })),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

/** A stored feedback on a store: the input with its author and time (back-office spec, section 3). */
export const feedbackSchema = feedbackInputSchema.extend({
  _id: objectIdSchema,
  userID: z.string(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
