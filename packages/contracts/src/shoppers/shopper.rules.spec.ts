import {
  ageInYears,
  canAccessShopper,
  defaultShopperBirthDate,
  isAssignableOwner,
  isBirthDateInPast,
  ownerOnSave,
  shopperDisplayName,
  shopperScopeOf,
} from './shopper.rules';
import { shopperInputSchema } from './shopper.schema';

describe('shopper rules (field-app spec, sections 2, 3, 5 and 9)', () => {
  // "Default birth date is 5840 days (about 16 years) before today."
  it.each([
    ['2026-11-22', '2010-11-26'],
    ['2024-03-01', '2008-03-05'],
    ['2000-01-01', '1984-01-05'],
  ])('default birth date for %s is %s', (today, expected) => {
    expect(defaultShopperBirthDate(today)).toBe(expected);
  });

  // The shopper list shows "age in years".
  it.each([
    ['2010-11-22', '2026-11-22', 16],
    ['2010-11-23', '2026-11-22', 15],
    ['2010-12-01', '2026-11-22', 15],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2026-01-01', '2026-11-22', 0],
  ])('born %s is on %s %i years old', (birth, today, age) => {
    expect(ageInYears(birth, today)).toBe(age);
  });

  // "name (last name and first name joined by a space; the form has name and vorname)"
  it.each([
    [{ nachname: 'Muster', vorname: 'Anna' }, 'Muster Anna'],
    [{ nachname: ' von Gunten ', vorname: 'Lea Marie ' }, 'von Gunten Lea Marie'],
  ])('joins %o to %s', (input, name) => {
    expect(shopperDisplayName(input)).toBe(name);
  });

  it.each([
    ['2010-01-01', '2026-11-22', true],
    ['2026-11-22', '2026-11-22', false],
    ['2027-01-01', '2026-11-22', false],
  ])('birth date %s before %s: %s', (birth, today, expected) => {
    expect(isBirthDateInPast(birth, today)).toBe(expected);
  });
});

describe('shopper form validation (field-app spec, section 5, "Shopper")', () => {
  const valid = {
    nachname: 'Muster',
    vorname: 'Anna',
    date: '2010-05-04',
    gender: 'w',
    address: { street: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich' },
  };
  const keysOf = (input: unknown) => {
    const result = shopperInputSchema.safeParse(input);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };

  it('accepts a complete shopper', () => {
    expect(keysOf(valid)).toEqual([]);
  });

  it.each([
    ['name missing', { ...valid, nachname: '' }, 'nachname:shopper.nameErr'],
    ['first name blank', { ...valid, vorname: '   ' }, 'vorname:shopper.vornameErr'],
    ['birth date missing', { ...valid, date: undefined }, 'date:shopper.dateErr'],
    ['birth date not a date', { ...valid, date: '04.05.2010' }, 'date:shopper.dateErr'],
    ['gender other than w or m', { ...valid, gender: 'x' }, 'gender:shopper.genderErr'],
    [
      'street missing',
      { ...valid, address: { ...valid.address, street: '' } },
      'address.street:shopper.streetErr',
    ],
    [
      'zip with 3 digits',
      { ...valid, address: { ...valid.address, zip: '800' } },
      'address.zip:shopper.zipErr',
    ],
    [
      'zip with 5 digits',
      { ...valid, address: { ...valid.address, zip: '80011' } },
      'address.zip:shopper.zipErr',
    ],
    [
      'city missing',
      { ...valid, address: { ...valid.address, city: undefined } },
      'address.city:shopper.cityErr',
    ],
  ])('rejects %s', (_case, input, expected) => {
    expect(keysOf(input)).toEqual([expected]);
  });
});

describe('failures a schema does not name', () => {
  it('report the generic key util.invalid', () => {
    const result = shopperInputSchema.safeParse({
      nachname: 'A',
      vorname: 'B',
      date: '2010-01-01',
      gender: 'm',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)).toEqual([
      'address:util.invalid',
    ]);
  });
});

const buyer = { id: 'tk1', roles: ['testkaeufer'] };
const planner = { id: 'pl1', roles: ['planung'] };
const admin = { id: 'ad1', roles: ['admin'] };
const portalUser = { id: 'pu1', roles: ['portalUser'] };
const detective = { id: 'de1', roles: ['detektiv'] };

describe('who reaches which shopper (field-app spec, sections 5 and 6; back-office spec, section 6)', () => {
  it.each([
    [buyer, 'own'],
    [planner, 'all'],
    [admin, 'all'],
    [{ id: 'x', roles: ['testkaeufer', 'admin'] }, 'all'],
    [portalUser, 'none'],
    [detective, 'none'],
  ])('%o has scope %s', (caller, scope) => {
    expect(shopperScopeOf(caller)).toBe(scope);
  });

  it.each([
    [buyer, 'tk1', true],
    [buyer, 'tk2', false],
    [planner, 'tk2', true],
    [admin, 'tk2', true],
    [portalUser, 'pu1', false],
  ])('%o reaches a shopper of %s: %s', (caller, owner, expected) => {
    expect(canAccessShopper(caller, { userID: owner })).toBe(expected);
  });
});

describe('owner of a saved shopper ("a user is required for admins", field-app spec, section 5)', () => {
  it.each([
    ['a test buyer without user', buyer, undefined, { userID: 'tk1', needsCheck: false }],
    ['a test buyer naming themself', buyer, 'tk1', { userID: 'tk1', needsCheck: false }],
    ['a test buyer naming someone else', buyer, 'tk2', { problem: 'forbidden' }],
    ['an admin without user', admin, undefined, { problem: 'userRequired' }],
    ['a planner picking a user', planner, 'tk2', { userID: 'tk2', needsCheck: true }],
    ['a portal user', portalUser, undefined, { problem: 'forbidden' }],
  ])('%s', (_case, caller, requested, expected) => {
    expect(ownerOnSave(caller, requested)).toEqual(expected);
  });

  it.each([
    [{ role: ['testkaeufer'], deleted: false }, true],
    [{ role: ['testkaeufer', 'detektiv'], deleted: false }, true],
    [{ role: ['testkaeufer'], deleted: true }, false],
    [{ role: ['detektiv'], deleted: false }, false],
    [null, false],
  ])('user %o may own shoppers: %s', (user, expected) => {
    expect(isAssignableOwner(user)).toBe(expected);
  });
});
