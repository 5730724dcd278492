import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@agecheck/ui';
import type { PromoCheckListItem } from '../promo-checks.api';

type Props = { check: PromoCheckListItem };

/** One promo check of the list: store format, store number, city, date and time. */
export function PromoCheckRow({ check }: Props) {
  const { t } = useTranslation('promo');
  const store = check.promoStore ?? {};
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Text fw={600}>
            {[store.format, t('list.store', { vst: store.vst ?? '' })].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm" c="dimmed">
            {store.city}
          </Text>
        </Stack>
        <Text size="sm">
          {formatDate(check.date)} {formatTime(check.time)}
        </Text>
      </Group>
    </Paper>
  );
}
