import { addNamespace } from '@agecheck/i18n';

/** The i18next namespace of mf-portal. */
export const PORTAL_NAMESPACE = 'portal';

/** Adds the `portal` namespace to the shared i18next instance (idempotent); each language loads when needed. */
export function registerPortalNamespace(): void {
  void addNamespace(PORTAL_NAMESPACE, {
    de: () => import('./portal.de').then((module) => module.portalDe),
    fr: () => import('./portal.fr').then((module) => module.portalFr),
    it: () => import('./portal.it').then((module) => module.portalIt),
  });
}
