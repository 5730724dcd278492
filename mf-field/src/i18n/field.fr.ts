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
  evidence: {
    signHere: 'Champ de signature : {{label}}',
    signHint: 'Signez dans le champ avec le doigt ou un stylet.',
    signed: 'Signature saisie.',
    clearSignature: 'Signer à nouveau',
    changeSignature: 'Modifier la signature',
    editTitle: 'Modifier l’image',
    decodeErr: 'L’image n’a pas pu être lue.',
    decodeHint: 'Veuillez reprendre la photo ou choisir une image JPEG ou PNG.',
    zoom: 'Agrandir le cadrage',
    rotate: 'Pivoter',
    apply: 'Appliquer',
    loadErr: 'L’image n’a pas pu être chargée.',
    photoReady: 'Image disponible.',
    noPhoto: 'Pas encore d’image.',
    takePhoto: 'Prendre ou choisir une photo',
    replacePhoto: 'Autre photo',
    view: 'Afficher',
    removePhoto: 'Retirer',
  },
};
