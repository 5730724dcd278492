import type { Role } from '@agecheck/contracts';
import { canAccess, type Access } from '@agecheck/ui';

export type MenuLink = { kind: 'link'; to: string; labelKey: string; access: Access };
export type MenuGroup = {
  kind: 'group';
  id: string;
  labelKey: string;
  access: Access;
  links: readonly MenuLink[];
};
export type MenuEntry = MenuLink | MenuGroup;

const link = (to: string, labelKey: string, access: Access): MenuLink => ({
  kind: 'link',
  to,
  labelKey,
  access,
});

/**
 * The side navigation by role: field-app spec, section 6; back-office spec, sections 2 and 6; promo-checks
 * spec, sections 2.5 and 6. Entries lead to their screens whether or not a remote has built them yet (a
 * screen still missing says so in its area).
 */
export const MENU: readonly MenuEntry[] = [
  link('/dashboard', 'menu.dashboard', true),
  {
    kind: 'group',
    id: 'purchases',
    labelKey: 'menu.groupPurchases',
    access: 'testkaeufer',
    links: [
      link('/purchases/detail', 'menu.newPurchase', 'testkaeufer'),
      link('/search', 'menu.search', 'testkaeufer'),
      link('/purchases/open', 'menu.openPurchases', 'testkaeufer'),
      link('/purchases/delayed', 'menu.delayedPurchases', 'testkaeufer'),
      link('/purchases/completed', 'menu.completedPurchases', 'testkaeufer'),
    ],
  },
  link('/shopper', 'menu.shoppers', 'testkaeufer'),
  link('/purchase-online', 'menu.purchaseOnline', 'testkaeufer'),
  link('/eforms', 'menu.eforms', 'testkaeufer'),
  link('/time', 'menu.time', ['testkaeufer', 'detektiv', 'admin']),
  link('/promochecks/list', 'menu.promochecks', 'promocheck'),
  {
    kind: 'group',
    id: 'portal',
    labelKey: 'menu.groupPortal',
    access: ['portalUser', 'portalAdmin'],
    links: [
      link('/portal', 'menu.portal', ['portalUser', 'portalAdmin']),
      link('/portal/promoChecks', 'menu.portalChecks', ['portalUser', 'portalAdmin']),
      link('/portal/complaints', 'menu.portalComplaints', ['portalUser', 'portalAdmin']),
      link('/portal/vl/manage', 'menu.portalVl', 'portalAdmin'),
    ],
  },
  {
    kind: 'group',
    id: 'planning',
    labelKey: 'menu.groupPlanning',
    access: 'planung',
    links: [
      link('/admin/overview', 'menu.adminOverview', 'planung'),
      link('/organization/overview', 'menu.organizationOverview', 'planung'),
      link('/admin/purchases/analyze', 'menu.purchasesAnalyze', 'planung'),
      link('/admin/control', 'menu.control', 'planung'),
      link('/admin/purchasesOverview', 'menu.purchasesOverview', 'planung'),
      link('/admin/sprints', 'menu.sprints', 'planung'),
      link('/admin/shopper', 'menu.shopperAdmin', 'planung'),
      link('/admin/import', 'menu.import', 'planung'),
      link('/admin/instruction', 'menu.instructions', 'planung'),
      link('/admin/feedbacks', 'menu.feedbacks', 'planung'),
      link('/admin/purchase-online', 'menu.purchaseOnlineAdmin', 'planung'),
      link('/admin/purchase-online-type', 'menu.purchaseOnlineTypes', 'planung'),
    ],
  },
  {
    kind: 'group',
    id: 'admin',
    labelKey: 'menu.groupAdmin',
    access: 'admin',
    links: [
      link('/admin/purchases', 'menu.allPurchases', 'admin'),
      link('/admin/stores', 'menu.stores', 'admin'),
      link('/admin/articles', 'menu.articles', 'admin'),
      link('/admin/export', 'menu.export', 'admin'),
      link('/admin/invoices', 'menu.invoices', 'admin'),
      link('/admin/users', 'menu.users', 'admin'),
      link('/admin/timetracks', 'menu.timetracks', 'admin'),
      link('/admin/timetrack', 'menu.timetrackAdmin', 'admin'),
      link('/admin/time/export', 'menu.timeExport', 'admin'),
      link('/admin/settings', 'menu.adminSettings', 'admin'),
      link('/admin/protocol', 'menu.protocol', 'admin'),
      link('/downloads/add', 'menu.downloadsAdd', 'admin'),
    ],
  },
  {
    kind: 'group',
    id: 'promoAdmin',
    labelKey: 'menu.groupPromoAdmin',
    // Promo-checks spec, section 2.5: "Routes (role admin; the menu shows them to promoAdmin)".
    access: ['admin', 'promoAdmin'],
    links: [
      link('/admin/promochecks/analyze', 'menu.promoAnalyze', ['admin', 'promoAdmin']),
      link('/admin/promochecks/openPromoChecks', 'menu.openPromoChecks', ['admin', 'promoAdmin']),
      link('/admin/promochecks/promoCurrent', 'menu.promoCurrent', ['admin', 'promoAdmin']),
      link('/admin/promochecks/promoStore', 'menu.promoStore', ['admin', 'promoAdmin']),
      link('/admin/promochecks/promoTimeLimit', 'menu.promoTimeLimit', ['admin', 'promoAdmin']),
      link('/admin/promochecks/promogefaess', 'menu.promogefaess', ['admin', 'promoAdmin']),
    ],
  },
  link('/mail', 'menu.mail', true),
  link('/downloads', 'menu.downloads', true),
  link('/settings', 'menu.settings', true),
];

/** The menu a user with these roles sees: entries and group links they may open, empty groups left out. */
export function menuFor(roles: readonly Role[]): MenuEntry[] {
  return MENU.flatMap((entry): MenuEntry[] => {
    if (!canAccess(roles, entry.access)) return [];
    if (entry.kind === 'link') return [entry];
    const links = entry.links.filter((groupLink) => canAccess(roles, groupLink.access));
    return links.length > 0 ? [{ ...entry, links }] : [];
  });
}

/** The label of the menu entry for a path (the top bar's title), if the menu has one. */
export function menuLabelFor(pathname: string): string | undefined {
  const links = MENU.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.links));
  const exact = links.find((entry) => entry.to === pathname);
  if (exact) return exact.labelKey;
  return links
    .filter((entry) => pathname.startsWith(`${entry.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0]?.labelKey;
}

/** Roles whose unread-mail counter is polled (field-app spec, section 6). */
export const MAIL_POLL_ROLES: readonly Role[] = ['testkaeufer', 'detektiv', 'admin'];
