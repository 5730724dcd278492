import { LANGUAGES, type Language } from '@agecheck/contracts';

/**
 * The interface language (field-app spec, section 1): the language stored in the user's settings, else the
 * browser's language when it is German or French, otherwise German.
 * @param stored `settings.lang` of the signed-in user, if any
 * @param browserLanguages `navigator.languages` (most preferred first)
 */
export function detectLanguage(stored: string | undefined, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  const browser = browserLanguages[0]?.slice(0, 2).toLowerCase();
  return browser === 'fr' ? 'fr' : 'de';
}

/** True for one of the interface languages de, fr, it. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
