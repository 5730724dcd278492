import type { TranslationOf } from '@agecheck/i18n';
import type { portalDe } from './portal.de';

/** The `portal` namespace in Italian. */
export const portalIt: TranslationOf<typeof portalDe> = {
  title: 'Valutazione dei controlli promo',
  description: 'Risultati dei controlli promo per periodo, capo vendita (VL) e filiale.',
  filter: {
    year: 'Anno',
    month: 'Mese',
    week: 'Settimana',
    weekLabel: 'Sett. {{week}} ({{from}} – {{to}})',
    from: 'Dal',
    to: 'Al',
    vl: 'Capo vendita (VL)',
    allVls: 'Tutti i VL',
    activeVls: 'Attivi',
    archivedVls: 'Archiviati',
    vlFixed: 'Vede i risultati del suo settore di vendita.',
    vst: 'Numero di filiale (VST)',
    search: 'Cerca',
    choose: 'Scegliere',
    rangeErr: 'La data di fine non può precedere la data di inizio.',
  },
  empty: 'Nessun risultato di controlli promo',
  emptyHint: 'Non ci sono risultati per il periodo e i filtri scelti.',
  startHint: 'Scelga il periodo e i filtri e clicchi su «Cerca».',
  results_one: '{{count}} risultato',
  results_other: '{{count}} risultati',
  column: {
    date: 'Data',
    time: 'Ora',
    vessel: 'Espositore promo',
    result: 'Risultato',
  },
  result: {
    fulfilled: 'Soddisfatto',
    notFulfilled: 'Non soddisfatto',
    notTested: 'Non controllato',
  },
};
