/**
 * The push services the browsers subscribe with (decision 0048): Chrome and Edge's (FCM), Firefox's (Mozilla
 * autopush), Safari's (Apple) and the Windows notification service. The server posts only to these over
 * https, so a subscription cannot make it post to a host of the operator's network; a local or test run adds
 * its stand-in's origin (`PUSH_ENDPOINT_ORIGINS`).
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
] as const;

/** True when the server may post to the endpoint: a known push service over https, or an extra origin. */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port) return false;
  return PUSH_SERVICE_HOSTS.some((host) =>
    host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host,
  );
}

/** Answers of a push service that mean the subscription is gone for good (RFC 8030, section 7.3): removed. */
export const isGonePushStatus = (status: number): boolean => status === 404 || status === 410;
