import { canAccessShopper, isAssignableOwner, ownerOnSave, shopperScopeOf } from './shoppers.rules';

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
    ['a test buyer naming someone else', buyer, 'tk2', { error: 'SHOPPER_FORBIDDEN' }],
    ['an admin without user', admin, undefined, { error: 'SHOPPER_USER_REQUIRED' }],
    ['a planner picking a user', planner, 'tk2', { userID: 'tk2', needsCheck: true }],
    ['a portal user', portalUser, undefined, { error: 'SHOPPER_FORBIDDEN' }],
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
