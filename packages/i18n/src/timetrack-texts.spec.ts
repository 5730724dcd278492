import {
  TIMETRACK_CUSTOMER_KINDS,
  LANGUAGES,
  TIMETRACK_REISEMITTEL,
  TIMETRACK_SHOPPER_CUSTOMER_TYPES,
  TIMETRACK_SONDER_TYPES,
  TIMETRACK_MESSAGE_KEYS,
  TIMETRACK_SHAPE_KEYS,
  TIMETRACK_TAGE,
  TIMETRACK_TYPES,
  TIMETRACK_WARNING_KEYS,
  TIMETRACK_WARNINGS,
  timetrackLabelKey,
} from '@agecheck/contracts';
import { commonBundles } from './common/common-bundles';
import type { MessageTree } from './messages';

const text = (tree: MessageTree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as MessageTree | undefined)?.[part], tree);

// Every message key the time-tracking rules and schemas report (checklist A.5, A.10 and its decided keys), the
// spec's toasts (F§8 L234) and the labels of every value the screens show, in de, fr and it.
const keys = [
  ...Object.values(TIMETRACK_MESSAGE_KEYS),
  ...Object.values(TIMETRACK_SHAPE_KEYS),
  ...Object.values(TIMETRACK_WARNING_KEYS),
  ...TIMETRACK_TYPES.map(timetrackLabelKey.type),
  ...TIMETRACK_SHOPPER_CUSTOMER_TYPES.map(timetrackLabelKey.shopperCustomerType),
  ...TIMETRACK_CUSTOMER_KINDS.map(timetrackLabelKey.customerKind),
  ...TIMETRACK_SONDER_TYPES.map(timetrackLabelKey.sonderType),
  ...TIMETRACK_TAGE.map(timetrackLabelKey.tag),
  ...TIMETRACK_REISEMITTEL.map(timetrackLabelKey.reisemittel),
  ...TIMETRACK_WARNINGS.map(timetrackLabelKey.warning),
  timetrackLabelKey.status('pending'),
  timetrackLabelKey.status('reviewed'),
  'timetrack.empty',
  'timetrack.delete',
  'timetrackNew.savedTK',
  'timetrackNew.savedComplete',
  'timetrack.check.unchecked_one',
  'timetrack.check.unchecked_other',
  'timetrack.check.allChecked',
  'timetrack.check.error',
  'timetrack.export.downloadError',
  'timetrack.export.error',
  'timetrack.rangeErr',
  'timetrack.monthErr',
  'util.cancelEdit',
  'util.saved',
  'util.loadError',
  'util.error',
];

describe.each(LANGUAGES)('time-tracking texts in %s', (lang) => {
  it.each(keys)('%s', (key) => expect(typeof text(commonBundles[lang], key)).toBe('string'));

  it('counts the unchecked reports and names the export failure', () => {
    expect(text(commonBundles[lang], 'timetrack.check.unchecked_other')).toContain('{{count}}');
    expect(text(commonBundles[lang], 'timetrack.export.error')).toContain('{{status}}');
  });
});

// The spec's German texts, word for word (checklist A.10).
describe('the spec wording in German', () => {
  it.each([
    ['timetrack.locked', 'Dieser Rapport ist für die Bearbeitung gesperrt.'], // F§4 L126, F§8 L229
    ['timetrack.empty', 'Keine Rapporte vorhanden.'], // F§2 L87
    ['timetrack.noReports', 'Es wurden keine Rapporte für diesen Monat gefunden.'], // F§7 L216, B§8 L200
    [
      'timetrack.check.unchecked_other',
      'Achtung! Es wurden {{count}} ungeprüfte Rapporte in der Zeitspanne gefunden.',
    ], // B§8 L208
    ['timetrack.check.allChecked', 'Alle Rapporte sind in dieser Zeitspanne geprüft!'], // B§8 L208
    ['timetrack.check.error', 'Fehler bei der Prüfung.'], // B§8 L197
    ['timetrack.export.downloadError', 'Fehler beim Download.'], // B§8 L197
    ['timetrack.export.error', 'Es ist ein Fehler aufgetreten: {{status}}'], // B§8 L198
    ['util.cancelEdit', 'Wollen Sie die Bearbeitung abbrechen?'], // B§2 L43, F§8 L233
    ['util.saved', 'Erfolgreich gespeichert!'], // B§8 L211
    ['util.loadError', 'Fehler beim Laden.'], // B§8 L196
  ])('%s', (key, wording) => expect(text(commonBundles.de, key)).toBe(wording));

  it.each(TIMETRACK_SHOPPER_CUSTOMER_TYPES)('the customer type %s is shown as stored', (type) =>
    expect(text(commonBundles.de, timetrackLabelKey.shopperCustomerType(type))).toBe(type),
  );
});
