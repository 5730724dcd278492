import type { TranslationOf } from '@agecheck/i18n';
import type { portalDe } from './portal.de';

/** The `portal` namespace in French. */
export const portalFr: TranslationOf<typeof portalDe> = {
  title: 'Évaluation des contrôles promo',
  description: 'Résultats des contrôles promo par période, chef de vente (VL) et filiale.',
  filter: {
    year: 'Année',
    month: 'Mois',
    week: 'Semaine civile',
    weekLabel: 'Sem. {{week}} ({{from}} – {{to}})',
    from: 'Du',
    to: 'Au',
    vl: 'Chef de vente (VL)',
    allVls: 'Tous les VL',
    activeVls: 'Actifs',
    archivedVls: 'Archivés',
    vlFixed: 'Vous voyez les résultats de votre secteur de vente.',
    vst: 'Numéro de filiale (VST)',
    search: 'Rechercher',
    choose: 'Choisir',
    rangeErr: 'La date de fin ne peut pas précéder la date de début.',
  },
  empty: 'Aucun résultat de contrôle promo',
  emptyHint: 'Il n’y a aucun résultat pour la période et les filtres choisis.',
  startHint: 'Choisissez la période et les filtres, puis cliquez sur « Rechercher ».',
  results_one: '{{count}} résultat',
  results_other: '{{count}} résultats',
  column: {
    date: 'Date',
    time: 'Heure',
    vessel: 'Présentoir promo',
    result: 'Résultat',
  },
  result: {
    fulfilled: 'Rempli',
    notFulfilled: 'Non rempli',
    notTested: 'Non contrôlé',
  },
};
