import type { AreaRoute } from '@agecheck/ui';
import { registerPromoNamespace } from './i18n/promo-namespace';

registerPromoNamespace();

/** The screens of mf-promo (promo-checks spec, section 2.1). */
export const routes: readonly AreaRoute[] = [
  {
    path: '/promochecks/list',
    lazy: () =>
      import('./modules/promo-checks/components/PromoCheckListPage').then((m) => m.PromoCheckListPage),
  },
];
