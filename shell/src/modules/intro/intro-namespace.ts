import { addNamespace } from '@agecheck/i18n';

/** The i18next namespace of the first-login intro. */
export const INTRO_NAMESPACE = 'intro';

/**
 * Adds the `intro` namespace (idempotent) and loads it in the current language: its texts come with the
 * intro's own chunk, so no first load carries them.
 */
export function loadIntroTexts(): Promise<void> {
  return addNamespace(INTRO_NAMESPACE, {
    de: () => import('./i18n/intro.de').then((module) => module.introDe),
    fr: () => import('./i18n/intro.fr').then((module) => module.introFr),
    it: () => import('./i18n/intro.it').then((module) => module.introIt),
  });
}
