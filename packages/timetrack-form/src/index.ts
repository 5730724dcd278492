/**
 * @agecheck/timetrack-form: the time-record wizard (five steps, the contracts' rules at their fields) and its
 * form. Used by mf-field's /time/new (saves through the outbox, back to /time after) and by mf-admin's edit
 * dialog of a time record (A-R6: saves with `PUT api/timetrack/{id}`, the dialog closes after). What differs
 * between them is given as props of `TimetrackWizard`: `save`, `onDone`, `ownerRoles`, `ReceiptField`.
 */
export * from './TimetrackWizard';
export * from './timetrack-form';
export * from './types';
export * from './queries';
export { TIMETRACK_FORM_NAMESPACE, registerTimetrackFormNamespace } from './i18n/namespace';
