import { loadPlatformConfig, parseEnv, type PlatformConfig } from '@agecheck/nest-common';
import { DEFAULT_TESTER_PROTECTION, parseAgeBands, type TesterProtectionConfig } from '@agecheck/contracts';
import { z } from 'zod';

export type PurchasesConfig = PlatformConfig & { testerProtection: TesterProtectionConfig };

/**
 * The tester protection svc-purchases is configured with (`TESTER_PROTECTION_DAYS`, `TESTER_PROTECTION_AGES`),
 * injected where the rules need it; the contracts' defaults unless set (decision 0014).
 */
export class TesterProtectionSettings {
  constructor(readonly config: TesterProtectionConfig = DEFAULT_TESTER_PROTECTION) {}
}

const purchasesEnvSchema = z.object({
  TESTER_PROTECTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(DEFAULT_TESTER_PROTECTION.repeatDays),
  TESTER_PROTECTION_AGES: z
    .string()
    .optional()
    .transform((text, context) => {
      if (!text) return DEFAULT_TESTER_PROTECTION.ageBands;
      try {
        return parseAgeBands(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

/**
 * svc-purchases reads the platform environment plus the tester protection (issue 7): `TESTER_PROTECTION_DAYS`
 * (a shopper's repeat test of a store within so many days warns; default 90) and `TESTER_PROTECTION_AGES`
 * (`14-17` for every test type, or `Alkohol=16-17,Tabak=15-17`; default 14 to 17), decision 0014.
 */
export function loadPurchasesConfig(env: NodeJS.ProcessEnv = process.env): PurchasesConfig {
  const parsed = parseEnv(purchasesEnvSchema, env);
  return {
    ...loadPlatformConfig('svc-purchases', env),
    testerProtection: { repeatDays: parsed.TESTER_PROTECTION_DAYS, ageBands: parsed.TESTER_PROTECTION_AGES },
  };
}
