import type { Language } from '@agecheck/contracts';
import { commonBundles } from '@agecheck/i18n/bundles';
import i18next, { type TFunction } from 'i18next';

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  fallbackLng: 'de',
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(
    Object.entries(commonBundles).map(([language, common]) => [language, { common }]),
  ),
});

/** The common texts in a recipient's language (the failed-test notice, decision 0051). */
export function noticeTranslator(language: Language): TFunction {
  return instance.getFixedT(language);
}
