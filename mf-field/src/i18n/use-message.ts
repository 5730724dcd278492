import { useTranslation } from 'react-i18next';

/** Translates a message key of the spec: the field app's own keys live in `field`, shared ones in `common`. */
export function useMessage() {
  const { t } = useTranslation(['field', 'common']);
  return (key: string) => t([`field:${key}`, `common:${key}`]);
}
