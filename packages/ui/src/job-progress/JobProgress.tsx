import { Alert, List, Progress, Stack, Text } from '@mantine/core';
import type { JobFault, JobStatus } from '@agecheck/contracts';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/api-error';
import { IconAlert } from '../components/icons';
import { jobEnded, useJob } from './job-progress.api';

/** How many faults of a refused input are listed; the rest are counted. */
const FAULTS_SHOWN = 20;

export type JobProgressProps = {
  jobId: string;
  /** What the job's result shows once it completed. */
  renderResult?: (result: unknown) => ReactNode;
  /** Called once when the job has ended (completed or failed). */
  onEnd?: (status: JobStatus) => void;
};

function Faults({ faults }: { faults: readonly JobFault[] }) {
  const { t } = useTranslation('common');
  return (
    <>
      <List size="sm" aria-label={t('jobs.failed')}>
        {faults.slice(0, FAULTS_SHOWN).map((fault) => (
          <List.Item key={`${fault.row}-${fault.column}-${fault.key}`}>
            {t('jobs.fault', { row: fault.row, column: fault.column, message: t(fault.key) })}
          </List.Item>
        ))}
      </List>
      {faults.length > FAULTS_SHOWN ? (
        <Text size="sm">{t('jobs.moreFaults', { count: faults.length - FAULTS_SHOWN })}</Text>
      ) : null}
    </>
  );
}

/**
 * The progress bar of a long job of svc-exports: polls the job until it ends and shows done of total, then
 * the result (`renderResult`) or the error with the faults of the input.
 */
export function JobProgress({ jobId, renderResult, onEnd }: JobProgressProps) {
  const { t } = useTranslation('common');
  const { data: status, error } = useJob(jobId);
  const ended = jobEnded(status);

  const reportEnd = useEffectEvent((ended: JobStatus) => onEnd?.(ended));
  useEffect(() => {
    if (status && ended) reportEnd(status);
  }, [ended, status]);

  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert />} title={t('util.loadError')}>
        {t(errorMessageKey(error))}
      </Alert>
    );
  }
  if (status?.state === 'failed') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlert />}
        title={t(status.error?.key ?? 'util.error')}
        data-testid="job-failed"
      >
        {status.error?.faults?.length ? <Faults faults={status.error.faults} /> : t('jobs.failed')}
      </Alert>
    );
  }
  const { done, total } = status?.progress ?? { done: 0, total: 0 };
  const completed = status?.state === 'completed';
  const percent = completed ? 100 : total > 0 ? Math.round((done / total) * 100) : 0;
  const label = completed
    ? t('jobs.completed')
    : total > 0
      ? t('jobs.running', { done, total })
      : t('jobs.waiting');
  return (
    <Stack gap="xs">
      <Progress
        value={total > 0 || completed ? percent : 100}
        striped={!completed}
        animated={!completed}
        color={completed ? 'green' : undefined}
        aria-label={label}
        size="lg"
      />
      <Text size="sm" role="status" data-testid="job-progress">
        {label}
      </Text>
      {completed && renderResult ? renderResult(status.result) : null}
    </Stack>
  );
}

export { saveJobFile } from './job-progress.api';
