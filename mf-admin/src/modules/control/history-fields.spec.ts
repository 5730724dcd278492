import { purchaseChanges, type PurchaseInput } from '@agecheck/contracts';
import { adminDe } from '../../i18n/admin.de';
import { adminFr } from '../../i18n/admin.fr';
import { adminIt } from '../../i18n/admin.it';
import type { ControlFormValues } from './control-form';
import { historyFieldLabelKey } from './history-fields';

// Issue 8, "the purchase detail shows what control changed (who, when, the value before and after)": the
// history names each changed field as the control form labels it, in the reader's language (issue 17:
// it showed `cashier.firstname`, `cashier.number`).

type CorrectedField =
  | `cashier.${keyof ControlFormValues['cashier']}`
  | Exclude<keyof ControlFormValues, 'cashier'>
  | keyof PurchaseInput;

const textAt = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('the labels of the fields a control changed', () => {
  it.each([
    ['cashier.gender', 'Geschlecht', 'Sexe'],
    ['cashier.name', 'Nachname', 'Nom'],
    ['cashier.firstname', 'Vorname', 'Prénom'],
    ['cashier.number', 'Personalnummer', 'Numéro du personnel'],
    ['cashier.remarks', 'Bemerkungen zur Kassierperson', undefined],
    ['regulationsRespected', 'Jugendschutzbestimmungen eingehalten', undefined],
    ['pass', 'Nach Ausweis gefragt', undefined],
    ['age', 'Nach Alter gefragt', undefined],
    ['reasonTMP', 'Grund', undefined],
    ['reason', 'Grund (Freitext)', undefined],
    ['remarks', 'Bemerkungen', undefined],
    ['vst', 'Filialnummer', undefined],
    ['name', 'Filiale', undefined],
    ['shopper.name', 'Testkäufer', undefined],
  ])('%s is "%s" in German', (field, de, fr) => {
    const key = historyFieldLabelKey(field);
    expect(key && textAt(adminDe, key)).toBe(de);
    if (fr) expect(key && textAt(adminFr, key)).toBe(fr);
  });

  it('names every field the control form and the store change correct, in de, fr and it', () => {
    const corrected: CorrectedField[] = [
      ...(['gender', 'name', 'firstname', 'number', 'remarks'] as const).map(
        (field) => `cashier.${field}` as const,
      ),
      ...(['regulationsRespected', 'pass', 'age', 'reasonTMP', 'reason', 'remarks'] as const),
      ...(['storeID', 'vst', 'name', 'type'] as const),
    ];
    const unnamed = corrected.flatMap((field) =>
      Object.entries({ de: adminDe, fr: adminFr, it: adminIt })
        .filter(([, tree]) => {
          const key = historyFieldLabelKey(field);
          return !key || typeof textAt(tree, key) !== 'string';
        })
        .map(([lang]) => `${field} (${lang})`),
    );
    expect(unnamed).toEqual([]);
  });

  it('labels the paths purchaseChanges gives for a corrected cashier', () => {
    const changes = purchaseChanges(
      { cashier: { name: 'Roth', firstname: 'Eva' } },
      { cashier: { name: 'Roth', firstname: 'Eve', number: '123456' } },
    );
    expect(changes.map(({ field }) => historyFieldLabelKey(field))).toEqual([
      'control.form.firstname',
      'control.form.number',
    ]);
  });

  it('leaves a path it has no label for as it is', () => {
    expect(historyFieldLabelKey('somethingNew.part')).toBeUndefined();
  });
});
