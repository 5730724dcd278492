import { ActionIcon, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpeningRange } from '@agecheck/contracts';
import { IconPlus, IconTrash, localeOf } from '@agecheck/ui';

/** The week from Monday (back-office spec, section 9: "week starts Monday"); 0 is Sunday as in the periods. */
const WEEKDAYS_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

/** A Sunday (2026-11-22): day `d` of the periods is this date plus `d` days. */
const A_SUNDAY = Date.UTC(2026, 10, 22, 12);

/** The weekday's name in the language shown (Intl knows them in de, fr and it). */
function weekdayName(day: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(A_SUNDAY + day * 86_400_000),
  );
}

/** A new range of a day: a shop's usual day. */
const NEW_RANGE: OpeningRange = { open: '08:00', close: '18:00' };

type Props = {
  /** Ranges per weekday, index 0 Sunday. */
  days: OpeningRange[][];
  onChange: (days: OpeningRange[][]) => void;
  error?: string;
};

/** The opening hours per weekday of the store edit dialog: each day's ranges, HH:MM to HH:MM. */
export function OpeningHoursFields({ days, onChange, error }: Props) {
  const { t, i18n } = useTranslation('admin');
  const setDay = (day: number, ranges: OpeningRange[]) =>
    onChange(days.map((current, index) => (index === day ? ranges : current)));
  return (
    <Stack gap="xs">
      <Table verticalSpacing={4} withRowBorders={false}>
        <Table.Tbody>
          {WEEKDAYS_FROM_MONDAY.map((day) => {
            const name = weekdayName(day, i18n.language);
            const ranges = days[day] ?? [];
            return (
              <Table.Tr key={day}>
                <Table.Th scope="row" w={120} fw={500}>
                  {name}
                </Table.Th>
                <Table.Td>
                  <Stack gap={4}>
                    {ranges.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('stores.edit.closed')}
                      </Text>
                    ) : null}
                    {ranges.map((range, index) => (
                      <Group key={index} gap="xs" wrap="nowrap">
                        <TextInput
                          aria-label={t('stores.edit.opens', { day: name })}
                          placeholder="HH:MM"
                          value={range.open}
                          onChange={(event) =>
                            setDay(
                              day,
                              ranges.map((r, i) =>
                                i === index ? { ...r, open: event.currentTarget.value } : r,
                              ),
                            )
                          }
                          w={90}
                        />
                        <Text size="sm">–</Text>
                        <TextInput
                          aria-label={t('stores.edit.closes', { day: name })}
                          placeholder="HH:MM"
                          value={range.close}
                          onChange={(event) =>
                            setDay(
                              day,
                              ranges.map((r, i) =>
                                i === index ? { ...r, close: event.currentTarget.value } : r,
                              ),
                            )
                          }
                          w={90}
                        />
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('stores.edit.removeRange', { day: name })}
                          onClick={() =>
                            setDay(
                              day,
                              ranges.filter((_, i) => i !== index),
                            )
                          }
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td w={48}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('stores.edit.addRange', { day: name })}
                    onClick={() => setDay(day, [...ranges, NEW_RANGE])}
                  >
                    <IconPlus size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
