import { useQuery } from '@tanstack/react-query';
import { hasAnyRole } from '@agecheck/contracts';
import { useShell } from '@agecheck/ui';
import { MAIL_POLL_ROLES } from '../../menu/utils/menu';
import { unreadCountOf } from '../utils/unread-count';

/** Unread-mail poll interval (field-app spec, section 9). */
const POLL_MS = 30_000;

/**
 * The number of new mails, polled every 30 s for testkaeufer, detektiv and admin while online (field-app
 * spec, sections 6 and 7). An answer 404 or a failed call counts as none.
 */
export function useUnreadMailCount(): number {
  const { api, user, online } = useShell();
  const enabled = online && hasAnyRole(user.role, MAIL_POLL_ROLES);
  const query = useQuery({
    queryKey: ['mails', 'unread'],
    queryFn: () => api.get<unknown>('/api/mails/unread').then(unreadCountOf, () => 0),
    enabled,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });
  return enabled ? (query.data ?? 0) : 0;
}
