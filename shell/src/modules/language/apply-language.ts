import type { Language } from '@agecheck/contracts';
import { i18n } from '@agecheck/i18n';

/**
 * Switches the interface to a language: i18next (and with it every screen of every remote) and the
 * document's `lang`. The date pickers take their month and day names from the language themselves
 * (`DateField` in @agecheck/ui), so dayjs loads only with a screen that has one.
 */
export async function applyLanguage(language: Language): Promise<void> {
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
