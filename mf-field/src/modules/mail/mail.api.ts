import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Mail, MailBox, MailInput, MailRecipient, Page } from '@agecheck/contracts';
import { useShell } from '@agecheck/ui';

/** A page of a folder: enough for weeks of messages; older ones on the next pages. */
export const MAIL_PAGE_SIZE = 20;

/**
 * The query keys of the mail. They start with the key of the shell's unread count (`['mails', 'unread']`,
 * shell/src/modules/mail/mail.api.ts), so that reading, deleting or sending here refreshes the badge at once.
 */
export const mailKeys = {
  all: ['mails'] as const,
  folder: (box: MailBox, page: number) => [...mailKeys.all, 'folder', box, page] as const,
  recipients: ['mails', 'recipients'] as const,
};

const emptyPage = (page: number): Page<Mail> => ({ items: [], total: 0, page, pageSize: MAIL_PAGE_SIZE });

/** `GET api/mails`: a page of the inbox or the sent folder; 404 is an empty list (F§7 L216). */
export function useMailFolder(box: MailBox, page: number) {
  const { api } = useShell();
  return useQuery({
    queryKey: mailKeys.folder(box, page),
    queryFn: () =>
      api.getOrEmpty<Page<Mail>>(
        `/api/mails?box=${box}&page=${page}&pageSize=${MAIL_PAGE_SIZE}`,
        emptyPage(page),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET api/mails/recipients`: the users the caller may write to (decision D-C10), asked when composing. */
export function useMailRecipients(enabled: boolean) {
  const { api } = useShell();
  return useQuery({
    queryKey: mailKeys.recipients,
    queryFn: () => api.get<MailRecipient[]>('/api/mails/recipients'),
    enabled,
  });
}

function useMailMutation<Variables>(call: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}

/** `POST api/mails`. */
export function useSendMail() {
  const { api } = useShell();
  return useMailMutation((mail: MailInput) => api.post<Mail>('/api/mails', mail));
}

/** `PUT api/mails/{id}`: the caller's delivery read (F§4 L130: "unread to read"). */
export function useMarkMailRead() {
  const { api } = useShell();
  return useMailMutation((id: string) => api.put(`/api/mails/${encodeURIComponent(id)}`, { read: true }));
}

/** `DELETE api/mails/{id}`: the caller's copy only. */
export function useDeleteMail() {
  const { api } = useShell();
  return useMailMutation((id: string) => api.delete(`/api/mails/${encodeURIComponent(id)}`));
}
