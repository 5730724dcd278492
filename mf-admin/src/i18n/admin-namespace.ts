import { addNamespace } from '@agecheck/i18n';

/** The i18next namespace of mf-admin. */
export const ADMIN_NAMESPACE = 'admin';

/** Adds the `admin` namespace to the shared i18next instance (idempotent); each language loads when needed. */
export function registerAdminNamespace(): void {
  void addNamespace(ADMIN_NAMESPACE, {
    de: () => import('./admin.de').then((module) => module.adminDe),
    fr: () => import('./admin.fr').then((module) => module.adminFr),
    it: () => import('./admin.it').then((module) => module.adminIt),
  });
}
