import type { TranslationOf } from '@agecheck/i18n';
import type { fieldDe } from './field.de';

/** The `field` namespace in French. */
export const fieldFr: TranslationOf<typeof fieldDe> = {
  dashboard: {
    title: 'Aperçu',
    welcome: 'Bienvenue, {{name}} !',
    intro: 'Vous trouverez ici l’accès à vos tâches.',
    noSignature:
      'Vous n’avez pas encore enregistré de signature. Sans signature enregistrée, les achats tests ne peuvent pas être entièrement terminés.',
    noSignatureTitle: 'Signature manquante',
    quickLinks: 'Accès rapide',
    noQuickLinks: 'Aucune fonction n’est encore disponible ici pour votre rôle.',
    roles: 'Vos rôles : {{roles}}',
  },
  shopper: {
    listDescription: 'Les acheteurs tests avec lesquels vous effectuez des achats tests.',
    detailDescription: 'Tous les champs sont obligatoires.',
    genderPlaceholder: 'Veuillez choisir',
    userPlaceholder: 'Choisir un utilisateur',
    datePlaceholder: 'JJ.MM.AAAA',
    years: 'ans',
  },
};
