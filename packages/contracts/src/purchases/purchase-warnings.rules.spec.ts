import {
  ageBandFor,
  articleAgeLimitOf,
  DEFAULT_TESTER_PROTECTION,
  parseAgeBands,
  shopperAgeOnTestDate,
  storeWarnings,
  testerProtectionWarnings,
  type StoreWarningContext,
  type WarningSprintEntry,
} from './purchase-warnings.rules';

const entry = (changes: Partial<WarningSprintEntry> = {}): WarningSprintEntry => ({
  userID: 'u1',
  alk: 2,
  tabak: 1,
  media: 1,
  alkdone: 0,
  tabakdone: 0,
  mediadone: 0,
  ...changes,
});
const store = (changes: Partial<StoreWarningContext> = {}): StoreWarningContext => ({
  storeType: 'avec',
  userID: 'u1',
  sprintEntry: entry(),
  checkSprint: true,
  editMode: false,
  ...changes,
});

// field-app spec, section 8, "Store warnings in the wizard", and section 5, "Warnings".
describe.each([
  [
    'wrongUser (store not assigned to the user)',
    store({ sprintEntry: entry({ userID: 'u2' }) }),
    ['wrongUser'],
  ],
  ['wrongUser (assigned to nobody)', store({ sprintEntry: entry({ userID: null }) }), ['wrongUser']],
  ['store not in the current round (not in sprint)', store({ sprintEntry: null }), ['notInSprint']],
  ['not in sprint (the round check is switched off)', store({ sprintEntry: null, checkSprint: false }), []],
  ['all alcohol done', store({ sprintEntry: entry({ alkdone: 2 }) }), ['allAlk']],
  ['all alcohol done (not for coop)', store({ storeType: 'coop', sprintEntry: entry({ alkdone: 2 }) }), []],
  ['all tobacco done', store({ sprintEntry: entry({ tabakdone: 1 }) }), ['allTabak']],
  ['all tobacco done (not for coop)', store({ storeType: 'coop', sprintEntry: entry({ tabakdone: 1 }) }), []],
  ['all media done', store({ sprintEntry: entry({ mediadone: 1 }) }), ['allMedia']],
  [
    'all media done (coop too)',
    store({ storeType: 'coop', sprintEntry: entry({ mediadone: 1 }) }),
    ['allMedia'],
  ],
  ['none needed (section 5)', store({ sprintEntry: entry({ tabak: 0 }) }), ['noTabak']],
  ['hidden in edit mode', store({ editMode: true, sprintEntry: entry({ alkdone: 2, media: 0 }) }), []],
  [
    'hidden in edit mode (wrongUser stays)',
    store({ editMode: true, sprintEntry: entry({ userID: 'u2', alkdone: 2 }) }),
    ['wrongUser'],
  ],
  [
    'only the chosen test type',
    store({ testType: 'Tabak', sprintEntry: entry({ alkdone: 2, media: 0 }) }),
    [],
  ],
  ['nothing to warn', store(), []],
] as const)('"%s"', (_spec, context, expected) => {
  it(`warns ${expected.join(', ') || 'nothing'}`, () => expect(storeWarnings(context)).toEqual(expected));
});

describe('tester protection: the age on the test date (issue 7)', () => {
  it.each([
    ['2010-05-01', '2026-04-30', 15],
    ['2010-05-01', '2026-05-01', 16],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
  ])('born %s, tested %s: %i', (birth, test, age) => expect(shopperAgeOnTestDate(birth, test)).toBe(age));
});

describe('tester protection: the same store within N days (issue 7: default 90)', () => {
  const purchase = { _id: 'p2', storeID: 'st1', date: '2026-11-23' };
  it.each([
    ['89 days before', [{ _id: 'p1', storeID: 'st1', date: '2026-08-26' }], 90, true],
    ['90 days before', [{ _id: 'p1', storeID: 'st1', date: '2026-08-25' }], 90, false],
    ['the same day, another store', [{ _id: 'p1', storeID: 'st2', date: '2026-11-23' }], 90, false],
    ['the purchase itself', [{ _id: 'p2', storeID: 'st1', date: '2026-11-23' }], 90, false],
    ['a later purchase (entered late)', [{ _id: 'p3', storeID: 'st1', date: '2026-12-01' }], 90, true],
    ['29 days before, configured 30', [{ _id: 'p1', storeID: 'st1', date: '2026-10-25' }], 30, true],
    ['31 days before, configured 30', [{ _id: 'p1', storeID: 'st1', date: '2026-10-23' }], 30, false],
  ])('%s: %s', (_case, shopperPurchases, repeatDays, warns) =>
    expect(
      testerProtectionWarnings({
        purchase,
        shopperPurchases,
        config: { ...DEFAULT_TESTER_PROTECTION, repeatDays },
      }).includes('shopperRecentlyTested'),
    ).toBe(warns),
  );
});

