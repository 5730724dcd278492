import { z } from 'zod';
import { languageSchema } from '../common';

/**
 * Query of `GET api/exports/rapport/{id}` (back-office spec, section 7): the language of the PDF report;
 * without it the report is written in the language of the caller's settings, else in German.
 */
export const reportQuerySchema = z.object({ lang: languageSchema.optional() });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** The name of a purchase's PDF report, for the answer and the download: `Rapport_<vst>_<date>.pdf`. */
export function reportFileName(purchase: { _id: string; vst: string; date?: string }): string {
  return `Rapport_${purchase.vst}_${purchase.date ?? purchase._id}.pdf`.replace(/[^\w.-]/g, '_');
}
