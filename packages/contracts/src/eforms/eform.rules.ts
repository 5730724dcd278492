import type { Language } from '../common';

/**
 * Whether a form's address may be configured (decision D-C14): an https URL, or for the local and test stand-ins
 * an http URL on 127.0.0.1; no user info (credentials in a URL are a leak) and no fragment.
 */
export function isEformUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && url.hostname === '127.0.0.1';
}

type UrlsByForm = Partial<Record<string, Partial<Record<Language, string>>>>;

/**
 * The forms' addresses in force (decision 0047): per form and language the admin settings' address where one
 * is saved, else the configured one (Helm values).
 */
export function mergeEformUrls<T extends UrlsByForm>(configured: T, saved: T | undefined): T {
  const merged: UrlsByForm = { ...configured };
  for (const [form, byLanguage] of Object.entries(saved ?? {}))
    merged[form] = { ...configured[form], ...byLanguage };
  return merged as T;
}

/** The origins the forms' frames come from (the content security policy's `frame-src`), each once, sorted. */
export function eformOrigins(urls: UrlsByForm): string[] {
  const origins = Object.values(urls).flatMap((byLanguage) =>
    Object.values(byLanguage ?? {}).flatMap((url) => (url && isEformUrl(url) ? [new URL(url).origin] : [])),
  );
  return [...new Set(origins)].sort();
}
