import {
  DEFAULT_TESTER_PROTECTION,
  evaluatePurchaseSave,
  NEW_STORE_COUNTERS,
  purchaseInputSchema,
  sprintEntryView,
  TEST_TYPES,
  type Canton,
  type FieldError,
  type PurchaseInput,
  type PurchaseSaveContext,
  type ShopperTest,
  type Store,
  type StoredSprintEntry,
  type TesterProtectionConfig,
  type TestType,
} from '@agecheck/contracts';
import { completePurchase, storedSprintEntry } from '@agecheck/contracts/testing';
import type { PurchasePhotos } from './purchase-sender';
import { purchaseRulesOf, type RulesContext } from './use-purchase-rules';
import type { PurchaseDraft } from './wizard-form';

// Decision 0014: "The wizard and svc-purchases call the same functions". The wizard's verdict on a form is
// the server's on the same purchase saved with the same knowledge: the errors it shows at the fields, the
// warnings with their override checkbox, and 'purchase.error.notComplete' exactly when the server would keep
// the purchase delayed (field-app spec, section 4: "delayed equals not complete").

const USER = 'tk1';
const PURCHASE_ID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const STORE_ID = '65f0c0ffee0000000000abcd';

/** What is known besides the form when it is saved: the phone keeps a copy of it, the server reads it. */
type Knowledge = {
  canton: Canton;
  /** The store's failed tests (`GET api/stores/errors/{id}`); only the server reads them. */
  storeErrors: { testType: TestType; purchaseID: string }[];
  /** The store's entry in the user's running round. */
  entry: StoredSprintEntry | null;
  checkSprint: boolean;
  editMode: boolean;
  /** The user's tests at the store with the shopper of each (`GET api/purchases/shopperTests/{storeID}`). */
  tests: ShopperTest[];
  /** The age limit of the article's category. */
  articleAgeLimit?: number;
  protection: TesterProtectionConfig;
};

const KNOWN: Knowledge = {
  canton: 'BE',
  storeErrors: [],
  entry: storedSprintEntry({ storeID: STORE_ID, userID: USER, alk: 1, tabak: 1, media: 1 }),
  checkSprint: true,
  editMode: false,
  tests: [],
  protection: DEFAULT_TESTER_PROTECTION,
};

const storeIn = (kanton: Canton): Store => ({
  _id: STORE_ID,
  vst: '1234',
  name: 'Filiale',
  street: 'Weg 1',
  plz: '3000',
  city: 'Bern',
  kanton,
  type: 'coop',
  api: 'coop',
  spamia_type: null,
  geo: { latitude: 46.95, longitude: 7.44 },
  ...NEW_STORE_COUNTERS,
});

/** What the wizard knows: its copy of the store, its open round entries and the shopper tests it loaded. */
const wizardContext = (known: Knowledge): RulesContext => ({
  store: storeIn(known.canton),
  sprintEntry: known.entry ? sprintEntryView(known.entry) : undefined,
  userID: USER,
  editMode: known.editMode,
  shopperTests: { protection: known.protection, tests: known.tests },
  articleAgeLimit: known.articleAgeLimit,
  checkSprint: known.checkSprint,
});

/** What the server gathers for the save (svc-purchases' `PurchasesService.evaluate`). */
const serverContext = (input: PurchaseInput, known: Knowledge): PurchaseSaveContext => ({
  mode: 'field',
  userID: USER,
  editMode: known.editMode,
  store: { kanton: known.canton },
  storeErrorTestTypes: TEST_TYPES.filter((type) =>
    known.storeErrors.some((fault) => fault.testType === type && fault.purchaseID !== input._id),
  ),
  sprintEntry: known.entry,
  checkSprint: known.checkSprint,
  shopperPurchases: known.tests
    .filter((test) => test.shopperID === input.shopper?._id)
    .map(({ _id, storeID, date }) => ({ _id, storeID, date })),
  articleAgeLimit: input.article ? known.articleAgeLimit : undefined,
  testerProtection: known.protection,
});

const photo = new Blob(['jpeg']);

/** The form as the server gets it: the photos taken on the phone uploaded first, under their stored names. */
function uploaded(form: PurchaseDraft, photos: PurchasePhotos): PurchaseInput {
  return purchaseInputSchema.parse({
    ...form,
    ...(photos.image ? { image: 'image-1.jpg' } : {}),
    ...(photos.bill ? { bill: 'bill-1.jpg' } : {}),
    signatures: {
      cashier: { ...form.signatures?.cashier, ...(photos.cashierSignature ? { img: 'sig-1.png' } : {}) },
      chief: { ...form.signatures?.chief, ...(photos.chiefSignature ? { img: 'sig-2.png' } : {}) },
    },
  });
}

const form = (...args: Parameters<typeof completePurchase>): PurchaseDraft => ({
  _id: PURCHASE_ID,
  ...completePurchase(...args),
});

/** The message key the wizard shows at each field: the first of the server's errors of the field. */
const firstKeyByPath = (errors: readonly FieldError[]) =>
  errors.reduce<Record<string, string>>(
    (shown, { path, key }) => (path in shown ? shown : { ...shown, [path]: key }),
    {},
  );

const test = (_id: string, shopperID: string, date: string): ShopperTest => ({
  _id,
  storeID: STORE_ID,
  shopperID,
  date,
});

