import {
  isValidPassword,
  passwordChangeSchema,
  selfChangeRefusal,
  userFormErrors,
  userFormSchema,
  type UserForm,
} from './user-admin.schema';

// The user form and the password rule: back-office spec, section 5, L132 ("name, login name, mail required;
// password required only on creation; VL required for portalUser without portalAdmin ... Password rules: at
// least 8 characters, a lowercase letter, an uppercase letter, a digit, no whitespace"), field-app spec,
// section 5, L138 (the password change) and decision D-C7 (one rule for every way a password is set).

describe('the password rule (B§5 L132, F§5 L138, D-C7)', () => {
  it.each([
    ['Richtig1', true, 'eight characters with all classes'],
    ['Kurz1a', false, 'too short (the sign-up minimum of 3 is not kept, D-C7)'],
    ['Kur1Aa7', false, 'seven characters'],
    ['langgenug1', false, 'no upper-case letter'],
    ['LANGGENUG1', false, 'no lower-case letter'],
    ['LangGenug', false, 'no digit'],
    ['Lang Genug1', false, 'a space'],
    ['LangGenug1\t', false, 'a tab'],
    ['ÄrgerLich9', true, 'umlauts count as letters beside the ASCII ones'],
  ])('%s → %s (%s)', (password, valid) => expect(isValidPassword(password)).toBe(valid));
});

const form = (changes: Partial<UserForm> = {}): UserForm =>
  userFormSchema.parse({
    name: 'Tina Tester',
    email: 'tina@agecheck.example',
    password: 'Richtig1',
    role: ['testkaeufer'],
    ...changes,
  });

describe('the user form (B§5 L132, D.1, D-C1, D-C5, D-C6)', () => {
  it.each<[string, Partial<UserForm>, boolean, string[]]>([
    ['a complete new user', {}, true, []],
    ['name missing', { name: '  ' }, true, ['name:users.nameErr']],
    ['login name missing', { email: '' }, true, ['email:users.mailErr']],
    ['login name not an address', { email: 'tina' }, true, ['email:users.mailInvalid']],
    ['the mail defaults to the login name', { mail: '' }, true, []],
    ['a contact mail that is not an address', { mail: 'tina at home' }, true, ['mail:users.mailInvalid']],
    ['password missing on creation', { password: '' }, true, ['password:users.pwRequired']],
    ['password missing on edit: kept', { password: undefined }, false, []],
    ['a new password on edit follows the rule', { password: 'kurz' }, false, ['password:users.pwRule']],
    ['a password against the rule', { password: 'langgenug1' }, true, ['password:users.pwRule']],
    ['portalUser without VL', { role: ['portalUser'] }, true, ['vl:users.vlErr']],
    ['portalUser with VL', { role: ['portalUser'], vl: 'VL Zürich' }, true, []],
    ['portalUser with all VLs', { role: ['portalUser'], vl: '-1' }, true, []],
    ['portalUser and portalAdmin without VL', { role: ['portalUser', 'portalAdmin'] }, true, []],
    ['therefore is no role for a person (D-C6)', { role: ['therefore'] }, true, ['role:users.roleErr']],
    [
      'empty name, e-mail and password',
      { name: '', email: '', password: '' },
      true,
      ['name:users.nameErr', 'email:users.mailErr', 'password:users.pwRequired'],
    ],
  ])('%s', (_case, changes, creating, expected) =>
    expect(userFormErrors(form(changes), creating).map(({ path, key }) => `${path}:${key}`)).toEqual(
      expected,
    ),
  );

  it('takes the login name in lower case and trims the texts', () =>
    expect(form({ email: ' Tina@AgeCheck.example ', name: ' Tina ' })).toMatchObject({
      email: 'tina@agecheck.example',
      name: 'Tina',
    }));

  it('refuses fields the form does not have', () =>
    expect(userFormSchema.safeParse({ ...form(), admin: true }).success).toBe(false));
});

describe('deleting oneself or removing one’s own admin role is refused (D-C4)', () => {
  it.each<
    [string, string, { _id: string; role: ('admin' | 'planung')[]; deleted?: boolean }, string | undefined]
  >([
    ['another user deleted', 'a1', { _id: 'u2', role: [], deleted: true }, undefined],
    ['oneself deleted', 'a1', { _id: 'a1', role: ['admin'], deleted: true }, 'self-delete'],
    ['own admin role removed', 'a1', { _id: 'a1', role: ['planung'] }, 'self-admin'],
    ['own roles kept', 'a1', { _id: 'a1', role: ['admin', 'planung'] }, undefined],
  ])('%s → %s', (_case, caller, target, refusal) => expect(selfChangeRefusal(caller, target)).toBe(refusal));
});

describe('the password change call (F§7 L192)', () => {
  it('needs the old and the new password and nothing else', () => {
    expect(passwordChangeSchema.safeParse({ oldPassword: 'a', newPassword: 'b' }).success).toBe(true);
    expect(passwordChangeSchema.safeParse({ newPassword: 'b' }).success).toBe(false);
    expect(passwordChangeSchema.safeParse({ oldPassword: 'a', newPassword: 'b', id: 'x' }).success).toBe(
      false,
    );
  });
});
