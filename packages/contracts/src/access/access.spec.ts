import type { Role } from '../roles';
import { canAccess, type Access } from './access';
import { endpointAt, endpointKey, endpointsServedBy, ENDPOINTS, parseEndpointKey } from './endpoints';
import { routeAccess, ROUTES } from './routes';

describe('who may open or call what (field-app spec, section 2: route guard)', () => {
  it.each<[string, Role[], Access, boolean]>([
    ['public lets anyone in', [], 'public', true],
    ['signed lets anyone in (the service checks the signature)', [], 'signed', true],
    ['true lets any signed-in user in', ['portalUser'], true, true],
    ['a user without roles still passes true', [], true, true],
    ['a role string requires that role', ['testkaeufer'], 'testkaeufer', true],
    ['a missing role string refuses', ['detektiv'], 'testkaeufer', false],
    ['a portal user is not a test buyer', ['portalUser'], 'testkaeufer', false],
    ['a list requires one of its roles', ['portalAdmin'], ['portalUser', 'portalAdmin'], true],
    ['a list refuses without any of them', ['promocheck'], ['portalUser', 'portalAdmin'], false],
    ['an empty list refuses everyone', ['admin'], [], false],
    ['admin implies planung (decision 0010)', ['admin'], 'planung', true],
    ['admin implies planung inside a list', ['admin'], ['testkaeufer', 'planung'], true],
    ['planung does not imply admin', ['planung'], 'admin', false],
    ['admin does not become a test buyer', ['admin'], 'testkaeufer', false],
    ['admin does not become a portal user', ['admin'], ['portalUser', 'portalAdmin'], false],
  ])('%s', (_case, roles, access, expected) => {
    expect(canAccess(roles, access)).toBe(expected);
  });
});

describe('the screens of the specs (ROUTES)', () => {
  it.each<[string, Role[], boolean]>([
    // Field-app spec, section 6: "Any logged-in user: dashboard, settings, downloads, mail, shopper detail."
    ['/dashboard', ['portalUser'], true],
    ['/settings', ['therefore'], true],
    ['/downloads', ['promocheck'], true],
    ['/mail', ['detektiv'], true],
    ['/shopper/detail', ['planung'], true],
    // Field-app spec, section 2: "/time | testkaeufer, detektiv, admin".
    ['/time', ['detektiv'], true],
    ['/time/new', ['admin'], true],
    ['/time', ['planung'], false],
    // "/shopper | testkaeufer".
    ['/shopper', ['testkaeufer'], true],
    ['/shopper', ['admin'], false],
    // Back-office spec, section 2: "/admin/shopper | planung", "/admin/stores | admin".
    ['/admin/shopper', ['planung'], true],
    ['/admin/shopper', ['admin'], true],
    ['/admin/stores', ['planung'], false],
    ['/downloads/add', ['admin'], true],
    // Promo-checks spec, 2.3: "/portal/vl/manage | portalAdmin".
    ['/portal/vl/manage', ['portalUser'], false],
    ['/portal/complaints', ['portalUser'], true],
    // Promo-checks spec, 2.5: "role admin; the menu shows them to promoAdmin".
    ['/admin/promochecks/promogefaess', ['promoAdmin'], true],
    ['/admin/promochecks/analyze', ['planung'], false],
    // A path that is no screen of the specs is open to nobody.
    ['/admin/secret', ['admin'], false],
  ])('%s for %j: %s', (path, roles, expected) => {
    expect(canAccess(roles, routeAccess(path))).toBe(expected);
  });

  it('lists absolute paths only', () => {
    for (const path of Object.keys(ROUTES)) expect(path).toMatch(/^\/[A-Za-z/-]*[A-Za-z]$/);
  });
});

describe('the endpoints (ENDPOINTS)', () => {
  it('keys every endpoint by a method and a normalized path', () => {
    for (const key of Object.keys(ENDPOINTS)) {
      const { method, path } = parseEndpointKey(key);
      expect(endpointKey(method, path)).toBe(key);
    }
  });

  it.each([
    ['get', 'api/shoppers/', 'GET /api/shoppers'],
    ['PUT', '/api/users/:id/settings', 'PUT /api/users/:id/settings'],
    ['GET', '/', 'GET /'],
  ])('%s %s is %s', (method, path, key) => {
    expect(endpointKey(method, path)).toBe(key);
  });

  it('gives each app the endpoints under its path prefixes, and health and its own API description to all', () => {
    expect(endpointsServedBy('svc-purchases')).toEqual(
      expect.arrayContaining([
        'GET /health/live',
        'GET /health/ready',
        'GET /openapi.json',
        'GET /api/shoppers',
        'GET /api/shoppers/all',
        'GET /api/shoppers/byUser/:userID',
        'GET /api/shoppers/:id',
        'POST /api/shoppers',
        'DELETE /api/shoppers/:id',
        'GET /api/sprints/find/openByUser/:userID',
        'POST /api/sprints/export/openByUser',
      ]),
    );
    expect(endpointsServedBy('svc-exports')).not.toContain('POST /api/sprints/export/openByUser');
    expect(endpointsServedBy('gateway')).toEqual(
      expect.arrayContaining(['GET /api/users/me', 'GET /api/openapi.json', 'GET /openapi.json']),
    );
    expect(endpointsServedBy('svc-files')).toEqual([
      'GET /health/live',
      'GET /health/ready',
      'GET /openapi.json',
      'POST /api/images',
      'POST /api/signature',
      'GET /api/images/:name',
      'GET /api/images/byID/:type/:id',
      'GET /api/images/file/:name',
      'GET /api/download/categories',
      'POST /api/download/categories',
      'PUT /api/download/categories/:id',
      'DELETE /api/download/categories/:id',
      'GET /api/downloads',
      'POST /api/downloads',
      'PUT /api/downloads/:id',
      'DELETE /api/downloads/:id',
      'POST /api/downloads/upload',
      'GET /api/downloads/file/:name',
    ]);
  });
});

describe('the endpoint that serves a request (endpointAt)', () => {
  it.each([
    ['GET', '/api/shoppers/all', 'GET /api/shoppers/all'],
    ['GET', '/api/shoppers/0123456789abcdef01234567', 'GET /api/shoppers/:id'],
    ['get', '/api/shoppers/byUser/u1?x=1', 'GET /api/shoppers/byUser/:userID'],
    ['PUT', '/api/shoppers/all', undefined],
    ['GET', '/api/shoppers/a/b/c', undefined],
    // the push registration beside the other endpoints of a user (D.9): not the settings', not the list's
    ['PUT', '/api/users/0123/push', 'PUT /api/users/:id/push'],
    ['GET', '/api/users/0123/push', 'GET /api/users/:id/push'],
    ['PUT', '/api/users/0123/settings', 'PUT /api/users/:id/settings'],
    ['GET', '/api/users/admin', 'GET /api/users/admin'],
    ['PUT', '/api/users/push', undefined],
  ])('%s %s is %s', (method, path, expected) => {
    expect(endpointAt(method, path)).toBe(expected);
  });
});
