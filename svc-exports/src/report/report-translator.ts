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

/** A text by its key in the reader's language (a TFunction, or its texts remembered by `rememberedTexts`). */
export type Translate = (key: string) => string;

/**
 * The texts of a language, each looked up once: an export of 100 000 rows asks for the same few texts
 * hundreds of thousands of times.
 */
export function rememberedTexts(t: TFunction): Translate {
  const texts = new Map<string, string>();
  return (key) => {
    let text = texts.get(key);
    if (text === undefined) texts.set(key, (text = t(key)));
    return text;
  };
}
