import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Article,
  ArticleCategory,
  ArticleCategoryInput,
  ArticleInput,
  Feedback,
  Instruction,
  InstructionInput,
} from '@agecheck/contracts';
import { catalogKeys, useShell, type ApiClient } from '@agecheck/ui';

/** A write of the catalogue: `_id` present changes the entry (`PUT {base}/{id}`), absent creates one (`POST {base}`). */
type Save<Input> = Input & { _id?: string };

const pathOf = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** Saves an article, category or instruction under its path (decision 0024). */
function saveEntry<Saved>(api: ApiClient, base: string, { _id, ...input }: Save<object>): Promise<Saved> {
  return _id ? api.put<Saved>(pathOf(base, _id), input) : api.post<Saved>(base, input);
}

/** Every instruction, by store type and language (`GET api/instructions`). */
export function useAllInstructions() {
  const { api } = useShell();
  return useQuery({
    queryKey: catalogKeys.allInstructions(),
    queryFn: () => api.getOrEmpty<Instruction[]>('/api/instructions', []),
  });
}

/** Every feedback, newest first (`GET api/feedbacks`). */
export function useFeedbacks() {
  const { api } = useShell();
  return useQuery({
    queryKey: catalogKeys.feedbacks(),
    queryFn: () => api.getOrEmpty<Feedback[]>('/api/feedbacks', []),
  });
}

/**
 * A write of the catalogue; afterwards every catalogue query of the page (the field's too) asks again
 * (decision 0024).
 */
function useCatalogWrite<Variables, Result>(
  write: (api: ApiClient, variables: Variables) => Promise<Result>,
) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => write(api, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}

export const useSaveArticle = () =>
  useCatalogWrite((api, entry: Save<ArticleInput>) => saveEntry<Article>(api, '/api/articles', entry));
export const useSaveCategory = () =>
  useCatalogWrite((api, entry: Save<ArticleCategoryInput>) =>
    saveEntry<ArticleCategory>(api, '/api/articleCategory', entry),
  );
export const useSaveInstruction = () =>
  useCatalogWrite((api, entry: Save<InstructionInput>) =>
    saveEntry<Instruction>(api, '/api/instructions', entry),
  );
export const useDeleteArticle = () =>
  useCatalogWrite((api, id: string) => api.delete(pathOf('/api/articles', id)));
export const useDeleteCategory = () =>
  useCatalogWrite((api, id: string) => api.delete(pathOf('/api/articleCategory', id)));
export const useDeleteInstruction = () =>
  useCatalogWrite((api, id: string) => api.delete(pathOf('/api/instructions', id)));
/** "A done button removes an entry" (back-office spec, "Feedbacks"): `DELETE api/feedbacks/{id}`. */
export const useCompleteFeedback = () =>
  useCatalogWrite((api, id: string) => api.delete(pathOf('/api/feedbacks', id)));
