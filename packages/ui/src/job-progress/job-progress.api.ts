import { useQuery } from '@tanstack/react-query';
import type { JobStatus } from '@agecheck/contracts';
// The shell's context through the package's shared entry: this subpath is bundled into each remote, and a
// relative import would give it a second copy of the context, which no shell provides.
import { saveFile, useShell, type ApiClient } from '@agecheck/ui';

/** How often a running job is asked for its status. */
export const JOB_POLL_MS = 1_000;

export const jobKeys = {
  all: ['jobs'] as const,
  one: (id: string) => [...jobKeys.all, id] as const,
};

/** `GET api/exports/jobs/{id}`: a long job's state, progress, and its result or error once it ended. */
export function fetchJob(api: ApiClient, id: string): Promise<JobStatus> {
  return api.get<JobStatus>(`/api/exports/jobs/${encodeURIComponent(id)}`);
}

/**
 * Saves the file a completed file export wrote (`GET api/exports/jobs/{id}/file`) under the name its result
 * gives (`<type>_<start>_<end>.<ext>`); rejects when it cannot be fetched ('Fehler beim Download.').
 */
export async function saveJobFile(api: ApiClient, id: string, status: JobStatus): Promise<void> {
  const { fileName } = status.result as { fileName: string };
  saveFile(await api.get<Blob>(`/api/exports/jobs/${encodeURIComponent(id)}/file`, { as: 'blob' }), fileName);
}

/** True once a job has ended, with its result or its error. */
export function jobEnded(status: JobStatus | undefined): boolean {
  return status?.state === 'completed' || status?.state === 'failed';
}

/** Polls a job every second until it ends; nothing while `id` is undefined. */
export function useJob(id: string | undefined) {
  const { api } = useShell();
  return useQuery({
    queryKey: jobKeys.one(id ?? ''),
    queryFn: () => fetchJob(api, id as string),
    enabled: id !== undefined,
    refetchInterval: (query) => (jobEnded(query.state.data) ? false : JOB_POLL_MS),
    // a job keeps its status after it ended; a status read once stays true
    staleTime: (query) => (jobEnded(query.state.data) ? Infinity : 0),
  });
}
