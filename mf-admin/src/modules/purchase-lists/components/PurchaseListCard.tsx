import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayStatus, displayStatusKey, exportState, type PurchaseRow } from '@agecheck/contracts';
import { formatDate, formatTime } from '@agecheck/ui';
import { AlkOverrideNote } from './AlkOverrideNote';

type Props = { row: PurchaseRow; actions: ReactNode };

/**
 * A purchase on a narrow screen (back-office spec, section 2): store, date, user and test type, the status
 * (zurückgestellt, abgeschlossen or kontrolliert) and the export (Auto, Manuell, Nicht exportiert); a
 * special reason shows only the reason and no status; the alkOverride note.
 */
export function PurchaseListCard({ row, actions }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const status = displayStatus(row);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="purchase-card">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate>
              {row.name} ({row.vst})
            </Text>
            <Text size="sm" c="dimmed">
              {[row.type[0].name, formatDate(row.date), formatTime(row.time), row.userName]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          {actions}
        </Group>
        <Group gap={6}>
          {row.testType ? (
            <Badge variant="outline" color="gray" size="sm">
              {t(`admin:purchases.testType.${row.testType}`)}
            </Badge>
          ) : null}
          <Badge variant="light" size="sm">
            {t(`common:${displayStatusKey(status)}`)}
          </Badge>
          {status.status === null ? null : (
            <Badge variant="light" size="sm" color="gray">
              {t('admin:purchases.exportLabel')}: {t(`common:purchase.export.${exportState(row)}`)}
            </Badge>
          )}
        </Group>
        {row.alkOverride ? <AlkOverrideNote /> : null}
      </Stack>
    </Paper>
  );
}
