import { z } from 'zod';
import { MAX } from '../common';
import { isoDate } from '../dates';
import { specialReasonSchema } from '../purchases/purchase.schema';
import { storeTypeSchema, testTypeSchema } from '../stores/store-types';
import { MARKER_COLOURS } from './analysis.rules';

const count = z.number().int().min(0);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** Path of `GET api/purchases/analyze/{date}`: the day to analyse. */
export const analyzeDayParamsSchema = z.object({ date: isoDate('util.invalid') });
export type AnalyzeDayParams = z.infer<typeof analyzeDayParamsSchema>;

/** Path of `GET api/purchases/analyze/{date}/{sID}` ("analyze with sID and date", back-office spec, section 7). */
export const analyzeUserParamsSchema = analyzeDayParamsSchema.extend({
  sID: z.string().trim().min(1).max(200),
});
export type AnalyzeUserParams = z.infer<typeof analyzeUserParamsSchema>;

/** One user out on a day with the counts of their purchases of that day (`purchases` all of them). */
export const analyzeDayUserSchema = z.object({
  userID: z.string().max(MAX.id),
  /** The user's name; the id when the identity service does not know the user. */
  name: z.string().max(MAX.name),
  purchases: count,
  /** Complete (not delayed), with or without control. */
  completed: count,
  /** zurückgestellt: not complete yet. */
  delayed: count,
  /** Complete tests where the regulations were not respected. */
  failed: count,
});
export type AnalyzeDayUser = z.infer<typeof analyzeDayUserSchema>;

/** The answer of `GET api/purchases/analyze/{date}`: the users with purchases on the day, by name. */
export const analyzeDaySchema = z.object({
  date: z.string().max(MAX.name),
  users: z.array(analyzeDayUserSchema).max(MAX.list),
});
export type AnalyzeDay = z.infer<typeof analyzeDaySchema>;

/** A store's position as a map needs it; missing when the store has no coordinates. */
const position = { latitude: latitude.optional(), longitude: longitude.optional() };

/** One purchase of the user's day, in the order made, with its marker colour. */
export const analyzedPurchaseSchema = z.object({
  _id: z.string().max(MAX.id),
  time: z.string().max(MAX.name).optional(),
  vst: z.string().max(MAX.name),
  name: z.string().max(MAX.name),
  storeType: storeTypeSchema,
  testType: testTypeSchema.optional(),
  regulationsRespected: z.boolean().optional(),
  specialReason: specialReasonSchema.optional(),
  delayed: z.boolean(),
  done: z.boolean(),
  /** Minutes since the user's previous purchase of the day; missing for the first. */
  minutesSincePrevious: z.number().int().optional(),
  markerColour: z.enum(MARKER_COLOURS),
  ...position,
});
export type AnalyzedPurchase = z.infer<typeof analyzedPurchaseSchema>;

/** A store of a current round the user still has to test: a red marker (back-office spec, section 9). */
export const analyzeOpenItemSchema = z.object({
  _id: z.string().max(MAX.id),
  vst: z.string().max(MAX.name),
  name: z.string().max(MAX.name),
  storeType: storeTypeSchema,
  round: z.string().max(MAX.name),
  /** Round end `yyyy-MM-dd`. */
  end: z.string().max(MAX.name),
  open: count,
  ...position,
});
export type AnalyzeOpenItem = z.infer<typeof analyzeOpenItemSchema>;

/** The answer of `GET api/purchases/analyze/{date}/{sID}`: the user's day and their open items. */
export const analyzeUserDaySchema = z.object({
  date: z.string().max(MAX.name),
  userID: z.string().max(MAX.id),
  name: z.string().max(MAX.name),
  purchases: z.array(analyzedPurchaseSchema).max(MAX.list),
  open: z.array(analyzeOpenItemSchema).max(MAX.list),
});
export type AnalyzeUserDay = z.infer<typeof analyzeUserDaySchema>;
