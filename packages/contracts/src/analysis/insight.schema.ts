import { z } from 'zod';
import { MAX } from '../common';
import { isoDate } from '../dates';
import { INSIGHT_DIMENSIONS } from './insight.rules';

const count = z.number().int().min(0);

/**
 * Body of `POST api/purchases/insight` (issue 8, insight): the period (test dates, both days included) and
 * the round; each may be left out. A period that ends before it starts is refused.
 */
export const insightQuerySchema = z
  .object({
    from: isoDate('util.invalid').optional(),
    to: isoDate('util.invalid').optional(),
    sprintListID: z.string().trim().min(1).max(200).optional(),
  })
  .refine(({ from, to }) => !from || !to || from <= to, { error: 'util.invalid', path: ['to'] });
export type InsightQuery = z.infer<typeof insightQuerySchema>;

/** One value of a dimension with its tests and sales. */
export const insightRowSchema = z.object({ value: z.string().max(MAX.text), tests: count, sold: count });
export type InsightRow = z.infer<typeof insightRowSchema>;

/** A round the insight read model has seen, for the round filter. */
export const insightRoundSchema = z.object({
  sprintListID: z.string().max(MAX.id),
  name: z.string().max(MAX.name),
});
export type InsightRound = z.infer<typeof insightRoundSchema>;

/** The answer: all tests of the period and round, each dimension's rows, and the rounds to filter by. */
export const insightSchema = z.object({
  tests: count,
  sold: count,
  dimensions: z.object(
    Object.fromEntries(
      INSIGHT_DIMENSIONS.map((dimension) => [dimension, z.array(insightRowSchema).max(MAX.list)]),
    ) as Record<(typeof INSIGHT_DIMENSIONS)[number], z.ZodArray<typeof insightRowSchema>>,
  ),
  rounds: z.array(insightRoundSchema).max(MAX.list),
});
export type Insight = z.infer<typeof insightSchema>;
