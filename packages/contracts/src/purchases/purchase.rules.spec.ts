import { STORE_TYPES } from '../stores/store-types';
import { completePurchase } from './purchase.fixtures';
import {
  allowedTestTypes,
  alkOverride,
  isComplete,
  isDelayed,
  isSparStore,
  normalizePurchase,
  requiredCashierFields,
  validatePurchase,
  type PurchaseForRules,
  type PurchaseRuleContext,
  type RuleMode,
} from './purchase.rules';

const field: PurchaseRuleContext = { mode: 'field' };
const keysAt = (purchase: PurchaseForRules, context: PurchaseRuleContext, path: string) =>
  validatePurchase(purchase, context)
    .filter((error) => error.path === path)
    .map((error) => error.key);

const spar = { api: 'andere' as const, name: 'SPAR express' };

describe('a complete purchase of every store type is valid (the base of the tables below)', () => {
  it.each(
    [...STORE_TYPES, 'ktbe' as const].flatMap((type) => [[type, true] as const, [type, false] as const]),
  )('%s, respected %s', (type, respected) => {
    for (const mode of ['field', 'control'] as RuleMode[])
      expect(validatePurchase(completePurchase(type, respected), { mode })).toEqual([]);
  });
});

type Row = [
  spec: string,
  purchase: PurchaseForRules,
  path: string,
  keys: string[],
  context?: Partial<PurchaseRuleContext>,
];

