import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Purchase } from '@agecheck/contracts';
import { formatDate, formatTime } from '@agecheck/ui';
import { useMessage } from '../../../i18n/use-message';
import { pendingRejection } from '../reason-rejected';

type Props = {
  purchase: Purchase;
  /** The i18n key of the display status (or of the special reason shown instead). */
  statusKey: string;
  actions: ReactNode;
};

/**
 * One purchase of a list: store, number, date and time, test type and display status, and whether control
 * rejected its special reason.
 */
export function PurchaseCard({ purchase, statusKey, actions }: Props) {
  const { t } = useTranslation('field');
  const text = useMessage();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="purchase-row">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Stack gap={2} miw={0}>
          <Text fw={600} truncate>
            {purchase.name || t('purchase.list.noStore')}
          </Text>
          <Text size="sm" c="dimmed">
            {[purchase.type[0]?.name, purchase.vst, formatDate(purchase.date), formatTime(purchase.time)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Group gap={6}>
            <Badge variant="light" size="sm">
              {text(statusKey)}
            </Badge>
            {purchase.testType ? (
              <Badge variant="outline" size="sm" color="gray">
                {t(`purchase.testType.${purchase.testType}`)}
              </Badge>
            ) : null}
            {pendingRejection(purchase) ? (
              <Badge size="sm" color="orange.4" autoContrast>
                {t('purchase.reasonRejected.badge')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {actions}
        </Group>
      </Group>
    </Paper>
  );
}
