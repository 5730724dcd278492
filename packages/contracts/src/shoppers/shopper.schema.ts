import { z } from 'zod';
import { objectIdSchema, pageQuerySchema, requiredText, MAX } from '../common';
import { isoDate } from '../dates';

/** Genders of a shopper (field-app spec, section 3). */
export const GENDERS = ['w', 'm'] as const;
export const genderSchema = z.enum(GENDERS, { error: 'shopper.genderErr' });
export type Gender = z.infer<typeof genderSchema>;

/** Zip codes have exactly 4 characters (field-app spec, sections 5 and 9). */
export const ZIP_LENGTH = 4;

export const shopperAddressSchema = z.object({
  street: requiredText('shopper.streetErr'),
  zip: z.string({ error: 'shopper.zipErr' }).trim().length(ZIP_LENGTH, { error: 'shopper.zipErr' }),
  city: requiredText('shopper.cityErr'),
});

/**
 * The shopper form and the body of `POST api/shoppers` (field-app spec, section 5, "Shopper").
 * Without `_id` it creates a shopper, with `_id` it changes one. `userID` is required when an
 * administrator or planner saves (the server checks that, since it depends on the caller).
 */
export const shopperInputSchema = z.object({
  _id: objectIdSchema.optional(),
  nachname: requiredText('shopper.nameErr'),
  vorname: requiredText('shopper.vornameErr'),
  date: isoDate('shopper.dateErr'),
  gender: genderSchema,
  address: shopperAddressSchema,
  userID: z.string().max(MAX.id).trim().min(1, { error: 'shopper.userErr' }).optional(),
});
export type ShopperInput = z.infer<typeof shopperInputSchema>;

/** A stored shopper. `name` is last name and first name joined by a space (field-app spec, section 3). */
export const shopperSchema = z.object({
  _id: objectIdSchema,
  name: z.string().max(MAX.name),
  nachname: z.string().max(MAX.name),
  vorname: z.string().max(MAX.name),
  date: z.string().max(MAX.name),
  gender: genderSchema,
  address: shopperAddressSchema,
  userID: z.string().max(MAX.id),
  updatedAt: z.string().max(MAX.name),
});
export type Shopper = z.infer<typeof shopperSchema>;

/** Filters of the shopper administration list (back-office spec, "Shopper administration"); `q` searches name and city. */
export const shopperListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  userID: z.string().max(MAX.id).trim().optional(),
});
export type ShopperListQuery = z.infer<typeof shopperListQuerySchema>;
