import { Badge, Code, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PurchaseChange } from '@agecheck/contracts';
import { formatDate, formatDateTime, LoadState } from '@agecheck/ui';
import { usePurchaseHistory } from '../control.api';
import { historyFieldLabelKey } from '../history-fields';

const shown = (value: unknown, none: string) =>
  value === undefined ? none : typeof value === 'string' ? value : JSON.stringify(value);

function Changes({ changes }: { changes: readonly PurchaseChange[] }) {
  const { t } = useTranslation('admin');
  if (changes.length === 0) return <Text size="sm">{t('control.history.noChanges')}</Text>;
  const none = t('control.history.none');
  const label = (field: string) => {
    const key = historyFieldLabelKey(field);
    return key ? t(key) : field;
  };
  return (
    <Table withTableBorder fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('control.history.field')}</Table.Th>
          <Table.Th>{t('control.history.before')}</Table.Th>
          <Table.Th>{t('control.history.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Td>{label(change.field)}</Table.Td>
            <Table.Td>{shown(change.before, none)}</Table.Td>
            <Table.Td>{shown(change.after, none)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * What control changed on a purchase, who and when, and the report as first submitted with the sha256 of its
 * evidence (issue 8, "evidence that holds up"). For the control screen and the purchase detail dialog.
 */
export function PurchaseHistoryPanel({ purchaseId }: { purchaseId: string }) {
  const { t } = useTranslation('admin');
  const history = usePurchaseHistory(purchaseId);
  if (history.isPending || history.isError)
    return <LoadState error={history.error} onRetry={() => void history.refetch()} />;
  const { original, entries } = history.data;

  return (
    <Stack gap="sm" data-testid="control-history">
      <Text fw={600}>{t('control.history.title')}</Text>
      {entries.length === 0 ? <Text size="sm">{t('control.history.empty')}</Text> : null}
      {entries.map((entry) => (
        <Paper key={entry.version} withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Text size="sm">
              <Badge variant="outline" color="dark" mr="xs">
                {t(`control.history.action.${entry.action}`)}
              </Badge>
              {t('control.history.by', { date: formatDateTime(entry.at), name: entry.by.name })}
            </Text>
            {entry.notice ? <Text size="sm">{entry.notice}</Text> : null}
            <Changes changes={entry.changes} />
          </Stack>
        </Paper>
      ))}
      {original ? (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('control.history.original', { date: formatDate(original.keptAt), version: original.version })}
          </Text>
          {original.evidence.length > 0 ? (
            <>
              <Text size="sm" c="dimmed">
                {t('control.history.evidence')}
              </Text>
              {original.evidence.map(({ file, sha256 }) => (
                <Code key={file} block>
                  {file}: {sha256}
                </Code>
              ))}
            </>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
