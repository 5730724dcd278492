import { STORE_TYPES, TEST_TYPES } from '../stores/store-types';
import { completePurchase } from './purchase.fixtures';
import { shownPurchaseFields, type ShownPurchaseFields, type ShownFieldsContext } from './purchase-fields';
import { allowedTestTypes, validatePurchase, type PurchaseForRules, type RuleMode } from './purchase.rules';
import type { PurchaseStoreType } from './purchase.schema';

const spar: PurchaseStoreType = { api: 'andere', name: 'SPAR express' };

type Row = [
  spec: string,
  purchase: PurchaseForRules,
  field: keyof ShownPurchaseFields,
  shown: boolean,
  context?: ShownFieldsContext,
];

// Each row: the spec line, the purchase, the field of the form, whether it is shown.
const rows: Row[] = [
  // field-app spec, section 5, "Purchase form"
  [
    'Language (German or French) required when the canton is VS',
    completePurchase('coop'),
    'lang',
    true,
    { canton: 'VS' },
  ],
  [
    'Language ... when the canton is VS (not elsewhere)',
    completePurchase('coop'),
    'lang',
    false,
    { canton: 'BE' },
  ],
  ['Cashier gender required', completePurchase('avec'), 'cashierGender', true],
  ['Cashier gender required (kt)', completePurchase('ktzh'), 'cashierGender', true],
  ['Cashier gender required, except swisslos', completePurchase('swisslos'), 'cashierGender', false],
  ['Cashier gender required, except ... loro', completePurchase('loro'), 'cashierGender', false],
  ['Cashier last and first name ... (coop)', completePurchase('coop'), 'cashierNames', true],
  ['Name fields are hidden for swisslos', completePurchase('swisslos'), 'cashierNames', false],
  ['Name fields are hidden for ... loro', completePurchase('loro'), 'cashierNames', false],
  ['Name fields are hidden for ... kt types', completePurchase('ktbe'), 'cashierNames', false],
  ['Cashier number applies to coop', completePurchase('coop'), 'cashierNumber', true],
  ['Cashier number applies to ... Spar', completePurchase(spar), 'cashierNumber', true],
  ['Cashier number applies to coop and Spar (not avec)', completePurchase('avec'), 'cashierNumber', false],
  [
    'Cashier number applies to coop ... (not coop pronto)',
    completePurchase('cooppronto'),
    'cashierNumber',
    false,
  ],
  ['Checkout type (kks) required for coop', completePurchase('coop'), 'kks', true],
  ['Checkout type (kks) ... (asked of every cashier: kiosk)', completePurchase('kiosk'), 'kks', true],
  ['Checkout type (kks) ... (no cashier: swisslos)', completePurchase('swisslos'), 'kks', false],
  [
    'kt types: article name, packaging, size in ml ... and price',
    completePurchase('ktzh'),
    'ktArticle',
    true,
  ],
  ['kt types: ... (not other types)', completePurchase('coop'), 'ktArticle', false],
  ['kt types: ... alcohol by volume', completePurchase('ktzh'), 'articleAlcohol', true],
  [
    'kt types: ... alcohol by volume (not for a tobacco test, decision 0014)',
    completePurchase('ktzh', true, { testType: 'Tabak' }),
    'articleAlcohol',
    false,
  ],
  ['plus lot number when regulations were not respected', completePurchase('ktzh', false), 'lotNumber', true],
  ['plus lot number when ... not respected (respected)', completePurchase('ktzh', true), 'lotNumber', false],
  ['Reason required when regulations were not respected', completePurchase('coop', false), 'reason', true],
  ['Reason required when ... not respected (respected)', completePurchase('coop', true), 'reason', false],
  ['Reason required ... (except loro ...)', completePurchase('loro', false), 'reason', false],
  ['Reason required ... (except ... kt)', completePurchase('ktzh', false), 'reason', false],
  [
    'when the fourth preset reason is chosen a composed free-text reason is required',
    completePurchase('coop', false, { reasonTMP: 'other' }),
    'composedReason',
    true,
  ],
  ['... the fourth preset reason (another preset)', completePurchase('coop', false), 'composedReason', false],
  [
    'On non-compliance ...: cashier and chief signatures',
    completePurchase('coop', false),
    'signatures',
    true,
  ],
  ['On non-compliance ... (respected: none)', completePurchase('coop', true), 'signatures', false],
  ['On non-compliance (outside swisslos ...)', completePurchase('swisslos', false), 'signatures', false],
  ['On non-compliance (outside ... loro ...)', completePurchase('loro', false), 'chiefSignature', false],
  ['On non-compliance (outside ... kt)', completePurchase('ktzh', false), 'cashierSignature', false],
  [
    'cashier ... signature required unless a problem is chosen',
    completePurchase('coop', false),
    'cashierSignature',
    true,
  ],
  [
    'cashier ... signature required unless a problem is chosen (chosen)',
    completePurchase('coop', false, { signatures: { cashier: { problem: 'refused' }, chief: {} } }),
    'cashierSignature',
    false,
  ],
  [
    'chief signatures required unless a problem is chosen (chosen)',
    completePurchase('coop', false, { signatures: { cashier: {}, chief: { problem: 'absent' } } }),
    'chiefSignature',
    false,
  ],
  ['Receipt image needed unless ...', completePurchase('coop', false), 'bill', true],
  [
    "Receipt image needed unless 'no receipt' is ticked",
    completePurchase('coop', false, { noReceipt: true }),
    'bill',
    false,
  ],
  [
    "... 'no receipt' ... which needs a reason",
    completePurchase('coop', false, { noReceipt: true }),
    'noQuittReason',
    true,
  ],
  ["... 'no receipt' ... (not ticked)", completePurchase('coop', false), 'noQuittReason', false],
  // field-app spec, section 4
  [
    'Complete means ... if manual upload the report image exists',
    completePurchase('coop', true, { manualUpload: true }),
    'image',
    true,
  ],
  ['... if manual upload ... (no manual upload)', completePurchase('coop', true), 'image', false],
  [
    'The date-of-birth self entry ... is cleared unless kks is SCO and regulations were respected',
    completePurchase('coop', true, { kks: 'SCO' }),
    'selfEntry',
    true,
  ],
  ['... unless kks is SCO ... (Kasse)', completePurchase('coop', true, { kks: 'Kasse' }), 'selfEntry', false],
  [
    '... unless ... regulations were respected (not respected)',
    completePurchase('coop', false, { kks: 'SCO' }),
    'selfEntry',
    false,
  ],
];

