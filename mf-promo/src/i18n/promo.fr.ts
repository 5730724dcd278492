import type { TranslationOf } from '@agecheck/i18n';
import type { promoDe } from './promo.de';

/** The `promo` namespace in French. */
export const promoFr: TranslationOf<typeof promoDe> = {
  list: {
    title: 'Mes contrôles promo',
    description: 'Vos contrôles promo, classés selon leur état.',
    notFinished: 'Non terminés',
    finished: 'Terminés',
    empty: 'Aucun contrôle promo',
    emptyNotFinished: 'Vous n’avez aucun contrôle promo en cours.',
    emptyFinished: 'Vous n’avez encore terminé aucun contrôle promo.',
    store: 'Filiale {{vst}}',
  },
};
