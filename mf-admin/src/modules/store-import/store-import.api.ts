import { useMutation } from '@tanstack/react-query';
import type { JobStarted, StoreImportStart, StoreType, StoreUploadAnswer } from '@agecheck/contracts';
import { useShell } from '@agecheck/ui';

/** What the import screen sends: the workbook, the store type of its stores and the round to write. */
export type StoreImportRequest = { workbook: File; type: StoreType; start: Omit<StoreImportStart, 'file'> };

/**
 * The store import (back-office spec, section 7; decision 0025): `POST api/stores/upload` keeps the
 * workbook, then `POST api/stores/{type}` starts the job and answers its id.
 */
export function useStartStoreImport() {
  const { api } = useShell();
  return useMutation({
    mutationFn: async ({ workbook, type, start }: StoreImportRequest) => {
      const form = new FormData();
      form.append('file', workbook);
      const { file } = await api.postForm<StoreUploadAnswer>('/api/stores/upload', form);
      return api.post<JobStarted>(`/api/stores/${encodeURIComponent(type)}`, { ...start, file });
    },
  });
}

/** `GET api/stores/upload/template`: the empty workbook with the import's columns. */
export function useDownloadTemplate() {
  const { api } = useShell();
  return useMutation({ mutationFn: () => api.get<Blob>('/api/stores/upload/template', { as: 'blob' }) });
}
