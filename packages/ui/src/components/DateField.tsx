import '@mantine/dates/styles.css';
import 'dayjs/locale/de-ch';
import 'dayjs/locale/fr-ch';
import 'dayjs/locale/it-ch';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { parseSwissDate } from '../dates';

const DAYJS_LOCALES: Record<string, string> = { de: 'de-ch', fr: 'fr-ch', it: 'it-ch' };

export type DateFieldProps = Omit<DateInputProps, 'valueFormat' | 'dateParser' | 'locale' | 'firstDayOfWeek'>;

/**
 * A date input that shows and reads dd.MM.yyyy, with the calendar in the interface language and weeks
 * starting on Monday (field-app spec, section 9). Its value is a `yyyy-MM-dd` string.
 *
 * Imported from `@agecheck/ui/date-field` (not the package root), so only the remotes that need a date input
 * load `@mantine/dates`, and the shell's first load stays without it.
 */
export function DateField(props: DateFieldProps) {
  const { i18n } = useTranslation();
  return (
    <DateInput
      valueFormat="DD.MM.YYYY"
      dateParser={parseSwissDate}
      locale={DAYJS_LOCALES[i18n.language] ?? 'de-ch'}
      firstDayOfWeek={1}
      {...props}
    />
  );
}
