import type { TranslationOf } from '@agecheck/i18n';
import type { introDe } from './intro.de';

/** The `intro` namespace in French. */
export const introFr: TranslationOf<typeof introDe> = {
  title: 'Introduction à l’application',
  step: 'Étape {{current}} sur {{total}}',
  skip: 'Passer',
  back: 'Retour',
  next: 'Suivant',
  finish: 'C’est parti',
  allowPush: 'Autoriser les notifications',
  slide: {
    welcome: {
      title: 'Bienvenue',
      text: 'En quelques étapes, nous vous montrons comment travailler avec l’application sur le terrain. Vous pouvez passer l’introduction à tout moment.',
    },
    newPurchase: {
      title: 'Nouvel achat test',
      text: 'Dans le menu « Achats tests », « Nouvel achat test » ouvre un rapport : choisir la filiale et l’acheteur test, saisir le déroulement et le résultat, photographier le ticket et enregistrer.',
    },
    offline: {
      title: 'Même sans réseau',
      text: 'Sans réseau, l’application garde vos rapports sur le téléphone et les envoie dès que le réseau revient. Ouvrez alors l’application à un endroit avec du réseau ; rien ne se perd.',
    },
    time: {
      title: 'Saisie du temps',
      text: 'Sous « Saisie du temps », vous saisissez vos journées de travail avec les heures, les frais et les kilomètres. Terminez les rapports ouverts une fois la journée saisie.',
    },
    mail: {
      title: 'Messages',
      text: 'L’enveloppe en haut indique les nouveaux messages de la planification. Vous pouvez aussi y répondre.',
    },
    settings: {
      title: 'Paramètres',
      text: 'Sous « Paramètres », vous choisissez la langue, changez votre mot de passe et pouvez réactiver cette introduction.',
    },
  },
};
