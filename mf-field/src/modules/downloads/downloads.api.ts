import { useQuery } from '@tanstack/react-query';
import type { DownloadCategory, DownloadListItem } from '@agecheck/contracts';
import { saveFile, useShell, type ApiClient } from '@agecheck/ui';

/** The query keys of the downloads (F§7 L214). */
export const downloadKeys = {
  all: ['downloads'] as const,
  list: () => [...downloadKeys.all, 'list'] as const,
  categories: () => [...downloadKeys.all, 'categories'] as const,
};

/** `GET api/downloads`: the downloads of the caller's roles, each with a short-lived link to its bytes. */
export function useDownloads() {
  const { api } = useShell();
  return useQuery({
    queryKey: downloadKeys.list(),
    queryFn: () => api.getOrEmpty<DownloadListItem[]>('/api/downloads', []),
  });
}

/** `GET api/download/categories`: the categories with their names in de, fr and it. */
export function useDownloadCategories() {
  const { api } = useShell();
  return useQuery({
    queryKey: downloadKeys.categories(),
    queryFn: () => api.getOrEmpty<DownloadCategory[]>('/api/download/categories', []),
  });
}

/** Saves a download's file under its name and the extension of its file (`Merkblatt.pdf`). */
export async function saveDownload(api: ApiClient, download: DownloadListItem): Promise<void> {
  const extension = download.file.slice(download.file.lastIndexOf('.'));
  saveFile(await api.get<Blob>(download.url, { as: 'blob' }), `${download.name}${extension}`);
}
