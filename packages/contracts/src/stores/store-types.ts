import { z } from 'zod';
import { MAX } from '../common';

/**
 * Every store type of both specs: the field app's list (field-app spec, section 3, "Store types") and the
 * back office's, which adds migrolino (back-office spec, section 3 and the retailer groups of "Admin settings").
 * Further canton types are written `kt<canton>` (field-app spec: "ktzh (and other types prefixed kt)").
 */
export const STORE_TYPES = [
  'coop',
  'cooppronto',
  'spamia',
  'eov',
  'kiosk',
  'avec',
  'bp',
  'andere',
  'socar',
  'migrolino',
  'migrolinonk',
  'topshop',
  'landilacote',
  'swisslos',
  'loro',
  'ktzh',
] as const;
export type KnownStoreType = (typeof STORE_TYPES)[number];

/** A canton type: `kt` and a two-letter canton code (ktzh, ktbe, ...). */
const KT_TYPE = /^kt[a-z]{2}$/;

/** A store type: one of the list, or a further canton type. */
export type StoreType = KnownStoreType | `kt${string}`;

export function isStoreType(value: string): value is StoreType {
  return (STORE_TYPES as readonly string[]).includes(value) || KT_TYPE.test(value);
}

/** True for the canton types (ktzh and the others prefixed kt): field-app spec, section 5. */
export function isKtType(type: string): boolean {
  return KT_TYPE.test(type);
}

export const storeTypeSchema = z
  .string({ error: 'purchase.find.typeErr' })
  .max(MAX.name, { error: 'purchase.find.typeErr' })
  .refine(isStoreType, { error: 'purchase.find.typeErr' }) as unknown as z.ZodType<StoreType, string>;

/** The test types of a purchase (field-app spec, section 3). */
export const TEST_TYPES = ['Alkohol', 'Tabak', 'Medien', 'Lose', 'Geldspiele'] as const;
export const testTypeSchema = z.enum(TEST_TYPES, { error: 'purchase.main.testTypErr' });
export type TestType = z.infer<typeof testTypeSchema>;
