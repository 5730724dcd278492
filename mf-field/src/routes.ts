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
];
