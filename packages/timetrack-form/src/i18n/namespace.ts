import { addNamespace } from '@agecheck/i18n';

/** The i18next namespace of the time-record wizard. */
export const TIMETRACK_FORM_NAMESPACE = 'timetrackForm';

/** Adds the `timetrackForm` namespace to the shared i18next instance (idempotent); each language loads when needed. */
export function registerTimetrackFormNamespace(): void {
  void addNamespace(TIMETRACK_FORM_NAMESPACE, {
    de: () => import('./timetrack-form.de').then((module) => module.timetrackFormDe),
    fr: () => import('./timetrack-form.fr').then((module) => module.timetrackFormFr),
    it: () => import('./timetrack-form.it').then((module) => module.timetrackFormIt),
  });
}