describe('tester protection: the age band per test type (issue 7; defaults 14 to 17, decision 0014)', () => {
  it.each([
    ['Alkohol', '2012-11-24', undefined, true], // 13
    ['Alkohol', '2012-11-23', undefined, false], // 14
    ['Tabak', '2009-11-24', undefined, false], // 17
    ['Tabak', '2008-11-23', undefined, true], // 18
    ['Alkohol', '2010-11-23', 16, true], // 16, a beer (category age limit 16)
    ['Alkohol', '2010-11-24', 16, false], // 15, a beer
    ['Alkohol', '2009-11-24', 18, false], // 17, spirits
  ] as const)(
    '%s, born %s, article age limit %s: outside %s',
    (testType, birthDate, articleAgeLimit, warns) =>
      expect(
        testerProtectionWarnings({
          purchase: { _id: 'p1', storeID: 'st1', date: '2026-11-23', testType },
          birthDate,
          articleAgeLimit,
          shopperPurchases: [],
        }),
      ).toEqual(warns ? ['shopperAgeOutsideBand'] : []),
  );
  it('a configured band replaces the default', () =>
    expect(
      ageBandFor('Medien', {
        ...DEFAULT_TESTER_PROTECTION,
        ageBands: { ...DEFAULT_TESTER_PROTECTION.ageBands, Medien: { min: 12, max: 15 } },
      }),
    ).toEqual({ min: 12, max: 15 }));
  it('no date yet, no warning', () =>
    expect(
      testerProtectionWarnings({
        purchase: { _id: 'p1', storeID: 'st1' },
        birthDate: '2000-01-01',
        shopperPurchases: [],
      }),
    ).toEqual([]));
});

describe('tester protection: the age bands as a setting of svc-purchases (issue 7: "the configured age band")', () => {
  const defaults = DEFAULT_TESTER_PROTECTION.ageBands;
  it.each([
    [
      'one band for every test type',
      '15-17',
      { Alkohol: { min: 15, max: 17 }, Geldspiele: { min: 15, max: 17 } },
    ],
    [
      'per test type, the others keep the defaults',
      'Alkohol=16-17, Tabak=15-17',
      {
        Alkohol: { min: 16, max: 17 },
        Tabak: { min: 15, max: 17 },
        Medien: defaults.Medien,
      },
    ],
    ['a band of one age', 'Lose=16-16', { Lose: { min: 16, max: 16 }, Alkohol: defaults.Alkohol }],
  ])('%s: %s', (_case, text, expected) => expect(parseAgeBands(text)).toMatchObject(expected));

  it.each([
    ['no band', 'sechzehn'],
    ['min above max', '17-14'],
    ['an unknown test type', 'Wein=16-17'],
    ['a missing band', 'Alkohol='],
  ])('refuses %s (%s), so a wrong setting stops the start', (_case, text) =>
    expect(() => parseAgeBands(text)).toThrow(),
  );
});

describe("tester protection: the article category's age limit (back-office spec, section 3; decision 0014)", () => {
  const articles = [
    { _id: 'beer', category: 'c16' },
    { _id: 'gin', category: 'c18' },
    { _id: 'lost', category: 'gone' },
  ];
  const categories = [
    { _id: 'c16', ageLimit: 16 },
    { _id: 'c18', ageLimit: 18 },
  ];
  it.each([
    ['a beer: its category sells from 16', 'beer', 16],
    ['a spirit: from 18', 'gin', 18],
    ['an article whose category is unknown', 'lost', undefined],
    ['an article not in the catalogue', 'wine', undefined],
    ['no article chosen yet', undefined, undefined],
  ])('%s', (_case, articleID, limit) =>
    expect(articleAgeLimitOf(articleID, articles, categories)).toBe(limit),
  );
});
