import type { Role } from '@agecheck/contracts';
import { canAccess, type Access } from './access';

describe('route access (field-app spec, section 2: route guard; back-office spec, section 6)', () => {
  it.each<[string, Role[], Access, boolean]>([
    ['true lets any signed-in user in', ['portalUser'], true, true],
    ['a user without roles still passes true', [], true, true],
    ['a role string requires that role', ['testkaeufer'], 'testkaeufer', true],
    ['a missing role string refuses', ['detektiv'], 'testkaeufer', false],
    ['a portal user is not a test buyer', ['portalUser'], 'testkaeufer', false],
    ['a list requires one of its roles', ['portalAdmin'], ['portalUser', 'portalAdmin'], true],
    ['a list refuses without any of them', ['promocheck'], ['portalUser', 'portalAdmin'], false],
    ['admin opens planner screens (/admin/shopper)', ['admin'], 'planung', true],
    ['planung does not open admin-only screens', ['planung'], 'admin', false],
    ['admin does not become a test buyer', ['admin'], 'testkaeufer', false],
  ])('%s', (_case, roles, access, expected) => {
    expect(canAccess(roles, access)).toBe(expected);
  });
});
