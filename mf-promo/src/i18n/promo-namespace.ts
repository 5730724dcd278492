import { addNamespace } from '@agecheck/i18n';
import { promoDe } from './promo.de';
import { promoFr } from './promo.fr';
import { promoIt } from './promo.it';

/** The i18next namespace of mf-promo. */
export const PROMO_NAMESPACE = 'promo';

/** Adds the `promo` namespace to the shared i18next instance (idempotent). */
export function registerPromoNamespace(): void {
  addNamespace(PROMO_NAMESPACE, { de: promoDe, fr: promoFr, it: promoIt });
}
