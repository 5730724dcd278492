import { z } from 'zod';
import { MAX } from '../common';

/** A VL (sales manager) of the portal's region filter (promo-checks spec, section 3: _id, name, archive). */
export const salesRegionSchema = z.object({
  _id: z.string().max(MAX.id),
  name: z.string().max(MAX.name),
  archive: z.boolean().optional(),
});
export type SalesRegion = z.infer<typeof salesRegionSchema>;

/** The results of a promo-check response (promo-checks spec, section 3). */
export const PROMO_CHECK_RESULTS = ['fulfilled', 'notFulfilled', 'notTested'] as const;
export const promoCheckResultSchema = z.enum(PROMO_CHECK_RESULTS);
export type PromoCheckResult = z.infer<typeof promoCheckResultSchema>;

/**
 * What the portal shows of a PromoCheckResponse (promo-checks spec, section 3): the check's date and time,
 * the promo vessel and the result. Other fields of the answer are dropped (section 7: "only the fields named in
 * section 3 are read").
 */
export const portalResponseSchema = z.object({
  _id: z.string().max(MAX.id),
  promoCheckId: z
    .object({ date: z.string().max(MAX.name).optional(), time: z.string().max(MAX.name).optional() })
    .optional(),
  promogefaess: z.object({ description: z.string().max(MAX.text).optional() }).optional(),
  result: promoCheckResultSchema.optional(),
});
export type PortalResponse = z.infer<typeof portalResponseSchema>;

/**
 * The search of the portal (promo-checks spec, section 7: `promoCheckResponses/portal/{from}/{to}/{vl}/{vst}`):
 * a date range, a VL and a store number; `-1` stands for all VLs or all stores.
 */
export const portalQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  vl: z.string().max(MAX.name),
  vst: z.string().max(MAX.name),
});
export type PortalQuery = z.infer<typeof portalQuerySchema>;
