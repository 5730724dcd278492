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
  evidence: {
    signHere: 'Campo firma: {{label}}',
    signHint: 'Firmare nel campo con il dito o una penna.',
    signed: 'Firma acquisita.',
    clearSignature: 'Firmare di nuovo',
    changeSignature: 'Modificare la firma',
    editTitle: 'Modificare l’immagine',
    decodeErr: 'Non è stato possibile leggere l’immagine.',
    decodeHint: 'Scattare di nuovo la foto o scegliere un’immagine JPEG o PNG.',
    zoom: 'Ingrandire il ritaglio',
    rotate: 'Ruotare',
    apply: 'Applicare',
    loadErr: 'Non è stato possibile caricare l’immagine.',
    photoReady: 'Immagine presente.',
    noPhoto: 'Ancora nessuna immagine.',
    takePhoto: 'Scattare o scegliere una foto',
    replacePhoto: 'Altra foto',
    view: 'Visualizzare',
    removePhoto: 'Rimuovere',
  },
};
