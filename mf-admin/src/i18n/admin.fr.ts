import type { TranslationOf } from '@agecheck/i18n';
import type { adminDe } from './admin.de';

/** The `admin` namespace in French. */
export const adminFr: TranslationOf<typeof adminDe> = {
  overview: {
    title: 'Aperçu back-office',
    description: 'Accès aux domaines de la planification et de l’administration.',
    open: 'Ouvrir',
    adminOnly: 'Réservé aux administrateurs.',
    purchases: 'Achats tests',
    purchasesText: 'Aperçu des achats tests, avec période, choix des colonnes et exportation.',
    promoChecks: 'Contrôles promo',
    promoChecksText: 'Contrôles promo ouverts et administration promo.',
    purchaseOnline: 'Achats tests en ligne',
    purchaseOnlineText: 'Saisir, compléter et contrôler les achats tests en ligne.',
    timeTracking: 'Saisie du temps',
    timeTrackingText: 'Vérifier et modifier tous les rapports.',
  },
  shopperAdmin: {
    description: 'Tous les acheteurs tests, avec recherche et filtre par utilisateur.',
    searchLabel: 'Recherche',
    userFilter: 'Utilisateur',
  },
  control: {
    storeChange: {
      noNumber: 'Veuillez saisir un numéro de filiale.',
      multiple: 'Plusieurs filiales trouvées, changement impossible.',
      notFound: 'Cette filiale est introuvable.',
      done: 'Changement de filiale réussi !',
    },
  },
};
