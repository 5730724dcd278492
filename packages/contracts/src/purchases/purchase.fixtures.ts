import type { StoreType } from '../stores/store-types';
import type { PurchaseForRules } from './purchase.rules';
import type { PurchaseStoreType } from './purchase.schema';

// Purchases for the rule tables: one complete purchase per store type and outcome, which a row then changes.

const TEST_TYPE_OF: Partial<Record<string, PurchaseForRules['testType']>> = {
  swisslos: 'Geldspiele',
  loro: 'Geldspiele',
};

/** A complete purchase with regulations respected (or, with `respected: false`, not) at a store of the type. */
export function completePurchase(
  type: StoreType | PurchaseStoreType,
  respected = true,
  changes: Partial<PurchaseForRules> = {},
): PurchaseForRules {
  const storeType: PurchaseStoreType = typeof type === 'string' ? { api: type, name: type } : type;
  const api = storeType.api;
  const kt = api.startsWith('kt');
  const lottery = api === 'swisslos' || api === 'loro';
  const signed = !respected && !lottery && !kt;
  return {
    type: [storeType],
    vst: '1234',
    name: 'Filiale',
    storeID: '65f0c0ffee0000000000abcd',
    date: '2026-11-23',
    time: '10:15',
    shopper: { _id: 's1', name: 'Meier Lea', date: '2010-05-01' },
    cashier: {
      ...(lottery ? {} : { gender: 'w' as const }),
      ...(lottery || kt ? {} : { name: 'Müller', firstname: 'Anna' }),
      ...(api === 'coop' ? { number: '123456' } : {}),
    },
    ...(api === 'coop' ? { kks: 'Kasse' as const } : {}),
    testType: TEST_TYPE_OF[api] ?? 'Alkohol',
    article: 'a1',
    regulationsRespected: respected,
    pass: true,
    age: !respected,
    ...(kt
      ? {
          articleName: 'Lager hell',
          articlePackaging: 'Dose',
          articleSizeInMl: 500,
          articleAlcoholByVolume: 4.8,
          articlePrice: 1.95,
          ...(respected ? {} : { articleLotNr: 'L2611' }),
        }
      : {}),
    ...(api === 'loro' || kt ? { crowdedLevel: 3 } : {}),
    ...(!respected && api !== 'loro' && !kt ? { reasonTMP: 'estimatedOlder' as const } : {}),
    signatures: signed
      ? { cashier: { img: 'sig-c.jpg' }, chief: { img: 'sig-h.jpg', position: 'manager' } }
      : { cashier: {}, chief: {} },
    ...(respected ? {} : { bill: 'bill.jpg' }),
    overriddenWarnings: [],
    ...changes,
  };
}
