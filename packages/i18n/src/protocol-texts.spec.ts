import { EVENT_SUBJECTS, LANGUAGES } from '@agecheck/contracts';
import { commonBundles } from './common/common-bundles';
import type { MessageTree } from './messages';

const text = (tree: MessageTree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as MessageTree | undefined)?.[part], tree);

// Every event reaches the protocol with the short text `protocol.<subject>` (gateway/src/protocol/
// protocol.describe.ts): a new subject in packages/contracts/src/events needs its text in de, fr and it.
describe.each(LANGUAGES)('the protocol’s texts in %s', (lang) => {
  it.each(Object.keys(EVENT_SUBJECTS))('protocol.%s', (subject) =>
    expect(typeof text(commonBundles[lang], `protocol.${subject}`)).toBe('string'),
  );
});
