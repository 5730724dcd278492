import { useEffect, useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutboxReport } from '../outbox-db';
import { getOutbox } from '../page-sender';
import { RefusalReason } from './RefusalReason';

type Props = {
  /** The report's id: the id of the form's document (a purchase's id). */
  reportId: string;
  messageNamespaces?: readonly string[];
};

/**
 * Above a form opened from the refused reports: why the server refused what was sent, until the form is
 * saved again (which sends it again) or the report is dropped (OFFLINE.md, point 6).
 */
export function RefusalNotice({ reportId, messageNamespaces }: Props) {
  const { t } = useTranslation();
  const [report, setReport] = useState<OutboxReport | undefined>(undefined);
  useEffect(() => {
    const outbox = getOutbox();
    return outbox.watch(() => outbox.get(reportId), setReport);
  }, [reportId]);
  if (report?.state !== 'needsAttention') return null;
  return (
    <Alert color="red" title={t('outbox.refused.notice')} data-testid="refusal-notice" role="alert">
      <Stack gap={4}>
        <RefusalReason error={report.lastError} messageNamespaces={messageNamespaces} />
      </Stack>
    </Alert>
  );
}
