import type { AreaRoute } from '@agecheck/ui';
import { registerAdminNamespace } from './i18n/admin-namespace';

registerAdminNamespace();

/** The screens of mf-admin (back-office spec, section 2). */
export const routes: readonly AreaRoute[] = [
  {
    path: '/admin',
    lazy: () => import('./modules/overview/components/AdminEntry').then((m) => m.AdminEntry),
  },
  {
    path: '/admin/overview',
    lazy: () => import('./modules/overview/components/OverviewPage').then((m) => m.OverviewPage),
  },
  {
    path: '/admin/purchasesOverview',
    lazy: () =>
      import('./modules/purchase-lists/components/PurchasesOverviewPage').then(
        (m) => m.PurchasesOverviewPage,
      ),
  },
  {
    path: '/admin/purchases',
    lazy: () => import('./modules/purchase-lists/components/PurchasesPage').then((m) => m.PurchasesPage),
  },
  {
    path: '/organization/overview',
    lazy: () =>
      import('./modules/organization/components/OrganizationOverviewPage').then(
        (m) => m.OrganizationOverviewPage,
      ),
  },
  {
    path: '/admin/purchases/analyze',
    lazy: () => import('./modules/analysis/components/AnalyzePage').then((m) => m.AnalyzePage),
  },
  {
    path: '/admin/insight',
    lazy: () => import('./modules/insight/components/InsightPage').then((m) => m.InsightPage),
  },
  {
    path: '/admin/control',
    lazy: () => import('./modules/control/components/ControlListPage').then((m) => m.ControlListPage),
  },
  {
    path: '/admin/control/detail',
    lazy: () => import('./modules/control/components/ControlDetailPage').then((m) => m.ControlDetailPage),
  },
  {
    path: '/admin/users',
    lazy: () => import('./modules/users-admin/components/UsersAdminPage').then((m) => m.UsersAdminPage),
  },
  {
    path: '/admin/shopper',
    lazy: () => import('./modules/shopper-admin/components/ShopperAdminPage').then((m) => m.ShopperAdminPage),
  },
  {
    path: '/admin/articles',
    lazy: () => import('./modules/catalog/components/ArticlesPage').then((m) => m.ArticlesPage),
  },
  {
    path: '/admin/instruction',
    lazy: () => import('./modules/catalog/components/InstructionsPage').then((m) => m.InstructionsPage),
  },
  {
    path: '/admin/instruction/create',
    lazy: () =>
      import('./modules/catalog/components/InstructionCreatePage').then((m) => m.InstructionCreatePage),
  },
  {
    path: '/admin/feedbacks',
    lazy: () => import('./modules/catalog/components/FeedbacksPage').then((m) => m.FeedbacksPage),
  },
  {
    path: '/admin/sprints',
    lazy: () => import('./modules/sprints/components/SprintsPage').then((m) => m.SprintsPage),
  },
  {
    path: '/admin/sprints/detail',
    lazy: () => import('./modules/sprints/components/SprintDetailPage').then((m) => m.SprintDetailPage),
  },
  {
    path: '/admin/stores',
    lazy: () => import('./modules/stores/components/StoresPage').then((m) => m.StoresPage),
  },
  {
    path: '/admin/import',
    lazy: () => import('./modules/store-import/components/StoreImportPage').then((m) => m.StoreImportPage),
  },
  {
    path: '/admin/timetracks',
    lazy: () =>
      import('./modules/timetrack-records/components/TimetrackRecordsPage').then(
        (m) => m.TimetrackRecordsPage,
      ),
  },
  {
    path: '/downloads/add',
    lazy: () =>
      import('./modules/downloads-admin/components/DownloadsAdminPage').then((m) => m.DownloadsAdminPage),
  },
  {
    path: '/admin/timetrack',
    lazy: () =>
      import('./modules/timetrack-admin/components/TimetrackAdminPage').then((m) => m.TimetrackAdminPage),
  },
  {
    path: '/admin/time/export',
    lazy: () =>
      import('./modules/timetrack-export/components/TimetrackExportPage').then((m) => m.TimetrackExportPage),
  },
  {
    path: '/admin/settings',
    lazy: () => import('./modules/settings/components/SettingsPage').then((m) => m.SettingsPage),
  },
  {
    path: '/admin/protocol',
    lazy: () => import('./modules/protocol/components/ProtocolPage').then((m) => m.ProtocolPage),
  },
];
