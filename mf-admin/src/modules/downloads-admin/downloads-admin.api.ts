import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Download,
  DownloadCategory,
  DownloadCategoryInput,
  DownloadInput,
  DownloadListItem,
  UploadedDownloadFile,
} from '@agecheck/contracts';
import { useShell } from '@agecheck/ui';

/** The query keys of the downloads' administration (B§2 L81, B§7 L187). */
export const downloadsAdminKeys = {
  all: ['downloadsAdmin'] as const,
  categories: () => [...downloadsAdminKeys.all, 'categories'] as const,
  downloads: () => [...downloadsAdminKeys.all, 'downloads'] as const,
};

/** `GET api/download/categories`. */
export function useDownloadCategories() {
  const { api } = useShell();
  return useQuery({
    queryKey: downloadsAdminKeys.categories(),
    queryFn: () => api.get<DownloadCategory[]>('/api/download/categories'),
  });
}

/** `GET api/downloads`: admin sees every download. */
export function useAllDownloads() {
  const { api } = useShell();
  return useQuery({
    queryKey: downloadsAdminKeys.downloads(),
    queryFn: () => api.get<DownloadListItem[]>('/api/downloads'),
  });
}

/** A write; afterwards both lists ask again (a category's delete depends on its downloads). */
function useDownloadsWrite<Variables>(write: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: downloadsAdminKeys.all }),
  });
}

/** `POST api/download/categories` without `_id`, `PUT api/download/categories/{id}` with it. */
export function useSaveDownloadCategory() {
  const { api } = useShell();
  return useDownloadsWrite(({ _id, ...input }: DownloadCategoryInput & { _id?: string }) =>
    _id
      ? api.put(`/api/download/categories/${encodeURIComponent(_id)}`, input)
      : api.post('/api/download/categories', input),
  );
}

/** `DELETE api/download/categories/{id}`; 409 `downloads.categoryInUse` while it holds downloads. */
export function useDeleteDownloadCategory() {
  const { api } = useShell();
  return useDownloadsWrite((id: string) => api.delete(`/api/download/categories/${encodeURIComponent(id)}`));
}

/** What the download dialog saves: the download, and a new file to upload first (required for a new one). */
export type DownloadSave = Omit<DownloadInput, 'file'> & {
  _id?: string;
  file?: string;
  upload?: File | null;
};

/**
 * `POST api/downloads/upload` with a new file (answers its name), then `POST api/downloads` or
 * `PUT api/downloads/{id}` with that name or the one the download has.
 */
export function useSaveDownload() {
  const { api } = useShell();
  return useDownloadsWrite(async ({ _id, upload, file, ...input }: DownloadSave): Promise<Download> => {
    let stored = file ?? '';
    if (upload) {
      const form = new FormData();
      form.append('file', upload);
      stored = (await api.postForm<UploadedDownloadFile>('/api/downloads/upload', form)).file;
    }
    const body: DownloadInput = { ...input, file: stored };
    return _id
      ? api.put<Download>(`/api/downloads/${encodeURIComponent(_id)}`, body)
      : api.post<Download>('/api/downloads', body);
  });
}

/** `DELETE api/downloads/{id}` (only admin deletes downloads, B§2 L81). */
export function useDeleteDownload() {
  const { api } = useShell();
  return useDownloadsWrite((id: string) => api.delete(`/api/downloads/${encodeURIComponent(id)}`));
}
