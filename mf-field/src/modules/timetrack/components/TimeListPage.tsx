import { useEffect, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { timetrackDeleteOffered, toIsoDate, type Timetrack, type TimetrackInput } from '@agecheck/contracts';
import { getOutbox } from '@agecheck/outbox';
import {
  ConfirmDialog,
  EmptyState,
  errorMessageKey,
  IconTrash,
  LoadState,
  notify,
  PageHeader,
  useShell,
} from '@agecheck/ui';
import {
  useDeleteTimetrack,
  useTimetrackCustomers,
  useTimetrackRegions,
  useTimetracks,
  useTimetrackSettings,
} from '../timetrack.api';
import { timetrackListItem, waitingTimetracks, type TimetrackListItem } from '../timetrack-list';
import { MonthExport } from './MonthExport';

/**
 * /time (field-app spec, section 2; checklist A.3): the user's records in two sections, open and complete,
 * with the records still waiting on the phone above them; add, open, delete where the rules offer it; the
 * user's own month as a workbook.
 */
export function TimeListPage() {
  const { t } = useTranslation(['field', 'common']);
  const { user } = useShell();
  const navigate = useNavigate();
  const records = useTimetracks();
  const hasDetective = records.data?.some((record) => record.typ === 'detektiv') ?? false;
  const customers = useTimetrackCustomers(hasDetective);
  const lockSettings = useTimetrackSettings();
  const regions = useTimetrackRegions(hasDetective);
  const remove = useDeleteTimetrack();
  const [toDelete, setToDelete] = useState<Timetrack | null>(null);
  const waiting = useWaitingTimetracks(user._id);

  const item = (record: Parameters<typeof timetrackListItem>[0]) =>
    timetrackListItem(record, customers.data ?? [], regions.data ?? []);
  const open = (id: string) => void navigate(`/time/new?id=${encodeURIComponent(id)}`);
  const caller = { id: user._id, roles: user.role };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        notify({ color: 'green', message: t('common:timetrack.delete') });
        setToDelete(null);
      },
      onError: (error) => notify({ color: 'red', message: t(`common:${errorMessageKey(error)}`) }),
    });
  };

  const section = (title: string, list: Timetrack[], testId: string) => (
    <Stack gap="xs" data-testid={testId}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {list.map((record) => (
        <RecordItem
          key={record._id}
          item={item(record)}
          onOpen={() => open(record._id)}
          onDelete={
            timetrackDeleteOffered(record, caller, lockSettings, toIsoDate())
              ? () => setToDelete(record)
              : undefined
          }
        />
      ))}
    </Stack>
  );

  const stored = records.data ?? [];
  const storedIds = new Set(stored.map((record) => record._id));
  const pending = waiting.filter((record) => record.typ);
  return (
    <Stack maw={760}>
      <PageHeader
        title={t('field:time.title')}
        actions={
          <Group gap="xs">
            <MonthExport />
            <Button onClick={() => void navigate('/time/new')}>{t('field:time.add')}</Button>
          </Group>
        }
      />
      {pending.length > 0 ? (
        <Stack gap="xs" data-testid="time-waiting">
          <Title order={3} size="h4">
            {t('field:time.waiting')}
          </Title>
          {/* what was saved without a network, sent once the network is there (decision A-C4) */}
          {pending.map((record) => (
            <RecordItem
              key={record._id}
              item={item(record)}
              badge={storedIds.has(record._id) ? undefined : t('field:time.notSent')}
              onOpen={() => open(record._id)}
            />
          ))}
        </Stack>
      ) : null}
      {records.fetchStatus === 'paused' && !records.data ? null : records.isPending || records.isError ? (
        <LoadState error={records.error} onRetry={() => void records.refetch()} />
      ) : stored.length === 0 && pending.length === 0 ? (
        <EmptyState title={t('common:timetrack.empty')} />
      ) : (
        <>
          {section(
            t('field:time.open'),
            stored.filter((record) => !record.complete),
            'time-open',
          )}
          {section(
            t('field:time.complete'),
            stored.filter((record) => record.complete),
            'time-complete',
          )}
        </>
      )}
      <ConfirmDialog
        opened={toDelete !== null}
        message={t('common:util.deleteQ')}
        confirmLabel={t('common:util.delete')}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

function RecordItem({
  item,
  badge,
  onOpen,
  onDelete,
}: {
  item: TimetrackListItem;
  badge?: string;
  onOpen: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation(['field', 'common']);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="time-item">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2} style={{ cursor: 'pointer', flex: 1 }} onClick={onOpen}>
          <Group gap="xs">
            <Text fw={600}>{item.title}</Text>
            {badge ? (
              <Badge color="blue" variant="light">
                {badge}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm">{item.when}</Text>
          {item.amount ? (
            <Text size="sm" c="dimmed">
              {t(`field:time.item.${item.amount.key}`, { hours: item.amount.value.toFixed(2) })}
            </Text>
          ) : null}
        </Stack>
        {onDelete ? (
          <ActionIcon variant="subtle" color="red" aria-label={t('common:util.delete')} onClick={onDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        ) : null}
      </Group>
    </Paper>
  );
}

/** The user's time records waiting in the outbox, kept up to date. */
function useWaitingTimetracks(userId: string): TimetrackInput[] {
  const [records, setRecords] = useState<TimetrackInput[]>([]);
  useEffect(() => {
    const outbox = getOutbox();
    return outbox.watch(
      () => outbox.list(userId),
      (reports) => setRecords(waitingTimetracks(reports)),
    );
  }, [userId]);
  return records;
}
