import i18next, { type i18n as I18n, type Module, type NewableModule } from 'i18next';
import { LANGUAGES, type Language } from '@agecheck/contracts';
import { commonDe } from './common/common.de';
import { commonFr } from './common/common.fr';
import { commonIt } from './common/common.it';
import type { MessageTree } from './messages';

/** The namespace every app reads generic texts, menu labels and the spec's message keys from. */
export const COMMON_NAMESPACE = 'common';

/** The translations of one namespace, German first (the source text). */
export type NamespaceBundles = Readonly<Record<Language, MessageTree>>;

export const commonBundles: NamespaceBundles = { de: commonDe, fr: commonFr, it: commonIt };

/**
 * The one i18next instance of the page. `@agecheck/i18n` is a Module Federation singleton, so the shell and
 * every remote import this same object: the shell initialises it and changes its language, the remotes
 * only add their namespaces.
 */
export const i18n: I18n = i18next.createInstance();

type I18nPlugin = Module | NewableModule<Module>;

/** Initialises the instance with the `common` namespace (the shell calls this once, at start). */
export async function initI18n(language: Language, plugins: readonly I18nPlugin[] = []): Promise<I18n> {
  for (const plugin of plugins) i18n.use(plugin);
  await i18n.init({
    lng: language,
    fallbackLng: 'de',
    supportedLngs: [...LANGUAGES],
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    fallbackNS: COMMON_NAMESPACE,
    resources: Object.fromEntries(
      LANGUAGES.map((lang) => [lang, { [COMMON_NAMESPACE]: commonBundles[lang] }]),
    ),
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** Adds a remote's own namespace in all three languages (idempotent: a second call changes nothing). */
export function addNamespace(namespace: string, bundles: NamespaceBundles): void {
  for (const lang of LANGUAGES) {
    if (!i18n.hasResourceBundle(lang, namespace))
      i18n.addResourceBundle(lang, namespace, bundles[lang], true, false);
  }
}
