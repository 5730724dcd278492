import { z } from 'zod';
import { languageSchema } from '../common';

/**
 * Query of `GET api/exports/rapport/{id}` (back-office spec, section 7): the language of the PDF report;
 * without it the report is written in the language of the caller's settings, else in German.
 */
export const reportQuerySchema = z.object({ lang: languageSchema.optional() });
export type ReportQuery = z.infer<typeof reportQuerySchema>;
