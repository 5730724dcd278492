import { addNamespace } from '@agecheck/i18n';

/** The i18next namespace of mf-promo. */
export const PROMO_NAMESPACE = 'promo';

/** Adds the `promo` namespace to the shared i18next instance (idempotent); each language loads when needed. */
export function registerPromoNamespace(): void {
  void addNamespace(PROMO_NAMESPACE, {
    de: () => import('./promo.de').then((module) => module.promoDe),
    fr: () => import('./promo.fr').then((module) => module.promoFr),
    it: () => import('./promo.it').then((module) => module.promoIt),
  });
}
