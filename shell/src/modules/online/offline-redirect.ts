/**
 * Screens that keep working without a network (issue 7: "going offline inside the wizard keeps the user in
 * the wizard"); their saves go through the outbox. The time record wizard and its list, which shows the records
 * waiting on the phone, too (issue 19, decision A-C4). Promo checks join later.
 */
export const OFFLINE_CAPABLE_PATHS: readonly string[] = ['/purchases/detail', '/time/new', '/time'];

/**
 * Where a change of the online state sends the user (field-app spec, section 1: offline goes to the offline
 * page, back online to the dashboard), except on a screen that works offline, which stays as it is.
 */
export function offlineRedirect(online: boolean, wasOnline: boolean, pathname: string): string | undefined {
  if (OFFLINE_CAPABLE_PATHS.includes(pathname)) return undefined;
  if (!online) return pathname === '/offline' ? undefined : '/offline';
  if (pathname === '/offline' || !wasOnline) return '/dashboard';
  return undefined;
}
