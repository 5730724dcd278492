import { addDays } from '../dates';
import { ageInYears } from '../shoppers/shopper.rules';
import type { StoredSprintEntry } from '../sprints/sprint.schema';
import { z } from 'zod';
import { TEST_TYPES, type StoreType, type TestType } from '../stores/store-types';
import type { PurchaseWarning } from './warnings';

/** The store's entry in the user's current round, as the warnings read it. */
export type WarningSprintEntry = Pick<
  StoredSprintEntry,
  'userID' | 'alk' | 'tabak' | 'media' | 'alkdone' | 'tabakdone' | 'mediadone'
>;

export type StoreWarningContext = {
  storeType: StoreType;
  /** The user recording the purchase. */
  userID: string;
  /** The store's entry in a current round, or null when the store is in none. */
  sprintEntry: WarningSprintEntry | null;
  /** The global setting `checkStoreTypes`: check for a current round on a new purchase (back-office spec, section 2). */
  checkSprint: boolean;
  /** Editing a saved purchase: the alcohol, media and tobacco warnings are hidden (field-app spec, section 8). */
  editMode: boolean;
  /** The chosen test type; the per-type warnings concern only it once chosen. */
  testType?: TestType;
};

const PER_TYPE = [
  { testType: 'Alkohol', target: 'alk', done: 'alkdone', all: 'allAlk', none: 'noAlk', notForCoop: true },
  {
    testType: 'Tabak',
    target: 'tabak',
    done: 'tabakdone',
    all: 'allTabak',
    none: 'noTabak',
    notForCoop: true,
  },
  {
    testType: 'Medien',
    target: 'media',
    done: 'mediadone',
    all: 'allMedia',
    none: 'noMedia',
    notForCoop: false,
  },
] as const;

/**
 * The store warnings of the wizard (field-app spec, section 8): "wrongUser (store not assigned to the user);
 * all alcohol done (not for coop); all media done; all tobacco done (not for coop); store not in the
 * current round (not in sprint). The alcohol, media and tobacco warnings are hidden in edit mode"; and
 * section 5's "none needed" (`noAlk`, `noTabak`, `noMedia`: the round asks no test of the type here).
 */
export function storeWarnings(context: StoreWarningContext): PurchaseWarning[] {
  const { sprintEntry } = context;
  if (!sprintEntry) return context.checkSprint ? ['notInSprint'] : [];
  const warnings: PurchaseWarning[] = [];
  if (sprintEntry.userID !== context.userID) warnings.push('wrongUser');
  if (context.editMode) return warnings;
  for (const type of PER_TYPE) {
    if (context.testType && context.testType !== type.testType) continue;
    const target = sprintEntry[type.target];
    if (target === 0) warnings.push(type.none);
    else if (sprintEntry[type.done] >= target && !(type.notForCoop && context.storeType === 'coop'))
      warnings.push(type.all);
  }
  return warnings;
}

// Tester protection (issue 7, "Beyond the spec"): a minor sent into the same shop again is recognised, and a
// test with a shopper of the wrong age proves nothing. Defaults: docs/decisions/0014-purchase-rules.md.

const age = z.number().int().min(0).max(120);

/** An inclusive band of ages in completed years. */
export const ageBandSchema = z
  .object({ min: age, max: age })
  .refine((band) => band.min <= band.max, { message: 'min must not exceed max' });
export type AgeBand = z.infer<typeof ageBandSchema>;

export const testerProtectionConfigSchema = z.object({
  /** A shopper's earlier test of the same store fewer than this many days before (or after) warns. */
  repeatDays: z.number().int().min(1).max(3650),
  /** The ages a shopper may have on the test date, per test type. */
  ageBands: z.object(
    Object.fromEntries(TEST_TYPES.map((type) => [type, ageBandSchema])) as Record<
      TestType,
      typeof ageBandSchema
    >,
  ),
});
export type TesterProtectionConfig = z.infer<typeof testerProtectionConfigSchema>;

/**
 * Defaults: 90 days (issue 7); ages 14 to 17 for every test type: under 18, the highest legal age of the
 * goods tested (spirits, tobacco, games of chance), and not younger than 14, the youngest age test-purchase
 * guidelines send. An article category's lower age limit (beer and wine at 16) narrows the band (`ageBandFor`).
 */
export const DEFAULT_TESTER_PROTECTION: TesterProtectionConfig = {
  repeatDays: 90,
  ageBands: {
    Alkohol: { min: 14, max: 17 },
    Tabak: { min: 14, max: 17 },
    Medien: { min: 14, max: 17 },
    Lose: { min: 14, max: 17 },
    Geldspiele: { min: 14, max: 17 },
  },
};

