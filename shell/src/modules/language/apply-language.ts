import type { Language } from '@agecheck/contracts';
import { i18n } from '@agecheck/i18n';
import dayjs from 'dayjs';
import 'dayjs/locale/de-ch';
import 'dayjs/locale/fr-ch';
import 'dayjs/locale/it-ch';

const DAYJS_LOCALES: Record<Language, string> = { de: 'de-ch', fr: 'fr-ch', it: 'it-ch' };

/**
 * Switches the interface to a language: i18next (and with it every screen of every remote), dayjs (month and
 * day names of the date pickers) and the document's `lang`.
 */
export async function applyLanguage(language: Language): Promise<void> {
  dayjs.locale(DAYJS_LOCALES[language]);
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
