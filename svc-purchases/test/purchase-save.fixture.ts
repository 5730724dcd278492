import {
  NEW_STORE_COUNTERS,
  type Purchase,
  type PurchaseInput,
  type Shopper,
  type Store,
  type StoredSprintEntry,
} from '@agecheck/contracts';
import { storedSprintEntry } from '@agecheck/contracts/testing';
import { standIn, type StandIn } from '@agecheck/nest-common/testing';
import { AdminSettingsRepository } from '../src/admin-settings/admin-settings.repository';
import { CatalogRepository } from '../src/catalog/catalog.repository';
import { TesterProtectionSettings } from '../src/config';
import { PurchasesRepository } from '../src/purchases/purchases.repository';
import { ShoppersRepository } from '../src/shoppers/shoppers.repository';
import { SprintsRepository } from '../src/sprints/sprints.repository';
import { StoresRepository } from '../src/stores/stores.repository';
import { InMemoryAdminSettingsRepository } from './in-memory-admin-settings.repository';
import { InMemoryCatalogRepository } from './in-memory-catalog.repository';
import { InMemoryPurchasesRepository } from './in-memory-purchases.repository';
import { InMemoryShoppersRepository } from './in-memory-shoppers.repository';
import { InMemorySprintsRepository } from './in-memory-sprints.repository';
import { InMemoryStoresRepository } from './in-memory-stores.repository';

// What the unit tests of the services that save purchases (the field's save, control) share: two coop stores
// in Bern with the test buyer's round entries, a beer and a spirit in the catalogue, the test buyer's shoppers,
// and the purchases as the wizard sends them (field-app spec, section 5).

export const STORE_ID = '0000000000000000000000c1';
export const OTHER_STORE_ID = '0000000000000000000000c2';

export const store = (_id: string, vst: string): Store => ({
  _id,
  vst,
  name: `Coop Bern ${vst}`,
  street: 'Bahnhofplatz 1',
  plz: '3011',
  city: 'Bern',
  kanton: 'BE',
  type: 'coop',
  api: 'coop',
  spamia_type: null,
  geo: { latitude: 46.948, longitude: 7.4474 },
  ...NEW_STORE_COUNTERS,
  fullAlk: 1,
});

/** The buyer's entry for a store in the running round (the test clock stands on 2026-11-23). */
export const roundEntry = (storeID: string, userID = 'tk1'): StoredSprintEntry =>
  storedSprintEntry({
    _id: storeID.replace(/^0+/, '').padStart(24, 'e'),
    storeID,
    store: { name: 'Coop Bern', street: 'Bahnhofplatz 1', plz: '3011', city: 'Bern' },
    alk: 2,
    tabak: 1,
    userID,
  });

let nextId = 0;
export const newId = () => {
  nextId += 1;
  return `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`;
};

/** A complete coop purchase with regulations respected (field-app spec, section 5). */
export const complete = (changes: Partial<PurchaseInput> = {}): PurchaseInput => ({
  _id: newId(),
  type: [{ api: 'coop', name: 'Coop' }],
  vst: '1001',
  name: 'Coop Bern 1001',
  storeID: STORE_ID,
  date: '2026-11-20',
  time: '10:15',
  shopper: { _id: 'sh1', name: 'Meier Lea', date: '2010-05-01' },
  cashier: { gender: 'w', name: 'Müller', firstname: 'Anna', number: '123456' },
  kks: 'Kasse',
  testType: 'Alkohol',
  article: 'a1',
  regulationsRespected: true,
  pass: true,
  age: false,
  signatures: { cashier: {}, chief: {} },
  overriddenWarnings: [],
  ...changes,
});

/** The same test failed: reason, signatures with the chief's position, and the receipt. */
export const failed = (changes: Partial<PurchaseInput> = {}): PurchaseInput =>
  complete({
    regulationsRespected: false,
    reasonTMP: 'estimatedOlder',
    signatures: { cashier: { img: 'sig-c.jpg' }, chief: { img: 'sig-h.jpg', position: 'manager' } },
    bill: 'bill.jpg',
    ...changes,
  });

/** What the wizard sends after step 1 (store chosen) and a little of step 2. */
export const started = (changes: Partial<PurchaseInput> = {}): PurchaseInput => ({
  _id: newId(),
  type: [{ api: 'coop', name: 'Coop' }],
  vst: '1001',
  name: 'Coop Bern 1001',
  storeID: STORE_ID,
  cashier: {},
  signatures: { cashier: {}, chief: {} },
  overriddenWarnings: [],
  ...changes,
});

