import type { Language } from '@agecheck/contracts';
import type { MessageTree } from '../messages';
import { commonDe } from './common.de';
import { commonFr } from './common.fr';
import { commonIt } from './common.it';

/** The `common` namespace in all three languages at once, for the checks that compare them (not for apps). */
export const commonBundles: Readonly<Record<Language, MessageTree>> = {
  de: commonDe,
  fr: commonFr,
  it: commonIt,
};
