import type { TranslationOf } from '@agecheck/i18n';
import type { fieldDe } from './field.de';

/** The `field` namespace in Italian. */
export const fieldIt: TranslationOf<typeof fieldDe> = {
  dashboard: {
    title: 'Panoramica',
    welcome: 'Benvenuto/a, {{name}}!',
    intro: 'Qui trova l’accesso ai suoi compiti.',
    noSignature:
      'Non ha ancora registrato una firma. Senza una firma registrata gli acquisti test non possono essere conclusi completamente.',
    noSignatureTitle: 'Firma mancante',
    quickLinks: 'Accesso rapido',
    noQuickLinks: 'Per il suo ruolo qui non sono ancora disponibili funzioni.',
    roles: 'I suoi ruoli: {{roles}}',
  },
  shopper: {
    listDescription: 'Gli acquirenti test con cui effettua gli acquisti test.',
    detailDescription: 'Tutti i campi sono obbligatori.',
    genderPlaceholder: 'Scelga',
    userPlaceholder: 'Scelga un utente',
    datePlaceholder: 'GG.MM.AAAA',
    years: 'anni',
  },
};
