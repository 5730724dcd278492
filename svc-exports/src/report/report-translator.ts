import type { Language } from '@agecheck/contracts';
import { commonBundles } from '@agecheck/i18n/bundles';
import i18next, { type TFunction } from 'i18next';
import { REPORT_TEXTS } from './report.texts';

const REPORT_NAMESPACE = 'report';

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  fallbackLng: 'de',
  ns: ['common', REPORT_NAMESPACE],
  defaultNS: REPORT_NAMESPACE,
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(
    (Object.keys(REPORT_TEXTS) as Language[]).map((language) => [
      language,
      { common: commonBundles[language], [REPORT_NAMESPACE]: REPORT_TEXTS[language] },
    ]),
  ),
});

/** The report's texts in a language: its own keys, and the common namespace's (presets, genders, statuses). */
export function reportTranslator(language: Language): TFunction {
  return instance.getFixedT(language);
}