const BAND_TEXT = /^(\d{1,3})-(\d{1,3})$/;

/**
 * The age bands of a setting's text: `14-17` for every test type, or per type `Alkohol=15-17,Tabak=14-17`
 * (the types not named keep `defaults`). Throws on anything else, so a wrong setting stops the start.
 */
export function parseAgeBands(
  text: string,
  defaults: TesterProtectionConfig['ageBands'] = DEFAULT_TESTER_PROTECTION.ageBands,
): TesterProtectionConfig['ageBands'] {
  const band = (value: string): AgeBand => {
    const match = BAND_TEXT.exec(value.trim());
    if (!match) throw new Error(`"${value}" is not an age band like 14-17`);
    return ageBandSchema.parse({ min: Number(match[1]), max: Number(match[2]) });
  };
  const trimmed = text.trim();
  if (!trimmed.includes('=')) {
    const all = band(trimmed);
    return Object.fromEntries(TEST_TYPES.map((type) => [type, all])) as TesterProtectionConfig['ageBands'];
  }
  const bands = { ...defaults };
  for (const entry of trimmed.split(',')) {
    const [type = '', value = ''] = entry.split('=');
    const testType = TEST_TYPES.find((candidate) => candidate === type.trim());
    if (!testType) throw new Error(`"${type.trim()}" is not a test type (${TEST_TYPES.join(', ')})`);
    bands[testType] = band(value);
  }
  return bands;
}

/** The shopper's age in completed years on the test date, which the purchase stores. */
export function shopperAgeOnTestDate(birthDate: string, testDate: string): number {
  return ageInYears(birthDate, testDate);
}

/** The band for a test: the configured one, capped below the article's age limit when its category has one. */
export function ageBandFor(
  testType: TestType,
  config: TesterProtectionConfig,
  articleAgeLimit?: number,
): AgeBand {
  const band = config.ageBands[testType];
  return articleAgeLimit === undefined
    ? band
    : { min: band.min, max: Math.min(band.max, articleAgeLimit - 1) };
}

/**
 * The age limit of an article's category (back-office spec, section 3: categories have an `ageLimit`), which
 * narrows the age band (`ageBandFor`); undefined while the article or its category is not known.
 */
export function articleAgeLimitOf(
  articleID: string | undefined,
  articles: readonly { _id: string; category: string }[],
  categories: readonly { _id: string; ageLimit: number }[],
): number | undefined {
  if (!articleID) return undefined;
  const category = articles.find((article) => article._id === articleID)?.category;
  return categories.find((candidate) => candidate._id === category)?.ageLimit;
}

export function isAgeInBand(age: number, band: AgeBand): boolean {
  return age >= band.min && age <= band.max;
}

/** An earlier (or later) purchase of the same shopper, as the repeat check reads it. */
export type ShopperPurchase = { _id: string; storeID: string; date: string };

/**
 * True when the shopper tested the same store fewer than `repeatDays` days before or after `date`,
 * the purchase itself not counted.
 */
export function testedStoreRecently(
  purchase: { _id: string; storeID: string; date: string },
  shopperPurchases: readonly ShopperPurchase[],
  repeatDays: number,
): boolean {
  const from = addDays(purchase.date, -(repeatDays - 1));
  const to = addDays(purchase.date, repeatDays - 1);
  return shopperPurchases.some(
    (other) =>
      other._id !== purchase._id &&
      other.storeID === purchase.storeID &&
      other.date >= from &&
      other.date <= to,
  );
}

export type TesterProtectionInput = {
  purchase: { _id: string; storeID: string; date?: string; testType?: TestType };
  /** The shopper's birth date. */
  birthDate?: string;
  /** The shopper's other purchases (at least those of the purchase's store). */
  shopperPurchases: readonly ShopperPurchase[];
  /** The age limit of the article's category, if known. */
  articleAgeLimit?: number;
  config?: TesterProtectionConfig;
};

/** The tester protection warnings: `shopperRecentlyTested`, `shopperAgeOutsideBand`. */
export function testerProtectionWarnings(input: TesterProtectionInput): PurchaseWarning[] {
  const config = input.config ?? DEFAULT_TESTER_PROTECTION;
  const { date, testType } = input.purchase;
  if (!date) return [];
  const warnings: PurchaseWarning[] = [];
  if (testedStoreRecently({ ...input.purchase, date }, input.shopperPurchases, config.repeatDays))
    warnings.push('shopperRecentlyTested');
  if (input.birthDate && testType) {
    const age = shopperAgeOnTestDate(input.birthDate, date);
    if (!isAgeInBand(age, ageBandFor(testType, config, input.articleAgeLimit)))
      warnings.push('shopperAgeOutsideBand');
  }
  return warnings;
}
