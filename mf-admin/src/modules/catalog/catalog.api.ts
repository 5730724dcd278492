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

/** A write of the catalogue: `_id` present changes the entry, absent creates one. */
type Save<Input> = Input & { _id?: string };

const pathOf = (base: string, id?: string) => (id ? `${base}/${encodeURIComponent(id)}` : base);

/** `POST api/articles` or `PUT api/articles/{id}` (decision 0022). */
export function saveArticle(api: ApiClient, { _id, ...input }: Save<ArticleInput>): Promise<Article> {
  return _id
    ? api.put<Article>(pathOf('/api/articles', _id), input)
    : api.post<Article>('/api/articles', input);
}

/** `POST api/articleCategory` or `PUT api/articleCategory/{id}`. */
export function saveCategory(
  api: ApiClient,
  { _id, ...input }: Save<ArticleCategoryInput>,
): Promise<ArticleCategory> {
  return _id
    ? api.put<ArticleCategory>(pathOf('/api/articleCategory', _id), input)
    : api.post<ArticleCategory>('/api/articleCategory', input);
}

/** `POST api/instructions` or `PUT api/instructions/{id}`. */
export function saveInstruction(
  api: ApiClient,
  { _id, ...input }: Save<InstructionInput>,
): Promise<Instruction> {
  return _id
    ? api.put<Instruction>(pathOf('/api/instructions', _id), input)
    : api.post<Instruction>('/api/instructions', input);
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
 * (decision 0022).
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

export const useSaveArticle = () => useCatalogWrite(saveArticle);
export const useSaveCategory = () => useCatalogWrite(saveCategory);
export const useSaveInstruction = () => useCatalogWrite(saveInstruction);
export const useDeleteArticle = () =>
  useCatalogWrite((api, id: string) => api.delete(pathOf('/api/articles', id)));
export const useDeleteCategory = () =>
  useCatalogWrite((api, id: string) => api.delete(pathOf('/api/articleCategory', id)));
export const useDeleteInstruction = () =>
  useCatalogWrite((api, id: string) => api.delete(pathOf('/api/instructions', id)));
/** "A done button removes an entry" (back-office spec, "Feedbacks"): `DELETE api/feedbacks/{id}`. */
export const useCompleteFeedback = () =>
  useCatalogWrite((api, id: string) => api.delete(pathOf('/api/feedbacks', id)));
