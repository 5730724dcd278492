import { z } from 'zod';

// Every validation failure carries an i18n message key. Schemas name their own keys (the spec's); any
// failure a schema does not name (a wrong type, a missing object) reports the generic 'util.invalid'.
// In the browser zod compiles no parsers with `new Function` (nor tries to): the platform's content security
// policy forbids eval (docs/decisions/0007-gateway-edge.md). Servers keep the faster compiled parsers.
z.config({ customError: () => 'util.invalid', jitless: 'document' in globalThis });

/**
 * The longest texts and lists the contracts take or answer (issue 17, item 4): every string and array of a
 * schema has a maximum, and `limits.spec.ts` fails on one without. A text of a million characters once made
 * every shopper list answer 3.8 MB. Answers get maxima at least as large as what is let in.
 */
export const MAX = {
  /** Ids: ObjectIds, UUIDs, Keycloak's user ids, job ids. */
  id: 100,
  /** Names and short texts: a store's, a person's, a street, a code, a date or time as text. */
  name: 200,
  /** An e-mail address (RFC 5321: 254 characters). */
  email: 254,
  /** Addresses of pages, files and services. */
  url: 2_000,
  /** Free texts a person types: remarks, notices, details, instructions. */
  text: 5_000,
  /** A whole record as readable text (the protocol's detail): the largest body the API takes (1 MiB). */
  document: 1_048_576,
  /** Lists a person fills in (words to complete, columns chosen). */
  shortList: 100,
  /** Lists the server keeps or answers (a page, a round's stores, a day's purchases, a batch). */
  list: 100_000,
} as const;

/** The interface languages (field-app spec, section 1). */
export const LANGUAGES = ['de', 'fr', 'it'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** Locales used to format dates and numbers per language (field-app spec, section 9). */
export const LOCALES: Record<Language, string> = { de: 'de-CH', fr: 'fr-CH', it: 'it-CH' };

/** A MongoDB ObjectId in its 24-character hex form. */
export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/i, { error: 'util.invalidId' });

/** A required, trimmed text of at most `max` characters; every failure reports the given message key. */
export function requiredText(key: string, max: number = MAX.name) {
  return z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: key });
}

/** Query of a paged list: page numbers start at 1. Every list query extends it. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** One page of a list, as list endpoints answer it. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item).max(MAX.list),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** One field error: the path of the field and the i18n message key. */
export const fieldErrorSchema = z.object({ path: z.string().max(MAX.name), key: z.string().max(MAX.name) });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The body of every error answer of the API (docs/engineering.md, "HTTP"). */
export const apiErrorBodySchema = z
  .object({
    statusCode: z.number().int(),
    /** A domain error code (e.g. `SHOPPER_NOT_FOUND`) or the name of the bare HTTP status. */
    code: z.string().max(MAX.name),
    /** The i18n message key the front end shows. */
    message: z.string().max(MAX.text),
    errors: z.array(fieldErrorSchema).max(MAX.list).optional(),
  })
  .meta({ id: 'ApiErrorBody' });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
