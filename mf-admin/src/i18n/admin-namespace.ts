import { addNamespace } from '@agecheck/i18n';
import { adminDe } from './admin.de';
import { adminFr } from './admin.fr';
import { adminIt } from './admin.it';

/** The i18next namespace of mf-admin. */
export const ADMIN_NAMESPACE = 'admin';

/** Adds the `admin` namespace to the shared i18next instance (idempotent). */
export function registerAdminNamespace(): void {
  addNamespace(ADMIN_NAMESPACE, { de: adminDe, fr: adminFr, it: adminIt });
}
