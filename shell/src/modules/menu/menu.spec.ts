import type { Role } from '@agecheck/contracts';
import { bestMenuLink, menuFor, menuLabelFor } from './menu';

const paths = (roles: Role[]) =>
  menuFor(roles).flatMap((entry) =>
    entry.kind === 'link' ? [entry.to] : entry.links.map((link) => link.to),
  );

const ANYONE = ['/dashboard', '/mail', '/downloads', '/settings'];

describe('menu by role', () => {
  // Field-app spec, section 6: "testkaeufer: purchase menu (new purchase, search, open, delayed, completed),
  // shoppers, online purchases, e-forms, time tracking, mail, ..."; "Any logged-in user: dashboard, settings,
  // downloads, mail".
  it('gives a test buyer the purchase group, shoppers, online purchases, e-forms and time tracking', () => {
    expect(paths(['testkaeufer'])).toEqual([
      '/dashboard',
      '/purchases/detail',
      '/search',
      '/purchases/open',
      '/purchases/delayed',
      '/purchases/completed',
      '/shopper',
      '/purchase-online',
      '/eforms',
      '/time',
      ...ANYONE.slice(1),
    ]);
  });

  it('gives a detective time tracking and mail', () => {
    expect(paths(['detektiv'])).toEqual(['/dashboard', '/time', ...ANYONE.slice(1)]);
  });

  // Promo-checks spec, section 6: portalUser sees the portal; portalAdmin also manages VLs.
  it('gives a portal user the portal and no shoppers', () => {
    const menu = paths(['portalUser']);
    expect(menu).toEqual([
      '/dashboard',
      '/portal',
      '/portal/promoChecks',
      '/portal/complaints',
      ...ANYONE.slice(1),
    ]);
    expect(menu).not.toContain('/shopper');
  });

  it('gives a portal admin the VL management too', () => {
    expect(paths(['portalAdmin'])).toContain('/portal/vl/manage');
  });

  it('gives promo-check staff their list', () => {
    expect(paths(['promocheck'])).toEqual(['/dashboard', '/promochecks/list', ...ANYONE.slice(1)]);
  });

  // Back-office spec, section 6: "planung: overview, purchase analysis, control, planning overview, purchases
  // overview, rounds, shopper administration, feedbacks, import, instructions, online purchases and types".
  it('gives a planner the planning screens and no admin-only ones', () => {
    const menu = paths(['planung']);
    expect(menu).toEqual(
      expect.arrayContaining([
        '/admin/overview',
        '/admin/control',
        '/admin/sprints',
        '/admin/shopper',
        '/organization/overview',
        '/admin/purchases/analyze',
        '/admin/insight',
      ]),
    );
    expect(menu).not.toContain('/admin/users');
    expect(menu).not.toContain('/time');
  });

  // Back-office spec, section 6: admin only: time records, articles, export, invoices, stores, users, settings,
  // protocol, all purchases, time-tracking export, customers and regions, downloads add.
  it('gives an administrator the admin screens, time tracking and the promo administration', () => {
    const menu = paths(['admin']);
    expect(menu).toEqual(
      expect.arrayContaining([
        '/time',
        '/admin/purchases',
        '/admin/users',
        '/admin/protocol',
        '/downloads/add',
        '/admin/promochecks/promogefaess',
        '/admin/shopper',
      ]),
    );
    expect(menu).not.toContain('/shopper');
  });

  it('shows the promo administration to promoAdmin (promo-checks spec, section 2.5)', () => {
    expect(paths(['promoAdmin'])).toContain('/admin/promochecks/analyze');
  });

  it('shows only the general entries to a user without a role', () => {
    expect(paths([])).toEqual(ANYONE);
  });
});

describe('top bar title', () => {
  it.each([
    ['/shopper', 'menu.shoppers'],
    ['/shopper/detail', 'menu.shoppers'],
    ['/admin/shopper', 'menu.shopperAdmin'],
    ['/portal/vl/manage', 'menu.portalVl'],
    ['/unknown', undefined],
  ])('%s is titled %s', (path, key) => {
    expect(menuLabelFor(path)).toBe(key);
  });
});

describe('the current menu entry', () => {
  // Field-app spec, section 2 ("Top bar and menu"): one entry is the screen shown. On /downloads/add both
  // 'Downloads' (/downloads) and 'Downloads verwalten' (/downloads/add) matched as prefixes and were both lit.
  it.each([
    ['/downloads/add', '/downloads/add'],
    ['/downloads', '/downloads'],
    ['/admin/purchases/analyze', '/admin/purchases/analyze'],
    // both /admin/purchases and /admin/purchases/analyze lie above it: the longer one
    ['/admin/purchases/analyze/map', '/admin/purchases/analyze'],
    ['/admin/purchases/detail', '/admin/purchases'],
    ['/admin/shopper/detail', '/admin/shopper'],
    ['/unknown', undefined],
  ])('for an administrator on %s it is %s', (path, to) => {
    expect(bestMenuLink(menuFor(['admin']), path)?.to).toBe(to);
  });

  it('lights the shoppers for a test buyer on a shopper', () => {
    expect(bestMenuLink(menuFor(['testkaeufer']), '/shopper/detail')?.to).toBe('/shopper');
  });

  it('is the best of the entries the user sees: a planner on /admin/purchases/detail has none', () => {
    expect(bestMenuLink(menuFor(['planung']), '/admin/purchases/detail')).toBeUndefined();
  });
});
