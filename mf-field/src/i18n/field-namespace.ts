import { addNamespace } from '@agecheck/i18n';
import { fieldDe } from './field.de';
import { fieldFr } from './field.fr';
import { fieldIt } from './field.it';

/** The i18next namespace of mf-field. */
export const FIELD_NAMESPACE = 'field';

/** Adds the `field` namespace to the shared i18next instance (idempotent). */
export function registerFieldNamespace(): void {
  addNamespace(FIELD_NAMESPACE, { de: fieldDe, fr: fieldFr, it: fieldIt });
}
