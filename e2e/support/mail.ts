import type { CurrentUser, Mail, Page as ListPage } from '@agecheck/contracts';
import { apiAs } from './api';

/** Empties a demo user's inbox through the API, so a test starts from none of its messages. */
export async function emptyInbox(username: string): Promise<void> {
  const inbox = await apiAs<ListPage<Mail>>(username, 'GET', '/api/mails?box=inbox&pageSize=200');
  for (const mail of inbox.body.items) await apiAs(username, 'DELETE', `/api/mails/${mail._id}`);
}

/** Sets the language of a demo user (their settings), as they would on /settings. */
export async function setLanguage(username: string, lang: 'de' | 'fr' | 'it'): Promise<void> {
  const me = await apiAs<CurrentUser>(username, 'GET', '/api/users/me');
  await apiAs(username, 'PUT', `/api/users/${me.body._id}/settings`, { lang });
}
