import { CATALOG_MESSAGES } from '@agecheck/contracts';
import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way a catalogue request can fail, with its HTTP status and the message key the front end shows. */
export const CATALOG_ERRORS = {
  FEEDBACK_STORE_NOT_FOUND: { status: 404, key: 'util.notFound' },
  FEEDBACK_NOT_FOUND: { status: 404, key: 'util.notFound' },
  ARTICLE_NOT_FOUND: { status: 404, key: 'util.notFound' },
  ARTICLE_CATEGORY_UNKNOWN: { status: 400, key: CATALOG_MESSAGES.articleCategory },
  CATEGORY_NOT_FOUND: { status: 404, key: 'util.notFound' },
  /** A category still holding articles is not deleted (decision 0024). */
  CATEGORY_HAS_ARTICLES: { status: 409, key: CATALOG_MESSAGES.categoryHasArticles },
  INSTRUCTION_NOT_FOUND: { status: 404, key: 'util.notFound' },
  /** Back-office spec, section 3: "slug (not editable once saved)". */
  SLUG_LOCKED: { status: 400, key: CATALOG_MESSAGES.slugLocked },
  SLUG_TAKEN: { status: 409, key: CATALOG_MESSAGES.slugTaken },
} as const satisfies Record<string, ErrorSpec>;

export class CatalogException extends domainException(CATALOG_ERRORS) {}
