import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role, UserAdminItem, UserAdminPage, UserForm } from '@agecheck/contracts';
import { useShell } from '@agecheck/ui';

/** The list's question (D.1): search, a role, deleted too, the page. */
export type UsersListRequest = { search: string; role?: Role; deleted: boolean; page: number };

const usersKeys = {
  all: ['adminUsers'] as const,
  list: (request: UsersListRequest) => [...usersKeys.all, 'list', request] as const,
};

/** `GET api/users/admin?search=&role=&deleted=&page=`, paged on the server. */
export function useUsersPage(request: UsersListRequest) {
  const { api } = useShell();
  return useQuery({
    queryKey: usersKeys.list(request),
    queryFn: () =>
      api.get<UserAdminPage>('/api/users/admin', {
        query: {
          page: String(request.page),
          ...(request.search ? { search: request.search } : {}),
          ...(request.role ? { role: request.role } : {}),
          ...(request.deleted ? { deleted: 'true' } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** `POST api/users` (create) or `POST api/users/update` {user} (edit, restore). */
export function useSaveUser() {
  const { api } = useShell();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: UserForm) =>
      form._id
        ? api.post<UserAdminItem>('/api/users/update', { user: form })
        : api.post<UserAdminItem>('/api/users', form),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

/** `DELETE api/users/{id}` (soft). */
export function useDeleteUser() {
  const { api } = useShell();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/users/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