describe.each(rows)('field-app spec: "%s"', (_spec, purchase, field, shown, context = {}) => {
  it(`${field} ${shown ? 'shown' : 'hidden'}`, () =>
    expect(shownPurchaseFields(purchase, context)[field]).toBe(shown));
});

/**
 * The purchase's paths (as `validatePurchase` names them) that each shown field fills in; a path of no entry
 * belongs to an always-shown field.
 */
const PATHS_OF_SHOWN_FIELD: Record<keyof ShownPurchaseFields, readonly string[]> = {
  lang: ['lang'],
  cashierGender: ['cashier.gender'],
  cashierNames: ['cashier.name', 'cashier.firstname'],
  cashierNumber: ['cashier.number'],
  kks: ['kks'],
  ktArticle: ['articleName', 'articlePackaging', 'articleSizeInMl', 'articlePrice'],
  articleAlcohol: ['articleAlcoholByVolume'],
  lotNumber: ['articleLotNr'],
  selfEntry: ['selfEntryDateOfBirthSCO'],
  reason: ['reasonTMP'],
  composedReason: ['reason'],
  signatures: ['signatures.cashier.problem', 'signatures.chief.problem', 'signatures.chief.position'],
  cashierSignature: ['signatures.cashier'],
  chiefSignature: ['signatures.chief'],
  image: ['image'],
  bill: ['bill'],
  noQuittReason: ['noQuittReason'],
};
const ALWAYS_SHOWN = [
  'shopper',
  'date',
  'time',
  'testType',
  'article',
  'regulationsRespected',
  'pass',
  'age',
  'crowdedLevel',
  'overriddenWarnings',
];
const fieldOf = (path: string) =>
  (Object.keys(PATHS_OF_SHOWN_FIELD) as (keyof ShownPurchaseFields)[]).find((field) =>
    PATHS_OF_SHOWN_FIELD[field].includes(path),
  );

/** The purchase with nothing filled in but its store and the answers that decide what is asked. */
function unfilled(purchase: PurchaseForRules): PurchaseForRules {
  return {
    type: purchase.type,
    vst: purchase.vst,
    name: purchase.name,
    storeID: purchase.storeID,
    cashier: {},
    signatures: { cashier: {}, chief: {} },
    overriddenWarnings: [],
    ...(purchase.regulationsRespected === undefined
      ? {}
      : { regulationsRespected: purchase.regulationsRespected }),
    ...(purchase.testType ? { testType: purchase.testType } : {}),
  };
}

// Every store type, outcome and test type, the form filled in or not, with or without a signature problem,
// 'no receipt', manual upload, the fourth preset reason, canton VS: each field the rules ask is shown.
const variants = [...STORE_TYPES, 'ktbe' as const, spar].flatMap((type) => {
  const api = typeof type === 'string' ? type : type.api;
  return ([true, false, undefined] as const).flatMap((respected) =>
    [...allowedTestTypes(api), ...TEST_TYPES.slice(0, 1), undefined].flatMap((testType) => {
      const complete = completePurchase(type, respected ?? true, {
        testType,
        regulationsRespected: respected,
      });
      return [
        complete,
        unfilled(complete),
        { ...complete, reasonTMP: 'other' as const },
        { ...complete, noReceipt: true, bill: undefined },
        { ...unfilled(complete), manualUpload: true, noReceipt: true },
        {
          ...unfilled(complete),
          signatures: { cashier: { problem: 'refused' as const }, chief: { problem: 'absent' as const } },
        },
      ];
    }),
  );
});

describe('a field the rules require is shown (field-app spec, section 5, every store type and outcome)', () => {
  it.each(['field', 'control'] as RuleMode[])('%s mode', (mode) => {
    const required = new Set<string>();
    for (const purchase of variants)
      for (const canton of ['VS', 'ZH']) {
        const shown = shownPurchaseFields(purchase, { canton });
        for (const { path } of validatePurchase(purchase, { mode, canton, warnings: ['allAlk'] })) {
          const field = fieldOf(path);
          const where = `${path} of ${JSON.stringify(purchase)} in ${canton}`;
          if (field === undefined) expect(ALWAYS_SHOWN).toContain(path);
          else expect({ where, shown: shown[field] }).toEqual({ where, shown: true });
          required.add(path);
        }
      }
    // the variants make the rules ask every field that can be hidden: the check above is not empty
    const askable = Object.values(PATHS_OF_SHOWN_FIELD)
      .flat()
      .filter(
        (path) =>
          !['selfEntryDateOfBirthSCO', 'signatures.cashier.problem', 'signatures.chief.problem'].includes(
            path,
          ),
      );
    expect([...required].sort()).toEqual(expect.arrayContaining(askable));
  });

  it('names every field of the form', () =>
    expect(Object.keys(PATHS_OF_SHOWN_FIELD).sort()).toEqual(
      Object.keys(shownPurchaseFields(completePurchase('coop'), {})).sort(),
    ));
});
