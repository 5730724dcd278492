import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@agecheck/i18n';
import { useShell } from '@agecheck/ui';
import { fetchReport, useReport } from '../report.api';

type Props = {
  /** The purchase whose report is shown; null: the dialog is closed. */
  purchaseId: string | null;
  /** The file name the download gets, e.g. `Rapport_1001_2026-11-20.pdf`. */
  fileName: string;
  onClose: () => void;
};

/** Hands a file to the browser's download. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The download dialog of a purchase's report (back-office spec, sections 2 and 9: "download report";
 * "download dialog 50% width and height"): shows the PDF in the reader's language and downloads it.
 * 'Der Rapport konnte nicht geladen werden.' when it cannot be shown, 'Fehler beim Download.' when the
 * download fails.
 */
export function ReportDialog({ purchaseId, fileName, onClose }: Props) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const { api } = useShell();
  const lang = isLanguage(i18n.language) ? i18n.language : 'de';
  const report = useReport(purchaseId, lang);
  const url = useMemo(() => (report.data ? URL.createObjectURL(report.data) : undefined), [report.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  // the purchase whose download failed, so another purchase's dialog starts without the message
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (!purchaseId) return;
    setFailedFor(null);
    setDownloading(true);
    try {
      saveFile(report.data ?? (await fetchReport(api, purchaseId, lang)), fileName);
    } catch {
      setFailedFor(purchaseId);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal
      opened={purchaseId !== null}
      onClose={() => {
        setFailedFor(null);
        onClose();
      }}
      title={t('admin:report.title')}
      size="50%"
      closeButtonProps={{ 'aria-label': t('common:util.close') }}
    >
      <Stack h="50vh" gap="sm">
        {report.isError ? (
          <Alert color="red" role="alert">
            {t('admin:report.loadErr')}
          </Alert>
        ) : url ? (
          <iframe
            src={url}
            title={t('admin:report.frameTitle', { fileName })}
            style={{ flex: 1, width: '100%', border: 0 }}
          />
        ) : (
          <Group justify="center" style={{ flex: 1 }}>
            <Loader aria-label={t('admin:report.loading')} />
          </Group>
        )}
        {failedFor !== null && failedFor === purchaseId ? (
          <Alert color="red" role="alert">
            {t('admin:report.downloadErr')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={() => void download()} loading={downloading}>
            {t('admin:report.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
