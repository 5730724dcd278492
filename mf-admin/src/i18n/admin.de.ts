import type { MessageTree } from '@agecheck/i18n';

/** The `admin` namespace in German, the source text. */
export const adminDe = {
  overview: {
    title: 'Übersicht Backoffice',
    description: 'Einstieg in die Bereiche der Planung und Administration.',
    open: 'Öffnen',
    adminOnly: 'Nur für Administratoren.',
    purchases: 'Testkäufe',
    purchasesText: 'Testkäufe im Überblick, mit Zeitraum, Spaltenauswahl und Export.',
    promoChecks: 'Promo-Checks',
    promoChecksText: 'Offene Promo-Checks und die Promo-Administration.',
    purchaseOnline: 'Online-Testkäufe',
    purchaseOnlineText: 'Online-Testkäufe erfassen, bestücken und kontrollieren.',
    timeTracking: 'Zeiterfassung',
    timeTrackingText: 'Alle Rapporte prüfen und bearbeiten.',
  },
  shopperAdmin: {
    description: 'Alle Testkäufer, mit Suche und Filter nach Benutzer.',
    searchLabel: 'Suche',
    userFilter: 'Benutzer',
  },
  control: {
    storeChange: {
      noNumber: 'Bitte geben Sie eine Filialnummer ein.',
      multiple: 'Mehrere Filialen gefunden, Wechsel nicht möglich.',
      notFound: 'Diese Filiale wurde nicht gefunden.',
      done: 'Filialwechsel erfolgreich!',
    },
  },
} as const satisfies MessageTree;
