import type { MessageTree } from '@agecheck/i18n';

/** The `field` namespace in German, the source text. */
export const fieldDe = {
  dashboard: {
    title: 'Übersicht',
    welcome: 'Willkommen, {{name}}!',
    intro: 'Hier finden Sie den Einstieg in Ihre Aufgaben.',
    noSignature:
      'Sie haben noch keine Unterschrift hinterlegt. Ohne hinterlegte Unterschrift können Testkäufe nicht vollständig abgeschlossen werden.',
    noSignatureTitle: 'Unterschrift fehlt',
    quickLinks: 'Schnellzugriff',
    noQuickLinks: 'Für Ihre Rolle stehen hier noch keine Funktionen bereit.',
    roles: 'Ihre Rollen: {{roles}}',
  },
  shopper: {
    listDescription: 'Die Testkäufer, mit denen Sie Testkäufe durchführen.',
    detailDescription: 'Alle Felder sind Pflichtfelder.',
    genderPlaceholder: 'Bitte wählen',
    userPlaceholder: 'Benutzer wählen',
    datePlaceholder: 'TT.MM.JJJJ',
    years: 'Jahre',
  },
} as const satisfies MessageTree;
