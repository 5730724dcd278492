import type { TranslationOf } from '@agecheck/i18n';
import type { adminDe } from './admin.de';

/** The `admin` namespace in Italian. */
export const adminIt: TranslationOf<typeof adminDe> = {
  overview: {
    title: 'Panoramica back office',
    description: 'Accesso alle aree della pianificazione e dell’amministrazione.',
    open: 'Apri',
    adminOnly: 'Solo per amministratori.',
    purchases: 'Acquisti test',
    purchasesText: 'Panoramica degli acquisti test, con periodo, scelta delle colonne ed esportazione.',
    promoChecks: 'Controlli promo',
    promoChecksText: 'Controlli promo aperti e amministrazione promo.',
    purchaseOnline: 'Acquisti test online',
    purchaseOnlineText: 'Registrare, completare e controllare gli acquisti test online.',
    timeTracking: 'Registrazione del tempo',
    timeTrackingText: 'Verificare e modificare tutti i rapporti.',
  },
  shopperAdmin: {
    description: 'Tutti gli acquirenti test, con ricerca e filtro per utente.',
    searchLabel: 'Ricerca',
    userFilter: 'Utente',
  },
  control: {
    storeChange: {
      noNumber: 'Inserire un numero di filiale.',
      multiple: 'Trovate più filiali, cambio impossibile.',
      notFound: 'Questa filiale non è stata trovata.',
      done: 'Cambio di filiale riuscito!',
    },
  },
};
