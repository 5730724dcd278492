import { useEffect, useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, notify } from '@agecheck/ui';
import type { OutboxReport } from '../outbox-db';
import { getOutbox } from '../page-sender';
import { formatSendTime } from './format-time';
import { RefusalReason } from './RefusalReason';

export type RefusedReportsProps = {
  userId: string;
  opened: boolean;
  onClose: () => void;
  /** Opens a refused report in its form (for a purchase: the wizard, which restores what was sent). */
  onOpen?: (report: OutboxReport) => void;
  /** Namespaces that hold the server's message keys besides `common` (e.g. the field errors of a form). */
  messageNamespaces?: readonly string[];
};

/** The user's refused reports, kept current in every tab as the outbox changes. */
function useRefusedReports(userId: string, active: boolean): OutboxReport[] {
  const [reports, setReports] = useState<OutboxReport[]>([]);
  useEffect(() => {
    if (!active) return;
    const outbox = getOutbox();
    return outbox.watch(() => outbox.listNeedsAttention(userId), setReports);
  }, [userId, active]);
  return reports;
}

/**
 * The reports the server refused (OFFLINE.md, point 6: "needs attention, shown to the user"): what each is,
 * when it was saved, the server's reason, and what the user can do: open it to change it (saving it again
 * sends it again), send it again unchanged, or drop it after a confirmation.
 */
export function RefusedReports({
  userId,
  opened,
  onClose,
  onOpen,
  messageNamespaces = [],
}: RefusedReportsProps) {
  const { t, i18n } = useTranslation();
  const reports = useRefusedReports(userId, opened);
  const [toDiscard, setToDiscard] = useState<OutboxReport | null>(null);
  const [discarding, setDiscarding] = useState(false);

  const retry = (report: OutboxReport) =>
    void getOutbox()
      .requeue(report.id)
      .catch(() => notify({ color: 'red', message: t('util.error') }));

  const discard = async () => {
    if (!toDiscard) return;
    setDiscarding(true);
    try {
      await getOutbox().discard(toDiscard.id);
      notify({ message: t('outbox.refused.discarded') });
    } catch {
      notify({ color: 'red', message: t('util.error') });
    } finally {
      setDiscarding(false);
      setToDiscard(null);
    }
  };

  return (
    <>
      <Modal opened={opened} onClose={onClose} title={t('outbox.refused.title')} size="lg">
        <Stack gap="sm" data-testid="refused-reports">
          {reports.length === 0 ? <Text size="sm">{t('outbox.refused.none')}</Text> : null}
          {reports.map((report) => (
            <Paper key={report.id} withBorder p="sm" data-testid="refused-report">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{t(`outbox.kind.${report.kind}`, { defaultValue: report.kind })}</Text>
                  <Text size="sm" c="dimmed">
                    {t('outbox.refused.savedAt', {
                      time: formatSendTime(report.queuedAt ?? report.updatedAt, i18n.language),
                    })}
                  </Text>
                </Group>
                <RefusalReason error={report.lastError} messageNamespaces={messageNamespaces} />
                <Group gap="xs">
                  {onOpen ? (
                    <Button size="xs" onClick={() => onOpen(report)}>
                      {t('outbox.refused.open')}
                    </Button>
                  ) : null}
                  <Button size="xs" variant="light" onClick={() => retry(report)}>
                    {t('outbox.refused.retry')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => setToDiscard(report)}>
                    {t('outbox.refused.discard')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={toDiscard !== null}
        title={t('outbox.refused.discardTitle')}
        message={t('outbox.refused.discardText')}
        confirmLabel={t('outbox.refused.discard')}
        loading={discarding}
        onCancel={() => setToDiscard(null)}
        onConfirm={() => void discard()}
      />
    </>
  );
}
