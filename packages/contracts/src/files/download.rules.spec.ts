import { canSeeDownload } from './download.rules';
import { downloadCategoryInputSchema, downloadInputSchema } from './download.schema';

describe('canSeeDownload: the caller holds one of its roles, admin sees all (F§3 L111, B§5 L138, D-C12)', () => {
  it.each([
    ['a tester, a download for testers', ['testkaeufer'], ['testkaeufer'], true],
    ['a tester, a download for detectives', ['testkaeufer'], ['detektiv'], false],
    ['both roles, a download for detectives', ['testkaeufer', 'detektiv'], ['detektiv'], true],
    ['a detective, a download for testers and detectives', ['detektiv'], ['testkaeufer', 'detektiv'], true],
    ['planung, a download for testers', ['planung'], ['testkaeufer'], false],
    [
      'admin, a download for testers (admin cannot be assigned and sees all)',
      ['admin'],
      ['testkaeufer'],
      true,
    ],
    ['admin, a download without roles', ['admin'], [], true],
    ['no roles at all', [], ['testkaeufer'], false],
  ])('%s: %s', (_case, caller, roles, expected) => {
    expect(canSeeDownload(caller, { roles })).toBe(expected);
  });
});

const valid = {
  category: '0123456789abcdef01234567',
  roles: ['testkaeufer'],
  name: 'Merkblatt',
  file: '0123456789abcdef01234567.pdf',
};

describe('a download: category, roles, name required, the admin role cannot be assigned (B§5 L138)', () => {
  it.each([
    ['no category', { ...valid, category: '' }, 'category', 'util.required'],
    ['no roles', { ...valid, roles: [] }, 'roles', 'util.required'],
    ['the admin role', { ...valid, roles: ['testkaeufer', 'admin'] }, 'roles.1', 'downloads.adminRole'],
    ['an unknown role', { ...valid, roles: ['chef'] }, 'roles.0', 'util.required'],
    ['no name', { ...valid, name: '  ' }, 'name', 'util.required'],
    ['no file', { ...valid, file: undefined }, 'file', 'downloads.unknownFile'],
    [
      'a file name of another kind',
      { ...valid, file: '0123456789abcdef01234567.exe' },
      'file',
      'downloads.unknownFile',
    ],
  ])('%s: %s %s', (_case, input, path, key) => {
    const result = downloadInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      path,
      key,
    ]);
  });

  it('takes a download for every role but admin', () => {
    const roles = ['testkaeufer', 'detektiv', 'promocheck', 'planung', 'promoAdmin', 'portalUser'];
    expect(downloadInputSchema.parse({ ...valid, roles }).roles).toEqual(roles);
  });
});

describe('a download category: names de, fr, it, all required (B§5 L138)', () => {
  it.each(['de', 'fr', 'it'])('without the name in %s: util.required', (lang) => {
    const names = { de: 'Merkblätter', fr: 'Fiches', it: 'Schede', [lang]: '' };
    const result = downloadCategoryInputSchema.safeParse({ names });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [`names.${lang}`, 'util.required'],
    ]);
  });
});
