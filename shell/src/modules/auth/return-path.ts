const BASE = 'http://app.invalid';

/**
 * Where the user comes back after signing in again (`/logout?referrer=…`, F§2 L34; checklist D.12): the
 * referrer when it is a path of this app (never another site, never /logout itself), else the start page.
 */
export function safeReturnPath(referrer: string | null | undefined): string {
  if (!referrer || !referrer.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(referrer, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE || url.pathname === '/logout') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
