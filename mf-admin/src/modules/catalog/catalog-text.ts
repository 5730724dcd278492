import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@agecheck/ui';

/**
 * The text of a message key of the catalogue's screens: the admin namespace's `catalog.*` keys (decision
 * 0024) and the common ones (`util.*`) alike.
 */
export function useMessageText(): { text: (key: string) => string; errorText: (error: unknown) => string } {
  const { t } = useTranslation(['admin', 'common']);
  const text = (key: string) => t(key, { ns: ['admin', 'common'] });
  return { text, errorText: (error) => text(errorMessageKey(error)) };
}
