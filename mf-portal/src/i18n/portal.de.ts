import type { MessageTree } from '@agecheck/i18n';

/** The `portal` namespace in German, the source text. */
export const portalDe = {
  title: 'Auswertung Promo-Checks',
  description: 'Ergebnisse der Promo-Checks nach Zeitraum, Verkaufsleiter (VL) und Filiale.',
  filter: {
    year: 'Jahr',
    month: 'Monat',
    week: 'Kalenderwoche',
    weekLabel: 'KW {{week}} ({{from}} – {{to}})',
    from: 'Von',
    to: 'Bis',
    vl: 'Verkaufsleiter (VL)',
    allVls: 'Alle VL',
    activeVls: 'Aktiv',
    archivedVls: 'Archiviert',
    vlFixed: 'Sie sehen die Ergebnisse Ihres Verkaufsgebiets.',
    vst: 'Filialnummer (VST)',
    search: 'Suchen',
    choose: 'Wählen',
    rangeErr: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  },
  empty: 'Keine Promo-Check-Ergebnisse gefunden',
  emptyHint: 'Für den gewählten Zeitraum und die gewählten Filter gibt es keine Ergebnisse.',
  startHint: 'Wählen Sie Zeitraum und Filter und klicken Sie auf «Suchen».',
  results_one: '{{count}} Ergebnis',
  results_other: '{{count}} Ergebnisse',
  column: {
    date: 'Datum',
    time: 'Zeit',
    vessel: 'Promo-Gefäss',
    result: 'Ergebnis',
  },
  result: {
    fulfilled: 'Erfüllt',
    notFulfilled: 'Nicht erfüllt',
    notTested: 'Nicht geprüft',
  },
} as const satisfies MessageTree;
