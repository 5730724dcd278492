import { useState } from 'react';
import { Box, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobStatus, PurchaseRow } from '@agecheck/contracts';
import { isLanguage } from '@agecheck/i18n';
import { isApiError, useShell } from '@agecheck/ui';
import type { DataGridColumn } from '@agecheck/ui/data-grid';
import { JobProgress, saveJobFile } from '@agecheck/ui/job-progress';
import { exportColumns } from '../purchase-export-columns';

type Props = {
  start: string;
  end: string;
  /** The grid's shown columns in their order. */
  shown: readonly DataGridColumn<PurchaseRow>[];
};

/**
 * The Excel export of the purchases overview (back-office spec, section 2: "CSV and Excel export"): starts
 * the export job with the grid's shown columns and headers, shows its progress and downloads the workbook
 * once it completed; 'Es ist ein Fehler aufgetreten: …' when the job cannot start, 'Fehler beim Download.'
 * when the file cannot be fetched.
 */
export function ExcelExportButton({ start, end, shown }: Props) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const { api } = useShell();
  const [jobId, setJobId] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const startExport = async () => {
    setError(null);
    setJobId(null);
    setRunning(true);
    try {
      const { jobId: started } = await api.post<{ jobId: string }>('/api/purchases/export/overview', {
        start,
        end,
        format: 'xlsx',
        columns: exportColumns(shown),
        lang: isLanguage(i18n.language) ? i18n.language : 'de',
      });
      setJobId(started);
    } catch (failure) {
      setRunning(false);
      const status = isApiError(failure) ? failure.status : String(failure);
      setError(t('admin:purchasesOverview.excelError', { status }));
    }
  };

  const download = async (status: JobStatus) => {
    setRunning(false);
    if (status.state !== 'completed' || !jobId) return;
    try {
      await saveJobFile(api, jobId, status);
    } catch {
      setError(t('admin:purchasesOverview.downloadError'));
    }
  };

  return (
    <>
      {jobId ? (
        <Box w={220}>
          <JobProgress key={jobId} jobId={jobId} onEnd={(status) => void download(status)} />
        </Box>
      ) : null}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Button
        variant="default"
        size="xs"
        onClick={() => void startExport()}
        loading={running}
        disabled={shown.length === 0}
      >
        {t('admin:purchasesOverview.excel')}
      </Button>
    </>
  );
}
