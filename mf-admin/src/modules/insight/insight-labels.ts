import type { TFunction } from 'i18next';
import { INSIGHT_UNKNOWN, type InsightDimension } from '@agecheck/contracts';

/** How a dimension's value reads on the insight page ('16 Jahre', '09–10 Uhr', 'Montag', 'Nachtest der Filiale'). */
export function insightValueLabel(t: TFunction, dimension: InsightDimension, value: string): string {
  if (value === INSIGHT_UNKNOWN) return t('admin:insight.unknown');
  switch (dimension) {
    case 'shopperAge':
      return t('admin:insight.ageValue', { age: value });
    case 'hour':
      return t('admin:insight.hourValue', { hour: value, next: String(Number(value) + 1).padStart(2, '0') });
    case 'weekday':
    case 'repeat':
    case 'testType':
      return t(`admin:insight.${dimension}.${value}`);
    default:
      return value;
  }
}

/** A share as a percentage in the interface language, one decimal at most ('33,3 %'); '–' without tests. */
export function formatRate(rate: number | undefined, locale: string): string {
  if (rate === undefined) return '–';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}