// Each row: the spec line, the purchase, the field, the message keys expected there ([] = no message).
const rows: Row[] = [
  // field-app spec, section 5, "Purchase form"
  [
    'Shopper ... required',
    completePurchase('coop', true, { shopper: undefined }),
    'shopper',
    ['purchase.main.shopperErr'],
  ],
  [
    'date ... required',
    completePurchase('coop', true, { date: undefined }),
    'date',
    ['purchase.main.dateErr'],
  ],
  ['time required', completePurchase('coop', true, { time: undefined }), 'time', ['purchase.main.timeErr']],
  [
    'Language (German or French) required when the canton is VS',
    completePurchase('coop'),
    'lang',
    ['purchase.main.langErr'],
    { canton: 'VS' },
  ],
  [
    'Language ... when the canton is VS (given)',
    completePurchase('coop', true, { lang: 'fr' }),
    'lang',
    [],
    { canton: 'VS' },
  ],
  ['Language ... only when the canton is VS', completePurchase('coop'), 'lang', [], { canton: 'BE' }],
  [
    'Cashier gender required',
    completePurchase('avec', true, { cashier: { name: 'Roth' } }),
    'cashier.gender',
    ['purchase.main.genderErr'],
  ],
  ['Cashier gender required, except swisslos', completePurchase('swisslos'), 'cashier.gender', []],
  ['Cashier gender required, except ... loro', completePurchase('loro'), 'cashier.gender', []],
  [
    'Cashier gender required (kt)',
    completePurchase('ktzh', true, { cashier: {} }),
    'cashier.gender',
    ['purchase.main.genderErr'],
  ],
  [
    'names: at least 2 characters',
    completePurchase('avec', true, { cashier: { gender: 'm', name: 'R' } }),
    'cashier.name',
    ['purchase.main.namePatternErr'],
  ],
  [
    'names: letters (accents allowed), apostrophe, space, hyphen',
    completePurchase('avec', true, {
      cashier: { gender: 'm', name: "D'Alessio-Müller Çelik", firstname: 'José' },
    }),
    'cashier.name',
    [],
  ],
  [
    'names: letters ... (no digits)',
    completePurchase('avec', true, { cashier: { gender: 'm', firstname: 'Anna2' } }),
    'cashier.firstname',
    ['purchase.main.namePatternErr'],
  ],
  [
    'names: letters ... (no dot)',
    completePurchase('avec', true, { cashier: { gender: 'm', name: 'Dr. Roth' } }),
    'cashier.name',
    ['purchase.main.namePatternErr'],
  ],
  [
    'Required as an alternative pair (last name alone)',
    completePurchase('avec', true, { cashier: { gender: 'm', name: 'Roth' } }),
    'cashier.firstname',
    [],
  ],
  [
    'Required as an alternative pair (first name alone)',
    completePurchase('avec', true, { cashier: { gender: 'm', firstname: 'Eva' } }),
    'cashier.name',
    [],
  ],
  [
    'Required as an alternative pair (neither: last name)',
    completePurchase('avec', true, { cashier: { gender: 'm' } }),
    'cashier.name',
    ['purchase.main.lastnameErr'],
  ],
  [
    'Required as an alternative pair (neither: first name)',
    completePurchase('avec', true, { cashier: { gender: 'm' } }),
    'cashier.firstname',
    ['purchase.main.firstnameErr'],
  ],
  [
    'but both required for coop',
    completePurchase('coop', true, { cashier: { gender: 'm', name: 'Roth', number: '123456' } }),
    'cashier.firstname',
    ['purchase.main.firstnameErr'],
  ],
  [
    'or when regulations were not respected',
    completePurchase('avec', false, { cashier: { gender: 'm', firstname: 'Eva' } }),
    'cashier.name',
    ['purchase.main.lastnameErr'],
  ],
  ['Name fields are hidden for swisslos', completePurchase('swisslos', false), 'cashier.name', []],
  ['Name fields are hidden for ... loro', completePurchase('loro', false), 'cashier.firstname', []],
  ['Name fields are hidden for ... kt types', completePurchase('ktbe', false), 'cashier.name', []],
  [
    'Cashier number ... exactly 6 digits (5 digits)',
    completePurchase('coop', true, {
      cashier: { gender: 'w', name: 'A', firstname: 'Bea', number: '12345' },
    }),
    'cashier.number',
    ['purchase.main.nrErr'],
  ],
  [
    'Cashier number ... exactly 6 digits (letters)',
    completePurchase('coop', true, {
      cashier: { gender: 'w', name: 'Aa', firstname: 'Bea', number: '12345a' },
    }),
    'cashier.number',
    ['purchase.main.nrErr'],
  ],
  [
    'Cashier number ... required for coop',
    completePurchase('coop', true, { cashier: { gender: 'w', name: 'Aa', firstname: 'Bea' } }),
    'cashier.number',
    ['purchase.main.nrErr'],
  ],
  [
    'Cashier number ... for Spar when regulations were not respected',
    completePurchase(spar, false),
    'cashier.number',
    ['purchase.main.nrErr'],
  ],
  ['Cashier number ... (Spar, respected: not required)', completePurchase(spar, true), 'cashier.number', []],
  [
    'Cashier number ... (Spar, respected, but 6 digits if given)',
    completePurchase(spar, true, { cashier: { gender: 'w', name: 'Roth', number: '1234567' } }),
    'cashier.number',
    ['purchase.main.nrErr'],
  ],
  [
    'Cashier number applies to coop and Spar (not avec)',
    completePurchase('avec', false, {
      cashier: { gender: 'w', name: 'Roth', firstname: 'Eva', number: '12' },
    }),
    'cashier.number',
    [],
  ],
  [
    'Checkout type (kks) required for coop',
    completePurchase('coop', true, { kks: undefined }),
    'kks',
    ['purchase.main.kksErr'],
  ],
  ['Checkout type (kks) required for coop (not others)', completePurchase('kiosk'), 'kks', []],
  [
    'Test type ... required',
    completePurchase('coop', true, { testType: undefined }),
    'testType',
    ['purchase.main.testTypErr'],
  ],
  [
    'Media excluded for kiosk',
    completePurchase('kiosk', true, { testType: 'Medien' }),
    'testType',
    ['purchase.main.testTypErr'],
  ],
  [
    'alcohol and tobacco excluded for swisslos and loro',
    completePurchase('loro', true, { testType: 'Tabak' }),
    'testType',
    ['purchase.main.testTypErr'],
  ],
  [
    'Lose only for kiosk',
    completePurchase('coop', true, { testType: 'Lose' }),
    'testType',
    ['purchase.main.testTypErr'],
  ],
  [
    'Geldspiele only for swisslos and loro',
    completePurchase('kiosk', true, { testType: 'Geldspiele' }),
    'testType',
    ['purchase.main.testTypErr'],
  ],
  [
    'article ... required',
    completePurchase('coop', true, { article: '' }),
    'article',
    ['purchase.main.articleErr'],
  ],
  [
    'pass ... required',
    completePurchase('coop', true, { pass: undefined }),
    'pass',
    ['purchase.main.passErr'],
  ],
  ['age required', completePurchase('coop', true, { age: undefined }), 'age', ['purchase.main.ageErr']],
  [
    'regulations yes or no ... required (back-office spec, section 5)',
    completePurchase('coop', true, { regulationsRespected: undefined }),
    'regulationsRespected',
    ['purchase.main.regulationsErr'],
  ],
  [
    'kt types: article name ... required',
    completePurchase('ktzh', true, { articleName: ' ' }),
    'articleName',
    ['purchase.main.articleNameErr'],
  ],
  [
    'kt types: ... packaging',
    completePurchase('ktzh', true, { articlePackaging: undefined }),
    'articlePackaging',
    ['purchase.main.articlePackagingErr'],
  ],
  [
    'kt types: ... size in ml',
    completePurchase('ktzh', true, { articleSizeInMl: undefined }),
    'articleSizeInMl',
    ['purchase.main.articleSizeErr'],
  ],
  [
    'kt types: ... alcohol by volume',
    completePurchase('ktzh', true, { articleAlcoholByVolume: undefined }),
    'articleAlcoholByVolume',
    ['purchase.main.articleAlcoholErr'],
  ],
  [
    'kt types: ... alcohol by volume (not for a tobacco test, decision 0014)',
    completePurchase('ktzh', true, { testType: 'Tabak', articleAlcoholByVolume: undefined }),
    'articleAlcoholByVolume',
    [],
  ],
  [
    'kt types: ... and price required',
    completePurchase('ktzh', true, { articlePrice: undefined }),
    'articlePrice',
    ['purchase.main.articlePriceErr'],
  ],
  [
    'plus lot number when regulations were not respected',
    completePurchase('ktzh', false, { articleLotNr: undefined }),
    'articleLotNr',
    ['purchase.main.articleLotNrErr'],
  ],
  ['kt types: ... (not for other types)', completePurchase('coop', false), 'articleName', []],
  [
    'Reason required when regulations were not respected',
    completePurchase('coop', false, { reasonTMP: undefined }),
    'reasonTMP',
    ['purchase.main.reasonErr'],
  ],
  ['Reason required ... (except loro ...)', completePurchase('loro', false), 'reasonTMP', []],
  ['Reason required ... (except ... kt)', completePurchase('ktzh', false), 'reasonTMP', []],
  [
    'when the fourth preset reason is chosen a composed free-text reason is required',
    completePurchase('coop', false, { reasonTMP: 'other' }),
    'reason',
    ['purchase.main.reasonErr'],
  ],
  [
    '... composed free-text reason (given)',
    completePurchase('coop', false, { reasonTMP: 'other', reason: 'Kassiererin abgelenkt' }),
    'reason',
    [],
  ],
  [
    'Crowded level slider 1 to 10 ..., required for loro',
    completePurchase('loro', true, { crowdedLevel: undefined }),
    'crowdedLevel',
    ['purchase.main.crowdedErr'],
  ],
  [
    'Crowded level ... required for ... kt',
    completePurchase('ktbe', true, { crowdedLevel: undefined }),
    'crowdedLevel',
    ['purchase.main.crowdedErr'],
  ],
  ['Crowded level ... (not required elsewhere)', completePurchase('coop'), 'crowdedLevel', []],
  [
    'On non-compliance ...: cashier ... signature required',
    completePurchase('coop', false, {
      signatures: { cashier: {}, chief: { img: 'h.jpg', position: 'deputy' } },
    }),
    'signatures.cashier',
    ['purchase.main.noSignature'],
  ],
  [
    '... and chief signatures required',
    completePurchase('coop', false, {
      signatures: { cashier: { img: 'c.jpg' }, chief: { position: 'deputy' } },
    }),
    'signatures.chief',
    ['purchase.main.ProblemErr'],
  ],
  [
    '... unless a problem is chosen',
    completePurchase('coop', false, {
      signatures: { cashier: { problem: 'refused' }, chief: { problem: 'absent', position: 'employee' } },
    }),
    'signatures.cashier',
    [],
  ],
  [
    '... chief position required',
    completePurchase('coop', false, { signatures: { cashier: { img: 'c.jpg' }, chief: { img: 'h.jpg' } } }),
    'signatures.chief.position',
    ['purchase.main.ChiefErr'],
  ],
  [
    'On non-compliance (outside swisslos ...)',
    completePurchase('swisslos', false),
    'signatures.chief.position',
    [],
  ],
  ['On non-compliance (... kt)', completePurchase('ktzh', false), 'signatures.cashier', []],
  ['On non-compliance (respected: none)', completePurchase('coop', true), 'signatures.chief', []],
  [
    'Receipt image needed unless ...',
    completePurchase('coop', false, { bill: undefined }),
    'bill',
    ['purchase.main.billErr'],
  ],
  [
    "... unless 'no receipt' is ticked, which needs a reason",
    completePurchase('coop', false, { bill: undefined, noReceipt: true }),
    'noQuittReason',
    ['purchase.main.quittProblemErr'],
  ],
  [
    "... 'no receipt' ... with its reason",
    completePurchase('coop', false, { bill: undefined, noReceipt: true, noQuittReason: 'Kasse defekt' }),
    'bill',
    [],
  ],
  // field-app spec, section 4
  [
    'Complete means ... if manual upload the report image exists',
    completePurchase('coop', true, { manualUpload: true }),
    'image',
    ['purchase.main.imageErr'],
  ],
  [
    '... unless regulations were respected ... a receipt image exists',
    completePurchase('coop', true),
    'bill',
    [],
  ],
  [
    'Warnings (with an override checkbox) (not ticked)',
    completePurchase('coop'),
    'overriddenWarnings',
    ['purchase.error.allMedia'],
    { warnings: ['allMedia'] },
  ],
  [
    'Warnings (with an override checkbox) (ticked)',
    completePurchase('coop', true, { overriddenWarnings: ['allMedia'] }),
    'overriddenWarnings',
    [],
    { warnings: ['allMedia'] },
  ],
];

