import i18next, { type i18n as I18n, type Module, type NewableModule } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { LANGUAGES, type Language } from '@agecheck/contracts';
import type { MessageTree } from './messages';

/** The namespace every app reads generic texts, menu labels and the spec's message keys from. */
export const COMMON_NAMESPACE = 'common';

/**
 * The translations of one namespace, German first (the source text), each language a module of its own:
 * a phone downloads the texts of its user's language only (issue 6, first load), and another language when
 * the user switches to it.
 */
export type NamespaceLoaders = Readonly<Record<Language, () => Promise<MessageTree>>>;

const commonLoaders: NamespaceLoaders = {
  de: () => import('./common/common.de.js').then((module) => module.commonDe),
  fr: () => import('./common/common.fr.js').then((module) => module.commonFr),
  it: () => import('./common/common.it.js').then((module) => module.commonIt),
};

const loadersByNamespace = new Map<string, NamespaceLoaders>([[COMMON_NAMESPACE, commonLoaders]]);

const isLanguage = (language: string): language is Language =>
  (LANGUAGES as readonly string[]).includes(language);

/** The texts of a namespace in a language, from the loaders the shell and the remotes registered. */
function loadTexts(language: string, namespace: string): Promise<MessageTree> {
  const loaders = loadersByNamespace.get(namespace);
  if (!loaders || !isLanguage(language)) {
    return Promise.reject(new Error(`no texts for ${namespace} in ${language}`));
  }
  return loaders[language]();
}

/**
 * The one i18next instance of the page. `@agecheck/i18n` is a Module Federation singleton, so the shell and
 * every remote import this same object: the shell initialises it and changes its language, the remotes
 * only add their namespaces.
 */
export const i18n: I18n = i18next.createInstance();

type I18nPlugin = Module | NewableModule<Module>;

/**
 * Initialises the instance with the `common` namespace in `language` (the shell calls this once, at start);
 * resolves once those texts are loaded.
 */
export async function initI18n(language: Language, plugins: readonly I18nPlugin[] = []): Promise<I18n> {
  i18n.use(resourcesToBackend(loadTexts));
  for (const plugin of plugins) i18n.use(plugin);
  await i18n.init({
    lng: language,
    fallbackLng: 'de',
    supportedLngs: [...LANGUAGES],
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    fallbackNS: COMMON_NAMESPACE,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/**
 * Adds a remote's own namespace and starts loading it in the current language (idempotent: a second call
 * changes nothing). A screen that reads it before it is there suspends (the shell's areas render in Suspense).
 */
export function addNamespace(namespace: string, loaders: NamespaceLoaders): Promise<void> {
  if (!loadersByNamespace.has(namespace)) loadersByNamespace.set(namespace, loaders);
  return i18n.loadNamespaces(namespace);
}
