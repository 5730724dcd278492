import { useTranslation } from 'react-i18next';
import type { OpeningStatus } from '@agecheck/contracts';

/** The opening status of a store as a sentence ("Geöffnet bis 20:00", "Öffnet Montag um 08:00"). */
export function useOpeningText() {
  const { t } = useTranslation('field');
  return (status: OpeningStatus) =>
    t(`field:${status.text}`, {
      time: status.time ?? '',
      day: status.day === undefined ? '' : t(`field:stores.weekday.${status.day}`),
    });
}
