import { addNamespace } from '@agecheck/i18n';

/** The i18next namespace of mf-field. */
export const FIELD_NAMESPACE = 'field';

/** Adds the `field` namespace to the shared i18next instance (idempotent); each language loads when needed. */
export function registerFieldNamespace(): void {
  void addNamespace(FIELD_NAMESPACE, {
    de: () => import('./field.de').then((module) => module.fieldDe),
    fr: () => import('./field.fr').then((module) => module.fieldFr),
    it: () => import('./field.it').then((module) => module.fieldIt),
  });
}
