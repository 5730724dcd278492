import { canAccess, ROUTES, type Role, type RoutePath } from '@agecheck/contracts';

export type MenuLink = { kind: 'link'; to: RoutePath; labelKey: string };
export type MenuGroup = { kind: 'group'; id: string; labelKey: string; links: readonly MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

const link = (to: RoutePath, labelKey: string): MenuLink => ({ kind: 'link', to, labelKey });

/**
 * The side navigation: field-app spec, section 6; back-office spec, sections 2 and 6; promo-checks spec,
 * sections 2.5 and 6. Who sees an entry is who may open its screen (the access table `ROUTES` in
 * packages/contracts); a group shows when one of its links does. Entries lead to their screens whether or
 * not a remote has built them yet (a screen still missing says so in its area).
 */
export const MENU: readonly MenuEntry[] = [
  link('/dashboard', 'menu.dashboard'),
  {
    kind: 'group',
    id: 'purchases',
    labelKey: 'menu.groupPurchases',
    links: [
      link('/purchases/detail', 'menu.newPurchase'),
      link('/search', 'menu.search'),
      link('/purchases/open', 'menu.openPurchases'),
      link('/purchases/delayed', 'menu.delayedPurchases'),
      link('/purchases/completed', 'menu.completedPurchases'),
    ],
  },
  link('/shopper', 'menu.shoppers'),
  link('/purchase-online', 'menu.purchaseOnline'),
  link('/eforms', 'menu.eforms'),
  link('/time', 'menu.time'),
  link('/promochecks/list', 'menu.promochecks'),
  {
    kind: 'group',
    id: 'portal',
    labelKey: 'menu.groupPortal',
    links: [
      link('/portal', 'menu.portal'),
      link('/portal/promoChecks', 'menu.portalChecks'),
      link('/portal/complaints', 'menu.portalComplaints'),
      link('/portal/vl/manage', 'menu.portalVl'),
    ],
  },
  {
    kind: 'group',
    id: 'planning',
    labelKey: 'menu.groupPlanning',
    links: [
      link('/admin/overview', 'menu.adminOverview'),
      link('/organization/overview', 'menu.organizationOverview'),
      link('/admin/purchases/analyze', 'menu.purchasesAnalyze'),
      link('/admin/insight', 'menu.insight'),
      link('/admin/control', 'menu.control'),
      link('/admin/purchasesOverview', 'menu.purchasesOverview'),
      link('/admin/sprints', 'menu.sprints'),
      link('/admin/shopper', 'menu.shopperAdmin'),
      link('/admin/import', 'menu.import'),
      link('/admin/instruction', 'menu.instructions'),
      link('/admin/feedbacks', 'menu.feedbacks'),
      link('/admin/purchase-online', 'menu.purchaseOnlineAdmin'),
      link('/admin/purchase-online-type', 'menu.purchaseOnlineTypes'),
    ],
  },
  {
    kind: 'group',
    id: 'admin',
    labelKey: 'menu.groupAdmin',
    links: [
      link('/admin/purchases', 'menu.allPurchases'),
      link('/admin/stores', 'menu.stores'),
      link('/admin/articles', 'menu.articles'),
      link('/admin/export', 'menu.export'),
      link('/admin/invoices', 'menu.invoices'),
      link('/admin/users', 'menu.users'),
      link('/admin/timetracks', 'menu.timetracks'),
      link('/admin/timetrack', 'menu.timetrackAdmin'),
      link('/admin/time/export', 'menu.timeExport'),
      link('/admin/settings', 'menu.adminSettings'),
      link('/admin/protocol', 'menu.protocol'),
      link('/downloads/add', 'menu.downloadsAdd'),
    ],
  },
  {
    kind: 'group',
    id: 'promoAdmin',
    labelKey: 'menu.groupPromoAdmin',
    links: [
      link('/admin/promochecks/analyze', 'menu.promoAnalyze'),
      link('/admin/promochecks/openPromoChecks', 'menu.openPromoChecks'),
      link('/admin/promochecks/promoCurrent', 'menu.promoCurrent'),
      link('/admin/promochecks/promoStore', 'menu.promoStore'),
      link('/admin/promochecks/promoTimeLimit', 'menu.promoTimeLimit'),
      link('/admin/promochecks/promogefaess', 'menu.promogefaess'),
    ],
  },
  link('/mail', 'menu.mail'),
  link('/downloads', 'menu.downloads'),
  link('/settings', 'menu.settings'),
];

/** The menu a user with these roles sees: entries and group links they may open, empty groups left out. */
export function menuFor(roles: readonly Role[]): MenuEntry[] {
  const mayOpen = (entry: MenuLink) => canAccess(roles, ROUTES[entry.to]);
  return MENU.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'link') return mayOpen(entry) ? [entry] : [];
    const links = entry.links.filter(mayOpen);
    return links.length > 0 ? [{ ...entry, links }] : [];
  });
}

/** The links of menu entries, the groups' links in their place. */
const linksOf = (entries: readonly MenuEntry[]): MenuLink[] =>
  entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.links));

/**
 * The entry of these a path belongs to: the one it names, else the longest that it lies under (on
 * /downloads/add that is 'Downloads verwalten', not 'Downloads' as well); undefined when none.
 */
export function bestMenuLink(entries: readonly MenuEntry[], pathname: string): MenuLink | undefined {
  const links = linksOf(entries);
  return (
    links.find((entry) => entry.to === pathname) ??
    links.filter((entry) => pathname.startsWith(`${entry.to}/`)).sort((a, b) => b.to.length - a.to.length)[0]
  );
}

/** The label of the menu entry for a path (the top bar's title), if the menu has one. */
export function menuLabelFor(pathname: string): string | undefined {
  return bestMenuLink(MENU, pathname)?.labelKey;
}

/** Roles whose unread-mail counter is polled (field-app spec, section 6). */
export const MAIL_POLL_ROLES: readonly Role[] = ['testkaeufer', 'detektiv', 'admin'];
