import { isKtType, isStoreType, storeTypeSchema } from './store-types';

// field-app spec, section 3: "Store types: coop, ..., ktzh (and other types prefixed kt); migrolino appears in the admin list."
describe.each([
  ['coop', true, false],
  ['swisslos', true, false],
  ['migrolino', true, false],
  ['ktzh', true, true],
  ['ktbe', true, true],
  ['kt', false, false],
  ['ktzhx', false, false],
  ['Coop', false, false],
  ['spar', false, false],
])('store type %s', (type, known, kt) => {
  it(`is ${known ? '' : 'not '}a store type`, () => {
    expect(isStoreType(type)).toBe(known);
    expect(storeTypeSchema.safeParse(type).success).toBe(known);
  });
  it(`is ${kt ? '' : 'not '}a canton type`, () => expect(isKtType(type)).toBe(kt));
});