describe.each<[string, PurchaseDraft, PurchasePhotos, Partial<Knowledge>, boolean, string[]]>([
  [
    'a complete purchase (field-app spec, section 4: "Complete means the form is valid")',
    form('coop'),
    {},
    {},
    false,
    [],
  ],
  [
    'section 4: "delayed equals not complete" (no receipt image)',
    form('coop', false, { bill: undefined }),
    {},
    {},
    true,
    [],
  ],
  [
    'section 4: the receipt and the signatures taken on the phone count before they are uploaded',
    form('coop', false, {
      bill: undefined,
      signatures: { cashier: {}, chief: { position: 'manager' } },
    }),
    { bill: photo, cashierSignature: photo, chiefSignature: photo },
    {},
    false,
    [],
  ],
  [
    'section 5: "\'no receipt\' ... needs a reason"',
    form('coop', false, { bill: undefined, noReceipt: true }),
    {},
    {},
    true,
    [],
  ],
  [
    'section 5: "Language (German or French) required when the canton is VS"',
    form('coop'),
    {},
    { canton: 'VS' },
    true,
    [],
  ],
  [
    'section 5: "Name fields are hidden for swisslos, loro and kt types" (names typed before are neither asked nor checked)',
    form('ktzh', true, { cashier: { gender: 'm', name: 'M', firstname: 'Anna3' } }),
    {},
    {},
    false,
    [],
  ],
  [
    'section 4: reasons are cleared when regulations were respected (a preset left from before asks nothing)',
    form('coop', true, { reasonTMP: 'other' }),
    {},
    {},
    false,
    [],
  ],
  [
    'section 4: "alkOverride is set ... for tobacco tests where the store\'s errors include tobacco" (only the server knows them)',
    form('kiosk', true, { testType: 'Tabak' }),
    {},
    { storeErrors: [{ testType: 'Tabak', purchaseID: 'earlier' }] },
    false,
    [],
  ],
  [
    'section 4: a special reason "finishes the purchase at once with done false and delayed false"',
    form('coop', true, { time: undefined, specialReason: 'storeClosed' }),
    {},
    { entry: null },
    false,
    ['notInSprint'],
  ],
  [
    'section 8: "store not in the current round (not in sprint)" keeps it incomplete until ticked',
    form('coop'),
    {},
    { entry: null },
    true,
    ['notInSprint'],
  ],
  [
    'section 8: "not in sprint" ticked as seen',
    form('coop', true, { overriddenWarnings: ['notInSprint'] }),
    {},
    { entry: null },
    false,
    ['notInSprint'],
  ],
  [
    "section 8: no round check while the admin's switch checkStoreTypes is off",
    form('coop'),
    {},
    { entry: null, checkSprint: false },
    false,
    [],
  ],
  [
    'section 8: "wrongUser (store not assigned to the user)"',
    form('coop', true, { overriddenWarnings: [] }),
    {},
    { entry: storedSprintEntry({ storeID: STORE_ID, userID: 'someone', alk: 1 }) },
    true,
    ['wrongUser'],
  ],
  [
    'section 8: "all alcohol done (not for coop)"',
    form('kiosk'),
    {},
    { entry: storedSprintEntry({ storeID: STORE_ID, userID: USER, alk: 1, alkdone: 1 }) },
    true,
    ['allAlk'],
  ],
  [
    'section 8: "The alcohol, media and tobacco warnings are hidden in edit mode"',
    form('kiosk'),
    {},
    { editMode: true, entry: storedSprintEntry({ storeID: STORE_ID, userID: USER, alk: 1, alkdone: 1 }) },
    false,
    [],
  ],
  [
    'issue 7: the same shopper tested the store within 90 days',
    form('coop'),
    {},
    { tests: [test('earlier', 's1', '2026-10-01')] },
    true,
    ['shopperRecentlyTested'],
  ],
  [
    "issue 7: another shopper's test of the store does not warn",
    form('coop'),
    {},
    { tests: [test('earlier', 's2', '2026-10-01')] },
    false,
    [],
  ],
  [
    'issue 7: the purchase itself (a save sent again) is no earlier test',
    form('coop'),
    {},
    { tests: [test(PURCHASE_ID, 's1', '2026-11-23')] },
    false,
    [],
  ],
  [
    "issue 7: the server's configured days (TESTER_PROTECTION_DAYS=30)",
    form('coop'),
    {},
    {
      tests: [test('earlier', 's1', '2026-10-01')],
      protection: { ...DEFAULT_TESTER_PROTECTION, repeatDays: 30 },
    },
    false,
    [],
  ],
  [
    'decision 0014: a shopper of 16 buying an article of a category sold from 16 (the band capped below it)',
    form('coop'),
    {},
    { articleAgeLimit: 16 },
    true,
    ['shopperAgeOutsideBand'],
  ],
])('%s', (_case, draft, photos, knowledge, delayed, warnings) => {
  const known = { ...KNOWN, ...knowledge };
  const wizard = purchaseRulesOf(draft, photos, wizardContext(known));
  const input = uploaded(draft, photos);
  const server = evaluatePurchaseSave(input, serverContext(input, known));

  it(`is ${delayed ? '' : 'not '}delayed and warns ${warnings.join(', ') || 'nothing'} on the server`, () => {
    expect(server.delayed).toBe(delayed);
    expect(server.warnings).toEqual(warnings);
  });

  it("shows the server's errors, warnings and completeness in the wizard", () => {
    expect(wizard.errors).toEqual(firstKeyByPath(server.errors));
    expect(wizard.warnings).toEqual(server.warnings);
    expect(Object.keys(wizard.errors).length > 0).toBe(server.delayed);
  });
});
