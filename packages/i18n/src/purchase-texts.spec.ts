import {
  CHIEF_POSITIONS,
  presetKey,
  REASON_PRESETS,
  SIGNATURE_PROBLEMS,
  LANGUAGES,
  PURCHASE_MESSAGE_KEYS,
  SPECIAL_REASONS,
} from '@agecheck/contracts';
import { commonBundles } from './common/common-bundles';
import type { MessageTree } from './messages';

const text = (tree: MessageTree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as MessageTree | undefined)?.[part], tree);

// The preset lists the contracts decide (docs/decisions/0014-purchase-rules.md), the display status
// (field-app spec, section 4) and the warnings and message keys the rules add, read by the field app and
// the back office alike, and every message key of the purchase rules (the wizard and control both show them).
const keys = [
  ...Object.values(PURCHASE_MESSAGE_KEYS),
  ...REASON_PRESETS.map(presetKey.reason),
  ...SIGNATURE_PROBLEMS.map(presetKey.signatureProblem),
  ...CHIEF_POSITIONS.map(presetKey.chiefPosition),
  ...SPECIAL_REASONS.map(presetKey.specialReason),
  'purchase.status.delayed',
  'purchase.status.completed',
  'purchase.status.checked',
  'purchase.error.wrongUser',
  'purchase.error.notInSprint',
  'purchase.error.shopperRecentlyTested',
  'purchase.error.shopperAgeOutsideBand',
];

describe.each(LANGUAGES)('purchase texts in %s', (lang) => {
  it.each(keys)('%s', (key) => expect(typeof text(commonBundles[lang], key)).toBe('string'));
});
