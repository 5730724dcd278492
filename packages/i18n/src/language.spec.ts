import { detectLanguage } from './language';
import { commonBundles } from './common/common-bundles';

describe('interface language (field-app spec, section 1)', () => {
  // "The interface language comes from the user's settings (de, fr, it); when no preference is stored the
  // browser language is used (de, fr, otherwise de)."
  it.each([
    ['fr', ['de-CH'], 'fr'],
    ['it', ['fr-CH'], 'it'],
    ['de', ['fr'], 'de'],
    [undefined, ['fr-CH', 'de'], 'fr'],
    [undefined, ['de-CH'], 'de'],
    [undefined, ['it-CH'], 'de'],
    [undefined, ['en-US'], 'de'],
    [undefined, [], 'de'],
    ['en', ['fr'], 'fr'],
  ])('stored %s, browser %j gives %s', (stored, browser, expected) => {
    expect(detectLanguage(stored, browser)).toBe(expected);
  });
});

describe('common namespace', () => {
  const leafKeys = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value as object, `${prefix}${key}.`),
    );

  it('has the same keys in de, fr and it', () => {
    const de = leafKeys(commonBundles.de).sort();
    expect(leafKeys(commonBundles.fr).sort()).toEqual(de);
    expect(leafKeys(commonBundles.it).sort()).toEqual(de);
  });

  // The spec's message keys (field-app spec, sections 5 and 8) that the screens of this issue use.
  it.each([
    'util.error',
    'shopper.fail',
    'shopper.success',
    'shopper.nameErr',
    'shopper.vornameErr',
    'shopper.dateErr',
    'shopper.genderErr',
    'shopper.streetErr',
    'shopper.zipErr',
    'shopper.cityErr',
    'shopper.userErr',
    'settings.saved',
  ])('defines %s in every language', (key) => {
    for (const bundle of Object.values(commonBundles)) {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);
      expect(typeof value).toBe('string');
    }
  });

  it('gives the generic error its spec wording', () => {
    expect(commonBundles.de.util).toMatchObject({ error: 'Es ist ein Fehler aufgetreten.' });
  });

  it('translates rather than copies German', () => {
    const de = leafKeys(commonBundles.de);
    const read = (bundle: object, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
    const copied = de.filter(
      (key) => !key.startsWith('lang.') && read(commonBundles.fr, key) === read(commonBundles.de, key),
    );
    // Words that are the same in both languages (Administration, Actions, Therefore, ...).
    expect(copied.length).toBeLessThan(8);
  });
});
