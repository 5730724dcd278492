import { addNamespace } from '@agecheck/i18n';
import { portalDe } from './portal.de';
import { portalFr } from './portal.fr';
import { portalIt } from './portal.it';

/** The i18next namespace of mf-portal. */
export const PORTAL_NAMESPACE = 'portal';

/** Adds the `portal` namespace to the shared i18next instance (idempotent). */
export function registerPortalNamespace(): void {
  addNamespace(PORTAL_NAMESPACE, { de: portalDe, fr: portalFr, it: portalIt });
}
