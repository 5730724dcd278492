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
  evidence: {
    signHere: 'Unterschriftsfeld: {{label}}',
    signHint: 'Mit dem Finger oder Stift im Feld unterschreiben.',
    signed: 'Unterschrift erfasst.',
    clearSignature: 'Neu unterschreiben',
    changeSignature: 'Unterschrift ändern',
    editTitle: 'Bild bearbeiten',
    decodeErr: 'Das Bild konnte nicht gelesen werden.',
    decodeHint: 'Bitte nehmen Sie das Foto erneut auf oder wählen Sie ein JPEG- oder PNG-Bild.',
    zoom: 'Ausschnitt vergrössern',
    rotate: 'Drehen',
    apply: 'Übernehmen',
    loadErr: 'Das Bild konnte nicht geladen werden.',
    photoReady: 'Bild vorhanden.',
    noPhoto: 'Noch kein Bild.',
    takePhoto: 'Foto aufnehmen oder wählen',
    replacePhoto: 'Anderes Foto',
    view: 'Ansehen',
    removePhoto: 'Entfernen',
  },
} as const satisfies MessageTree;
