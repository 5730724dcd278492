import { EVENT_SUBJECTS, LANGUAGES, PROTOCOL_MODULES } from '@agecheck/contracts';
import { commonBundles } from './common/common-bundles';
import type { MessageTree } from './messages';

const text = (tree: MessageTree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as MessageTree | undefined)?.[part], tree);

const placeholders = (value: unknown): string[] =>
  [...String(value).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] as string).sort();

// Every event reaches the protocol with the short text `protocol.<subject>` (gateway/src/protocol/
// protocol.describe.ts) and is filtered by its type `protocolType.<subject>` (/admin/protocol, decision 0040):
// a new subject in packages/contracts/src/events needs both texts in de, fr and it, with the same parameters.
describe.each(LANGUAGES)('the protocol’s texts in %s', (lang) => {
  it.each(Object.keys(EVENT_SUBJECTS))('protocol.%s', (subject) => {
    const short = text(commonBundles[lang], `protocol.${subject}`);
    expect(typeof short).toBe('string');
    expect((short as string).trim()).not.toBe('');
    expect(placeholders(short)).toEqual(placeholders(text(commonBundles.de, `protocol.${subject}`)));
  });

  it.each(Object.keys(EVENT_SUBJECTS))('protocolType.%s', (subject) => {
    const label = text(commonBundles[lang], `protocolType.${subject}`);
    expect(typeof label).toBe('string');
    expect((label as string).trim()).not.toBe('');
  });

  it.each(PROTOCOL_MODULES)('protocolModule.%s', (module) => {
    const label = text(commonBundles[lang], `protocolModule.${module}`);
    expect(typeof label).toBe('string');
    expect((label as string).trim()).not.toBe('');
  });
});
