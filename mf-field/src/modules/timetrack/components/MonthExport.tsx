import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toIsoDate, type JobStatus } from '@agecheck/contracts';
import { isLanguage } from '@agecheck/i18n';
import { errorMessageKey, isApiError, notify, useShell } from '@agecheck/ui';
import { JobProgress, saveJobFile } from '@agecheck/ui/job-progress';
import { useUserMonthExport } from '../timetrack.api';
import { lastTwelveMonths } from '../timetrack-list';

/**
 * The user's own month (`POST api/timetrack/export/tt/user`; F§9 L265: 12 months back), on /time and, as the
 * month chooser of /downloads, there too (D-C13): the job's progress, then the workbook; 'Es wurden keine
 * Rapporte für diesen Monat gefunden.' for a month without records.
 */
export function MonthExport() {
  const { t, i18n } = useTranslation(['field', 'common']);
  const { api } = useShell();
  const months = lastTwelveMonths(toIsoDate());
  const [month, setMonth] = useState(() => months[0]?.month ?? '');
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useUserMonthExport();

  const run = () => {
    const chosen = months.find((candidate) => candidate.month === month);
    if (!chosen) return;
    setJobId(null);
    start.mutate(
      { start: chosen.start, end: chosen.end, lang: isLanguage(i18n.language) ? i18n.language : 'de' },
      {
        onSuccess: ({ jobId: started }) => setJobId(started),
        onError: (error) =>
          notify({
            color: 'red',
            message: t(
              isApiError(error) && error.status === 404
                ? 'common:timetrack.noReports'
                : `common:${errorMessageKey(error)}`,
            ),
          }),
      },
    );
  };
  const download = async (status: JobStatus) => {
    if (status.state !== 'completed' || !jobId) return;
    try {
      await saveJobFile(api, jobId, status);
    } catch {
      notify({ color: 'red', message: t('common:timetrack.export.downloadError') });
    }
  };

  return (
    <Group gap="xs" align="center">
      <Select
        aria-label={t('field:time.month')}
        data={months.map((candidate) => ({
          value: candidate.month,
          label: candidate.month.split('-').reverse().join('.'),
        }))}
        value={month}
        onChange={(chosen) => chosen && setMonth(chosen)}
        allowDeselect={false}
        w={120}
      />
      <Button variant="default" onClick={run} loading={start.isPending}>
        {t('field:time.export')}
      </Button>
      {jobId ? <JobProgress key={jobId} jobId={jobId} onEnd={(status) => void download(status)} /> : null}
    </Group>
  );
}
