import type { TranslationOf } from '@agecheck/i18n';
import type { promoDe } from './promo.de';

/** The `promo` namespace in Italian. */
export const promoIt: TranslationOf<typeof promoDe> = {
  list: {
    title: 'I miei controlli promo',
    description: 'I suoi controlli promo, suddivisi per stato.',
    notFinished: 'Non conclusi',
    finished: 'Conclusi',
    empty: 'Nessun controllo promo',
    emptyNotFinished: 'Non ha controlli promo in corso.',
    emptyFinished: 'Non ha ancora concluso alcun controllo promo.',
    store: 'Filiale {{vst}}',
  },
};
