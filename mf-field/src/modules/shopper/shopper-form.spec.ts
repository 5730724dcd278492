import type { Shopper } from '@agecheck/contracts';
import {
  newShopperValues,
  returnPath,
  shopperValues,
  toShopperInput,
  validateShopperForm,
  type ShopperFormValues,
} from './shopper-form';

const valid: ShopperFormValues = {
  nachname: 'Muster',
  vorname: 'Anna',
  date: '2010-05-04',
  gender: 'w',
  address: { street: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich' },
  userID: null,
};
const today = '2026-11-22';
const testBuyer = { today, caller: { id: 'tk1', roles: ['testkaeufer'] } };
const planner = { today, caller: { id: 'pl1', roles: ['planung'] } };

// spec/field-app.md, section 5, "Shopper": "name, first name, birth date, gender required ...; street, zip
// (exactly 4 characters) and city required; a user is required for admins. Default birth date is 5840 days
// (about 16 years) before today." A birth date not before today is refused as the server does
// (docs/decisions/0006-shoppers.md).
describe('shopper form (field-app spec, section 5, "Shopper")', () => {
  it('starts a new shopper 5840 days before today, with nothing chosen', () => {
    expect(newShopperValues(today)).toMatchObject({ date: '2010-11-26', gender: '', userID: null });
  });

  it('accepts a complete shopper', () => {
    expect(validateShopperForm(valid, testBuyer)).toEqual({});
  });

  it.each<[string, ShopperFormValues, Record<string, string>]>([
    ['a birth date of today', { ...valid, date: today }, { date: 'shopper.dateErr' }],
    ['a birth date after today', { ...valid, date: '2027-01-01' }, { date: 'shopper.dateErr' }],
    ['no name', { ...valid, nachname: '' }, { nachname: 'shopper.nameErr' }],
    [
      'no street',
      { ...valid, address: { ...valid.address, street: ' ' } },
      { 'address.street': 'shopper.streetErr' },
    ],
    ['no city', { ...valid, address: { ...valid.address, city: '' } }, { 'address.city': 'shopper.cityErr' }],
    [
      'a zip of 5 digits',
      { ...valid, address: { ...valid.address, zip: '80011' } },
      { 'address.zip': 'shopper.zipErr' },
    ],
    [
      'a zip of 3 digits',
      { ...valid, address: { ...valid.address, zip: '800' } },
      { 'address.zip': 'shopper.zipErr' },
    ],
    ['no gender chosen', { ...valid, gender: '' }, { gender: 'shopper.genderErr' }],
    ['no birth date', { ...valid, date: null }, { date: 'shopper.dateErr' }],
    ['a blank first name', { ...valid, vorname: '  ' }, { vorname: 'shopper.vornameErr' }],
  ])('reports %s with the spec key', (_case, values, errors) => {
    expect(validateShopperForm(values, testBuyer)).toEqual(errors);
  });

  it('accepts the day before today as birth date', () => {
    expect(validateShopperForm({ ...valid, date: '2026-11-21' }, testBuyer)).toEqual({});
  });

  it('reports every missing field of an empty form', () => {
    expect(Object.values(validateShopperForm(newShopperValues(today), planner)).sort()).toEqual([
      'shopper.cityErr',
      'shopper.genderErr',
      'shopper.nameErr',
      'shopper.streetErr',
      'shopper.userErr',
      'shopper.vornameErr',
      'shopper.zipErr',
    ]);
  });

  // Field-app spec, section 5: "a user is required for admins"; planners administer shoppers too
  // (section 6), and admin implies planung (decision 0010).
  it.each<[string, string[], string | null, Record<string, string>]>([
    ['a planner without a user', ['planung'], null, { userID: 'shopper.userErr' }],
    ['an administrator without a user', ['admin'], null, { userID: 'shopper.userErr' }],
    ['an administrator with a user', ['admin'], 'u1', {}],
    ['a test buyer without a user (the shopper becomes theirs)', ['testkaeufer'], null, {}],
    ['a test buyer editing their own shopper', ['testkaeufer'], 'tk1', {}],
  ])('for %s reports %j', (_case, roles, userID, errors) => {
    expect(validateShopperForm({ ...valid, userID }, { today, caller: { id: 'tk1', roles } })).toEqual(
      errors,
    );
  });

  it('sends the id when editing and leaves empty choices out', () => {
    const id = '65a000000000000000000001';
    expect(toShopperInput({ ...valid, userID: 'u1' }, id)).toEqual({ ...valid, _id: id, userID: 'u1' });
    expect(toShopperInput(valid)).not.toHaveProperty('_id');
    expect(toShopperInput(valid).userID).toBeUndefined();
  });

  it('fills the form from a stored shopper', () => {
    const stored: Shopper = {
      _id: '65a000000000000000000001',
      name: 'Muster Anna',
      nachname: 'Muster',
      vorname: 'Anna',
      date: '2010-05-04',
      gender: 'w',
      address: valid.address,
      userID: 'u1',
      updatedAt: '2026-11-22T10:00:00.000Z',
    };
    expect(shopperValues(stored)).toEqual({ ...valid, userID: 'u1' });
  });

  it.each([
    [null, '/shopper'],
    ['/admin/shopper', '/admin/shopper'],
    ['//evil.example', '/shopper'],
    ['https://evil.example', '/shopper'],
  ])('returns from origin %p to %s', (origin, path) => {
    expect(returnPath(origin)).toBe(path);
  });
});
