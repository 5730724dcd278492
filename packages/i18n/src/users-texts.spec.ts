import { LANGUAGES, PERSON_ROLES, USER_MESSAGE_KEYS } from '@agecheck/contracts';
import { commonBundles } from './common/common-bundles';
import type { MessageTree } from './messages';

const text = (tree: MessageTree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as MessageTree | undefined)?.[part], tree);

// Every message key of the user form, the users administration and the password change (D.1, D.3; B§5 L132,
// F§5 L138) and the label of every role the form offers, in de, fr and it.
const keys = [...USER_MESSAGE_KEYS, ...PERSON_ROLES.map((role) => `role.${role}`)];

describe.each(LANGUAGES)('the users texts in %s', (lang) => {
  it.each(keys)('%s', (key) => expect(typeof text(commonBundles[lang], key)).toBe('string'));
});
