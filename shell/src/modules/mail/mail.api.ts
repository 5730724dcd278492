import { useQuery } from '@tanstack/react-query';
import { useShell, type ApiClient } from '@agecheck/ui';
import { MAIL_POLL_MS, pollsUnreadMail, unreadCountOf } from './unread-count';

/** The query keys of the mail. */
export const mailKeys = {
  /** Under mf-field's `['mails']`: reading, deleting or sending on /mail refreshes the badge at once. */
  unread: ['mails', 'unread'] as const,
};

/**
 * `GET /api/mails/unread`: the number of new mails; a 404 or a failed call counts as none. A poll: an answer
 * 401 (the session gone) does not send the page to the login, where reports may be waiting (OFFLINE.md).
 */
export function fetchUnreadMailCount(api: ApiClient): Promise<number> {
  return api.get<unknown>('/api/mails/unread', { background: true }).then(unreadCountOf, () => 0);
}

/**
 * The number of new mails, polled every 30 s for testkaeufer, detektiv and admin while online (field-app
 * spec, sections 6 and 7). An answer 404 or a failed call counts as none.
 */
export function useUnreadMailCount(): number {
  const { api, user, online } = useShell();
  const enabled = pollsUnreadMail(user.role, online);
  const query = useQuery({
    queryKey: mailKeys.unread,
    queryFn: () => fetchUnreadMailCount(api),
    enabled,
    refetchInterval: MAIL_POLL_MS,
    refetchIntervalInBackground: false,
  });
  return enabled ? (query.data ?? 0) : 0;
}
