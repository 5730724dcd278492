import { useQuery } from '@tanstack/react-query';
import type { ImageUrl } from '@agecheck/contracts';
import type { ApiClient } from '../api/api-client';
import { useShell } from '../shell/use-shell';

/** The query keys of stored images and signatures: a signed link per stored name. */
export const imageKeys = {
  all: ['images'] as const,
  url: (name: string | undefined) => [...imageKeys.all, 'url', name] as const,
};

/** `GET api/images/{name}`: a short-lived signed link to a stored image (field-app spec, section 7). */
export function fetchImageUrl(api: ApiClient, name: string): Promise<ImageUrl> {
  return api.get<ImageUrl>(`/api/images/${encodeURIComponent(name)}`);
}

/** The link of a stored image, renewed before the signed link expires; nothing for no name. */
export function useImageUrl(name: string | undefined) {
  const { api } = useShell();
  return useQuery({
    queryKey: imageKeys.url(name),
    queryFn: () => fetchImageUrl(api, name as string),
    enabled: Boolean(name),
    staleTime: 60_000,
    select: (answer) => answer.imageUrl,
  });
}
