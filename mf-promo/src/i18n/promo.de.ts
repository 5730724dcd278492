import type { MessageTree } from '@agecheck/i18n';

/** The `promo` namespace in German, the source text. */
export const promoDe = {
  list: {
    title: 'Meine Promo-Checks',
    description: 'Ihre Promo-Checks, nach Stand getrennt.',
    notFinished: 'Nicht abgeschlossen',
    finished: 'Abgeschlossen',
    empty: 'Keine Promo-Checks vorhanden',
    emptyNotFinished: 'Sie haben keine offenen Promo-Checks.',
    emptyFinished: 'Sie haben noch keine Promo-Checks abgeschlossen.',
    store: 'Filiale {{vst}}',
  },
} as const satisfies MessageTree;