describe.each(rows)('field-app spec, section 5: "%s"', (_spec, purchase, path, keys, context) => {
  it(`${path}: ${keys.join(', ') || 'no message'}`, () =>
    expect(keysAt(purchase, { ...field, ...context }, path)).toEqual(keys));
});

// The two specs differ only in the cashier's names (decision 0014): field-app spec, section 5 "Required as
// an alternative pair"; back-office spec, section 5, "Purchase edit": "cashier surname ... required".
describe.each([
  ['field', 'first name alone', { firstname: 'Eva' }, []],
  ['control', 'first name alone', { firstname: 'Eva' }, ['purchase.main.lastnameErr']],
  ['field', 'last name alone', { name: 'Roth' }, []],
  ['control', 'last name alone', { name: 'Roth' }, []],
] as const)('%s mode, %s', (mode, _case, names, keys) => {
  it('asks the last name as its spec says', () =>
    expect(
      keysAt(
        completePurchase('avec', true, { cashier: { gender: 'w', ...names } }),
        { mode },
        'cashier.name',
      ),
    ).toEqual([...keys]));
});

describe('allowed test types per store type (field-app spec, section 5)', () => {
  it.each([
    ['coop', ['Alkohol', 'Tabak', 'Medien']],
    ['kiosk', ['Alkohol', 'Tabak', 'Lose']],
    ['swisslos', ['Geldspiele']],
    ['loro', ['Geldspiele']],
    ['ktzh', ['Alkohol', 'Tabak', 'Medien']],
  ])('%s: %j', (type, allowed) => expect(allowedTestTypes(type)).toEqual(allowed));
});