// a beer, whose category sells from 16, and a spirit, from 18 (back-office spec, section 3)
export const BEER = '0000000000000000000000a1';
export const GIN = '0000000000000000000000a2';
export const catalog = new InMemoryCatalogRepository(
  [
    {
      _id: BEER,
      name: { de: 'Bier', fr: 'Bière', it: 'Birra' },
      slug: 'bier',
      category: '0000000000000000000000c1',
    },
    {
      _id: GIN,
      name: { de: 'Gin', fr: 'Gin', it: 'Gin' },
      slug: 'gin',
      category: '0000000000000000000000c2',
    },
  ],
  [
    {
      _id: '0000000000000000000000c1',
      type: 'ALCOHOL',
      name: { de: 'Bier', fr: 'Bière', it: 'Birra' },
      slug: 'bier',
      ageLimit: 16,
      order: 1,
    },
    {
      _id: '0000000000000000000000c2',
      type: 'ALCOHOL',
      name: { de: 'Spirituosen', fr: 'Spiritueux', it: 'Superalcolici' },
      slug: 'spirituosen',
      ageLimit: 18,
      order: 2,
    },
  ],
);

/** The shoppers the tests name, each the test buyer's own unless named otherwise (issue 17, item 1). */
const SHOPPERS: [id: string, name: string, birth: string, userID?: string][] = [
  ['sh1', 'Meier Lea', '2010-05-01'],
  ['sh-15', 'Muster Kim', '2011-06-01'],
  ['sh-16', 'Muster Kim', '2010-06-01'],
  ['sh-other', 'Muster Kim', '2011-01-01', 'tk2'],
  ...['2013-11-20', '2012-11-20', '2008-11-21', '2008-11-20'].map((birth): [string, string, string] => [
    `sh-${birth}`,
    'Muster Kim',
    birth,
  ]),
];
export const shopperOf = ([_id, name, date, userID = 'tk1']: (typeof SHOPPERS)[number]): Shopper => ({
  _id,
  name,
  nachname: name.split(' ')[0]!,
  vorname: name.split(' ')[1]!,
  date,
  gender: 'w',
  address: { street: 'Bahnhofstrasse 1', zip: '3011', city: 'Bern' },
  userID,
  updatedAt: '2026-11-01T08:00:00.000Z',
});

/**
 * The in-memory repositories a purchase save reads and writes, filled with the stores, round entries,
 * catalogue and shoppers above, and their stand-ins for `newTestService`.
 */
export function purchaseSaveStandIns(testerProtection = new TesterProtectionSettings()) {
  const purchases = new InMemoryPurchasesRepository();
  const shoppers = new InMemoryShoppersRepository();
  for (const shopper of SHOPPERS) shoppers.shoppers.set(shopper[0], shopperOf(shopper));
  const stores = new InMemoryStoresRepository().add(store(STORE_ID, '1001'), store(OTHER_STORE_ID, '1002'));
  const sprints = new InMemorySprintsRepository([roundEntry(STORE_ID), roundEntry(OTHER_STORE_ID)]);
  const settings = new InMemoryAdminSettingsRepository();
  const standIns: StandIn[] = [
    standIn(AdminSettingsRepository, settings),
    standIn(PurchasesRepository, purchases),
    standIn(StoresRepository, stores),
    standIn(SprintsRepository, sprints),
    standIn(TesterProtectionSettings, testerProtection),
    standIn(CatalogRepository, catalog),
    standIn(ShoppersRepository, shoppers),
  ];
  return { standIns, purchases, stores, sprints, settings, shoppers };
}

/**
 * A purchase as stored after a save (`complete` unless `changes` say otherwise): for the tests of what reads
 * stored purchases (the lists, the analysis), which need no save of their own.
 */
export function storedPurchase(changes: Partial<Purchase> = {}): Purchase {
  return {
    ...complete(),
    userID: 'tk1',
    userName: 'Tina Tester',
    delayed: false,
    done: false,
    version: 1,
    createdAt: '2026-11-20T09:20:00.000Z',
    updatedAt: '2026-11-20T09:20:00.000Z',
    ...changes,
  };
}
