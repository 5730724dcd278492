import type { TranslationOf } from '@agecheck/i18n';
import type { introDe } from './intro.de';

/** The `intro` namespace in Italian. */
export const introIt: TranslationOf<typeof introDe> = {
  title: 'Introduzione all’app',
  step: 'Passo {{current}} di {{total}}',
  skip: 'Salta',
  back: 'Indietro',
  next: 'Avanti',
  finish: 'Iniziamo',
  allowPush: 'Consenti le notifiche',
  slide: {
    welcome: {
      title: 'Benvenuti',
      text: 'In pochi passi vi mostriamo come lavorare con l’app sul campo. Potete saltare l’introduzione in qualsiasi momento.',
    },
    newPurchase: {
      title: 'Nuovo acquisto test',
      text: 'Nel menu «Acquisti test», «Nuovo acquisto test» apre un rapporto: scegliere la filiale e l’acquirente test, registrare lo svolgimento e il risultato, fotografare lo scontrino e salvare.',
    },
    offline: {
      title: 'Anche senza rete',
      text: 'Senza rete l’app conserva i vostri rapporti sul telefono e li invia appena la rete torna. Aprite allora l’app in un luogo con rete; non si perde nulla.',
    },
    time: {
      title: 'Registrazione del tempo',
      text: 'In «Registrazione del tempo» registrate le vostre giornate di lavoro con orari, spese e chilometri. Chiudete i rapporti aperti quando la giornata è registrata.',
    },
    mail: {
      title: 'Messaggi',
      text: 'La busta in alto mostra i nuovi messaggi della pianificazione. Lì potete anche rispondere.',
    },
    settings: {
      title: 'Impostazioni',
      text: 'In «Impostazioni» scegliete la lingua, cambiate la password e potete riattivare questa introduzione.',
    },
  },
};