describe('Spar (decision 0014: the type name or subtype names Spar)', () => {
  it.each([
    [{ name: 'SPAR express' }, true],
    [{ name: 'Spar' }, true],
    [{ name: 'Andere', spamia: 'Spar Supermarkt' }, true],
    [{ name: 'Sparkasse-Kiosk' }, false],
    [{ name: 'Coop' }, false],
  ])('%j is Spar: %s', (type, expected) => expect(isSparStore(type)).toBe(expected));
});

describe('completeness and delayed (field-app spec, section 4)', () => {
  it.each([
    ['delayed equals not complete', completePurchase('coop', false, { bill: undefined }), false, true],
    ['complete', completePurchase('coop', false), true, false],
    [
      'A special reason ... finishes the purchase at once with done false and delayed false',
      completePurchase('coop', false, { bill: undefined, shopper: undefined, specialReason: 'storeClosed' }),
      true,
      false,
    ],
  ])('%s', (_spec, purchase, complete, delayed) => {
    expect(isComplete(purchase, field)).toBe(complete);
    expect(isDelayed(purchase, field)).toBe(delayed);
  });
});

describe('alkOverride (field-app spec, section 4: "set for lottery tests, and for tobacco tests where the store\'s errors include tobacco and the store type is not coop")', () => {
  it.each([
    ['kiosk', 'Lose', [], true],
    ['kiosk', 'Tabak', ['Tabak'], true],
    ['kiosk', 'Tabak', ['Alkohol'], false],
    ['coop', 'Tabak', ['Tabak'], false],
    ['avec', 'Alkohol', ['Tabak'], false],
  ] as const)('%s, %s test, store errors %j: %s', (type, testType, errors, expected) =>
    expect(alkOverride(completePurchase(type, true, { testType }), errors)).toBe(expected),
  );
});

