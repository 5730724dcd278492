import { DEFAULT_TESTER_PROTECTION } from '@agecheck/contracts';
import { InvalidEnvironmentError } from '@agecheck/nest-common';
import { unconnectedEnv } from '@agecheck/nest-common/testing';
import { loadPurchasesConfig } from './config';

const env = unconnectedEnv();

describe('the tester protection settings of svc-purchases (issue 7; docs/engineering.md, configuration)', () => {
  it('by default: 90 days, ages 14 to 17 for every test type', () => {
    expect(loadPurchasesConfig(env).testerProtection).toEqual(DEFAULT_TESTER_PROTECTION);
  });

  it('takes the days and the bands from the environment (.env.local, Helm values)', () => {
    const { testerProtection } = loadPurchasesConfig({
      ...env,
      TESTER_PROTECTION_DAYS: '60',
      TESTER_PROTECTION_AGES: 'Alkohol=16-17',
    });
    expect(testerProtection.repeatDays).toBe(60);
    expect(testerProtection.ageBands.Alkohol).toEqual({ min: 16, max: 17 });
    expect(testerProtection.ageBands.Tabak).toEqual(DEFAULT_TESTER_PROTECTION.ageBands.Tabak);
  });

  it.each([
    ['no days', { TESTER_PROTECTION_DAYS: '0' }],
    ['days that are no number', { TESTER_PROTECTION_DAYS: 'neunzig' }],
    ['a band that is none', { TESTER_PROTECTION_AGES: '17-14' }],
    ['an unknown test type', { TESTER_PROTECTION_AGES: 'Wein=16-17' }],
  ])('stops the start on %s, naming the setting', (_case, wrong) => {
    const attempt = () => loadPurchasesConfig({ ...env, ...wrong });
    expect(attempt).toThrow(InvalidEnvironmentError);
    expect(attempt).toThrow(Object.keys(wrong)[0]);
  });
});
