import type { AreaRoute } from '@agecheck/ui';
import { registerFieldNamespace } from './i18n/field-namespace';

registerFieldNamespace();

/** The screens of mf-field (field-app spec, section 2). Each loads its own chunk when opened. */
export const routes: readonly AreaRoute[] = [
  {
    path: '/dashboard',
    lazy: () => import('./modules/dashboard/components/DashboardPage').then((m) => m.DashboardPage),
  },
  {
    path: '/shopper',
    lazy: () => import('./modules/shopper/components/ShopperListPage').then((m) => m.ShopperListPage),
  },
  {
    path: '/shopper/detail',
    lazy: () => import('./modules/shopper/components/ShopperDetailPage').then((m) => m.ShopperDetailPage),
  },
  {
    path: '/purchases/open',
    lazy: () =>
      import('./modules/open-purchases/components/OpenPurchasesPage').then((m) => m.OpenPurchasesPage),
  },
  {
    path: '/purchases/detail',
    lazy: () => import('./modules/wizard/components/PurchaseWizardPage').then((m) => m.PurchaseWizardPage),
  },
  {
    path: '/purchases/completed',
    lazy: () => import('./modules/purchases/components/PurchaseListPage').then((m) => m.CompletedListPage),
  },
  {
    path: '/purchases/delayed',
    lazy: () => import('./modules/purchases/components/PurchaseListPage').then((m) => m.DelayedListPage),
  },
  {
    path: '/time',
    lazy: () => import('./modules/timetrack/components/TimeListPage').then((m) => m.TimeListPage),
  },
  {
    path: '/time/new',
    lazy: () =>
      import('./modules/timetrack/components/TimetrackWizardPage').then((m) => m.TimetrackWizardPage),
  },
  {
    path: '/mail',
    lazy: () => import('./modules/mail/components/MailPage').then((m) => m.MailPage),
  },
  {
    path: '/downloads',
    lazy: () => import('./modules/downloads/components/DownloadsPage').then((m) => m.DownloadsPage),
  },
  {
    path: '/eforms',
    lazy: () => import('./modules/eforms/components/EformsPage').then((m) => m.EformsPage),
  },
  {
    path: '/search',
    lazy: () => import('./modules/stores/components/SearchPage').then((m) => m.SearchPage),
  },
];
