import type { AreaRoute } from '@agecheck/ui';
import { registerPortalNamespace } from './i18n/portal-namespace';

registerPortalNamespace();

/** The screens of mf-portal (promo-checks spec, section 2.3). */
export const routes: readonly AreaRoute[] = [
  {
    path: '/portal',
    lazy: () => import('./modules/portal/components/PortalPage').then((m) => m.PortalPage),
  },
];