describe('normalizePurchase (field-app spec, section 4)', () => {
  const normal = (purchase: PurchaseForRules) => normalizePurchase(purchase, { storeErrorTestTypes: [] });
  it.each([
    ['SCO', true, true],
    ['SCO', false, undefined],
    ['Kasse', true, undefined],
  ] as const)(
    'selfEntryDateOfBirthSCO "is cleared unless kks is SCO and regulations were respected": kks %s, respected %s',
    (kks, respected, kept) =>
      expect(
        normal(completePurchase('coop', respected, { kks, selfEntryDateOfBirthSCO: true }))
          .selfEntryDateOfBirthSCO,
      ).toBe(kept),
  );
  it('sets alkOverride for a lottery test', () =>
    expect(normal(completePurchase('kiosk', true, { testType: 'Lose' })).alkOverride).toBe(true));
  it('clears cashier names the store type hides ("Name fields are hidden for swisslos, loro and kt types")', () =>
    expect(
      normal(completePurchase('loro', true, { cashier: { name: 'Roth', remarks: 'freundlich' } })).cashier,
    ).toEqual({
      remarks: 'freundlich',
    }));
  it('keeps the free reason only with the fourth preset', () => {
    expect(
      normal(completePurchase('coop', false, { reasonTMP: 'idMisread', reason: 'x' })),
    ).not.toHaveProperty('reason');
    expect(normal(completePurchase('coop', false, { reasonTMP: 'other', reason: 'x' })).reason).toBe('x');
    expect(normal(completePurchase('coop', true, { reasonTMP: 'other', reason: 'x' }))).not.toHaveProperty(
      'reasonTMP',
    );
  });
  it("keeps the 'no receipt' reason only with 'no receipt' ticked", () =>
    expect(normal(completePurchase('coop', false, { noQuittReason: 'x' }))).not.toHaveProperty(
      'noQuittReason',
    ));
});

describe('the cashier fields marked required (field-app spec, section 5; issue 17)', () => {
  const none = { gender: false, name: false, firstname: false, number: false, kks: false };
  it.each<[string, PurchaseForRules, RuleMode, typeof none]>([
    [
      'coop: gender, both names ("both required for coop"), number ("required for coop"), kks',
      completePurchase('coop'),
      'field',
      { gender: true, name: true, firstname: true, number: true, kks: true },
    ],
    [
      'Spar, regulations respected: the number applies but is not required, the names an alternative pair',
      completePurchase(spar),
      'field',
      { ...none, gender: true },
    ],
    [
      'Spar, not respected: both names and the number',
      completePurchase(spar, false),
      'field',
      { ...none, gender: true, name: true, firstname: true, number: true },
    ],
    [
      'avec: the gender; the names an alternative pair',
      completePurchase('avec'),
      'field',
      { ...none, gender: true },
    ],
    [
      'avec in control: "cashier surname ... required" (back-office spec, section 5)',
      completePurchase('avec'),
      'control',
      { ...none, gender: true, name: true },
    ],
    ['swisslos: nothing ("except swisslos and loro")', completePurchase('swisslos'), 'field', none],
    ['ktzh: the gender; names hidden', completePurchase('ktzh', false), 'field', { ...none, gender: true }],
  ])('%s', (_case, purchase, mode, expected) => {
    expect(requiredCashierFields(purchase, mode)).toEqual(expected);
  });

  it.each(STORE_TYPES.flatMap((type) => [true, false].map((respected) => [type, respected] as const)))(
    'a field marked required at %s (respected: %s) fails the rules when empty',
    (type, respected) => {
      const purchase = completePurchase(type, respected);
      const required = requiredCashierFields(purchase, 'field');
      const emptied = {
        gender: { cashier: { ...purchase.cashier, gender: undefined } },
        name: { cashier: { ...purchase.cashier, name: undefined } },
        firstname: { cashier: { ...purchase.cashier, firstname: undefined } },
        number: { cashier: { ...purchase.cashier, number: undefined } },
        kks: { kks: undefined },
      } satisfies Record<keyof typeof required, Partial<PurchaseForRules>>;
      const path = (name: keyof typeof required) => (name === 'kks' ? 'kks' : `cashier.${name}`);
      for (const name of Object.keys(emptied) as (keyof typeof required)[]) {
        const refused = keysAt({ ...purchase, ...emptied[name] }, field, path(name)).length > 0;
        if (required[name]) expect([name, refused]).toEqual([name, true]);
      }
    },
  );
});
