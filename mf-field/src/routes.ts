import type { AreaRoute } from '@agecheck/ui';
import { registerFieldNamespace } from './i18n/field-namespace';

registerFieldNamespace();

/** The screens of mf-field (field-app spec, section 2). Each loads its own chunk when opened. */
export const routes: readonly AreaRoute[] = [
  {
    path: '/dashboard',
    access: true,
    lazy: () => import('./modules/dashboard/components/DashboardPage').then((m) => m.DashboardPage),
  },
  {
    path: '/shopper',
    access: 'testkaeufer',
    lazy: () => import('./modules/shopper/components/ShopperListPage').then((m) => m.ShopperListPage),
  },
  {
    path: '/shopper/detail',
    access: true,
    lazy: () => import('./modules/shopper/components/ShopperDetailPage').then((m) => m.ShopperDetailPage),
  },
];
