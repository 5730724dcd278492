import { z } from 'zod';
import { languageSchema, MAX } from '../common';
import { isEformUrl } from './eform.rules';

/**
 * The electronic forms a test buyer fills in (field-app spec, section 2, L52): upload shopper data (the shopper
 * list's "upload data", L44), a new online purchase, customer reports and a customer message form, in this
 * order (the first one is the shopper list's).
 */
export const EFORM_KINDS = ['shopperData', 'onlinePurchase', 'customerReports', 'customerMessage'] as const;
export const eformKindSchema = z.enum(EFORM_KINDS);
export type EformKind = z.infer<typeof eformKindSchema>;

/** One form's address: https, or http on 127.0.0.1 for local and test stand-ins ('settings.eformUrlErr'). */
export const eformUrlSchema = z.string().max(MAX.url).refine(isEformUrl, { error: 'settings.eformUrlErr' });

/**
 * The forms' addresses by form and language (decision D-C14, docs/decisions/0047): configuration, not data. A
 * form without an address in a language is not offered in it.
 */
export const eformUrlsSchema = z
  .object(
    Object.fromEntries(
      EFORM_KINDS.map((kind) => [
        kind,
        z
          .object({ de: eformUrlSchema, fr: eformUrlSchema, it: eformUrlSchema })
          .partial()
          .strict()
          .optional(),
      ]),
    ) as Record<
      EformKind,
      z.ZodOptional<
        z.ZodObject<{
          de: z.ZodOptional<typeof eformUrlSchema>;
          fr: z.ZodOptional<typeof eformUrlSchema>;
          it: z.ZodOptional<typeof eformUrlSchema>;
        }>
      >
    >,
  )
  .strict();
export type EformUrls = z.infer<typeof eformUrlsSchema>;

/** Query of `GET /api/eforms`: the language the forms are wanted in (the screen's). */
export const eformListQuerySchema = z.object({ lang: languageSchema.default('de') });

/**
 * One form as `GET /api/eforms` offers it: its kind and its address completed with the caller's id, name and
 * language and a short-lived signed token (never the password or the access token).
 */
export const eformSchema = z.object({
  form: eformKindSchema,
  url: z.string().max(MAX.url * 2),
  expires: z.number().int(),
});
export type Eform = z.infer<typeof eformSchema>;
export const eformListSchema = z.array(eformSchema).max(EFORM_KINDS.length);

/**
 * Query of `GET /api/eforms/verify`: what the form received (the form provider asks). Each part may be missing
 * or malformed: the answer is then 403 like that of an altered token, not 400 (the access table's `signed`).
 */
export const eformVerifyQuerySchema = z.object({
  user: z.string().max(MAX.id).optional(),
  form: z.string().max(MAX.name).optional(),
  expires: z.string().max(20).optional(),
  token: z.string().max(200).optional(),
});
export type EformVerifyQuery = z.infer<typeof eformVerifyQuerySchema>;

/** Answer of `GET /api/eforms/verify` to a valid token. */
export const eformVerifiedSchema = z.object({
  valid: z.literal(true),
  user: z.string().max(MAX.id),
  form: eformKindSchema,
  expires: z.number().int(),
});
