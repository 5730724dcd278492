import { useState } from 'react';
import { Box, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobStatus } from '@agecheck/contracts';
import { isLanguage } from '@agecheck/i18n';
import { useShell } from '@agecheck/ui';
import { JobProgress, saveJobFile } from '@agecheck/ui/job-progress';
import { exportFailureOf } from '../timetrack-export';

type Props = {
  /** The export's path, e.g. '/api/timetrack/export/salary'. */
  path: string;
  label: string;
  /** The body to send, or undefined when the inputs do not allow the export yet (`onRefused` is called). */
  body: () => object | undefined;
  disabled?: boolean;
  onRefused?: () => void;
};

/**
 * One time export (A.9 #23–28; decision 0034, A-C9): starts its job, shows the progress bar and downloads the
 * file (`<type>_<start>_<end>.<ext>`) once the job completed; 'Es ist ein Fehler aufgetreten: {status or
 * text}' when it cannot start or fails (B§8 L198), 'Fehler beim Download.' when the file cannot be fetched.
 */
export function ExportJobButton({ path, label, body, disabled, onRefused }: Props) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const { api } = useShell();
  const [jobId, setJobId] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const failed = (reason: string) =>
    setError(
      t('common:timetrack.export.error', {
        status: i18n.exists(`common:${reason}`) ? t(`common:${reason}`) : reason,
      }),
    );

  const start = async () => {
    const sent = body();
    if (!sent) return onRefused?.();
    setError(null);
    setJobId(null);
    setRunning(true);
    try {
      // the files' headers and texts in the reader's language (the payroll csv stays German, decision 0034)
      const lang = isLanguage(i18n.language) ? i18n.language : 'de';
      const { jobId: started } = await api.post<{ jobId: string }>(path, { ...sent, lang });
      setJobId(started);
    } catch (failure) {
      setRunning(false);
      failed(exportFailureOf(failure, (key) => i18n.exists(`common:${key}`)));
    }
  };

  const download = async (status: JobStatus) => {
    setRunning(false);
    if (!jobId) return;
    if (status.state !== 'completed') return failed(status.error?.key ?? 'util.error');
    try {
      await saveJobFile(api, jobId, status);
    } catch {
      setError(t('common:timetrack.export.downloadError'));
    }
  };

  return (
    <Stack gap={4}>
      <Button variant="default" onClick={() => void start()} loading={running} disabled={disabled}>
        {label}
      </Button>
      {jobId ? (
        <Box w={260}>
          <JobProgress key={jobId} jobId={jobId} onEnd={(status) => void download(status)} />
        </Box>
      ) : null}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
