import {
  CATALOG_MESSAGES,
  CONTROL_OUTCOMES,
  CONTROL_WARNINGS,
  HISTORY_ACTIONS,
  INSIGHT_DIMENSIONS,
  INSIGHT_WEEKDAYS,
  MANUAL_CHECKS,
  STORE_CHANGE_ERRORS,
  TEST_TYPES,
  type InsightRepeat,
} from '@agecheck/contracts';
import { commonBundles } from '@agecheck/i18n/bundles';
import { adminDe } from './admin.de';
import { adminFr } from './admin.fr';
import { adminIt } from './admin.it';

// Every message key a rule or schema of the contracts, or a service, answers for the back office has its
// text in the three languages.

const textAt = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

const inEveryLanguage = (keys: readonly string[]) =>
  keys.flatMap((key) =>
    [
      ['de', adminDe],
      ['fr', adminFr],
      ['it', adminIt],
    ].map(([lang, tree]) => [key, lang as string, tree as object] as const),
  );

describe("the back office's texts of the control rules (back-office spec, section 5)", () => {
  it.each(
    inEveryLanguage([
      ...Object.values(STORE_CHANGE_ERRORS),
      ...CONTROL_WARNINGS.map((warning) => `control.warning.${warning}`),
      ...MANUAL_CHECKS.map((check) => `control.manual.${check}`),
      ...CONTROL_OUTCOMES.map((outcome) => `control.outcome.${outcome}`),
      ...HISTORY_ACTIONS.map((action) => `control.history.action.${action}`),
      // the message keys svc-purchases answers for control (svc-purchases/src/control/control.exception.ts)
      'control.conflict',
      'control.invalid',
      'control.manualRequired',
      'control.reject.noReason',
      'control.reject.noticeErr',
    ]),
  )('%s in %s', (key, _lang, tree) => {
    expect(textAt(tree, key)).toEqual(expect.stringMatching(/\S/));
  });
});

describe("the catalogue's validation texts (back-office spec, section 5; decision 0024)", () => {
  it.each(inEveryLanguage(Object.values(CATALOG_MESSAGES)))('%s in %s', (key, _lang, tree) => {
    expect(textAt(tree, key)).toEqual(expect.stringMatching(/\S/));
  });
});

// The keys svc-purchases answers for the rounds (SPRINT_ERRORS of svc-purchases/src/sprints/sprints.exception.ts).
describe("the back office's texts of the round answers (back-office spec, section 2)", () => {
  it.each(inEveryLanguage(['sprints.notFound', 'sprints.userNotAssignable', 'sprints.retestNotProposed']))(
    '%s in %s',
    (key, _lang, tree) => {
      expect(textAt(tree, key)).toEqual(expect.stringMatching(/\S/));
    },
  );
});

// The keys svc-purchases and svc-exports answer for the stores of the back office (storeUpdateSchema, the
// search, the geocoder) and that the stores screen shows from the admin namespace.
describe("the back office's texts of the store answers (back-office spec, sections 5 and 8)", () => {
  const keys = [
    'stores.edit.vstErr',
    'stores.edit.nameErr',
    'stores.edit.streetErr',
    'stores.edit.plzErr',
    'stores.edit.cityErr',
    'stores.edit.latErr',
    'stores.edit.lngErr',
    'stores.edit.rangeErr',
    'stores.noPosition',
    'stores.notFound',
    'stores.duplicate',
  ];
  it.each(inEveryLanguage(keys))('%s in %s', (key, _lang, tree) => {
    expect(textAt(tree, key)).toEqual(expect.stringMatching(/\S/));
  });

  it('says the spec’s German texts verbatim', () => {
    expect(textAt(adminDe, 'stores.notFound')).toBe('Diese Filiale wurde nicht gefunden.');
  });
});

describe("the insight page's texts of every dimension and value the read model counts (issue 8)", () => {
  const keys = [
    ...INSIGHT_DIMENSIONS.map((dimension) => `insight.dimension.${dimension}`),
    ...INSIGHT_WEEKDAYS.map((weekday) => `insight.weekday.${weekday}`),
    ...(['first', 'retest'] satisfies InsightRepeat[]).map((repeat) => `insight.repeat.${repeat}`),
    ...TEST_TYPES.map((testType) => `insight.testType.${testType}`),
  ];
  it.each(inEveryLanguage(keys))('%s in %s', (key, _lang, tree) => {
    expect(textAt(tree, key)).toEqual(expect.stringMatching(/\S/));
  });
});

describe("the store import's failure text (back-office spec, section 8)", () => {
  it.each(inEveryLanguage(['import.failed']))('%s in %s carries the reason', (key, _lang, tree) => {
    expect(textAt(tree, key)).toEqual(expect.stringContaining('{{reason}}'));
  });

  it('says the spec’s German text verbatim', () => {
    expect(textAt(adminDe, 'import.failed')).toBe('Es ist ein Fehler aufgetreten: {{reason}}');
  });
});

describe('the pages named as the menu names them (issue 17)', () => {
  it.each([
    ['de', adminDe, commonBundles.de],
    ['fr', adminFr, commonBundles.fr],
    ['it', adminIt, commonBundles.it],
  ] as const)('the rounds page in %s', (_lang, admin, common) => {
    expect(textAt(admin, 'sprints.title')).toBe(textAt(common, 'menu.sprints'));
  });
});
