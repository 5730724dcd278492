/** The domain services behind the gateway. */
export const SERVICES = ['svc-purchases', 'svc-promo', 'svc-timetrack', 'svc-files', 'svc-exports'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** The remotes the shell loads at run time. */
export const REMOTE_APPS = ['mf-field', 'mf-promo', 'mf-portal', 'mf-admin'] as const;
export type RemoteApp = (typeof REMOTE_APPS)[number];

/**
 * Which service owns which REST path family (the specs' "calls" sections). The longest matching prefix
 * wins, so `/api/sprints/export` goes to svc-exports while `/api/sprints` goes to svc-purchases.
 * Paths not listed here are the gateway's own (users, settings, mails, protocols, dashboard).
 */
export const SERVICE_ROUTES: ReadonlyArray<readonly [prefix: string, service: ServiceName]> = [
  ['/api/shoppers', 'svc-purchases'],
  ['/api/purchases', 'svc-purchases'],
  ['/api/stores', 'svc-purchases'],
  ['/api/sprints', 'svc-purchases'],
  ['/api/articles', 'svc-purchases'],
  ['/api/articleCategory', 'svc-purchases'],
  ['/api/instructions', 'svc-purchases'],
  ['/api/feedbacks', 'svc-purchases'],
  ['/api/coop', 'svc-purchases'],
  ['/api/purchaseOnline', 'svc-purchases'],
  ['/api/purchaseOnlineType', 'svc-purchases'],
  ['/api/purchaseOnlineRegion', 'svc-purchases'],
  ['/api/dashboard/geo', 'svc-purchases'],
  ['/api/promoChecks', 'svc-promo'],
  ['/api/promoCheckResponses', 'svc-promo'],
  ['/api/promoComplaints', 'svc-promo'],
  ['/api/promoTimeLimit', 'svc-promo'],
  ['/api/promoCurrent', 'svc-promo'],
  ['/api/promoStores', 'svc-promo'],
  ['/api/promoStoreVLs', 'svc-promo'],
  ['/api/promogefaess', 'svc-promo'],
  ['/api/vls', 'svc-promo'],
  ['/api/timetrack', 'svc-timetrack'],
  ['/api/tk/regionen', 'svc-timetrack'],
  ['/api/promoCheck/regionen', 'svc-timetrack'],
  ['/api/images', 'svc-files'],
  ['/api/signature', 'svc-files'],
  ['/api/downloads', 'svc-files'],
  ['/api/download/categories', 'svc-files'],
  ['/api/exports', 'svc-exports'],
  ['/api/sprints/export', 'svc-exports'],
  ['/api/purchases/export', 'svc-exports'],
  ['/api/promochecks/export', 'svc-exports'],
  ['/api/timetrack/export', 'svc-exports'],
  ['/api/timetrack/check', 'svc-exports'],
  ['/api/stores/geocode', 'svc-exports'],
  ['/api/stores/upload', 'svc-exports'],
];

const BY_LENGTH = [...SERVICE_ROUTES].sort(([a], [b]) => b.length - a.length);

/** The service that owns a request path, or undefined when the gateway answers it itself. */
export function serviceFor(path: string): ServiceName | undefined {
  const pathOnly = path.split('?')[0] ?? '';
  const match = BY_LENGTH.find(([prefix]) => pathOnly === prefix || pathOnly.startsWith(`${prefix}/`));
  return match?.[1];
}

/** The remote app whose files a path asks for (`/remotes/<app>/...`), or undefined. */
export function remoteFor(path: string): RemoteApp | undefined {
  const name = /^\/remotes\/([^/?]+)(?:[/?]|$)/.exec(path)?.[1];
  return REMOTE_APPS.find((app) => app === name);
}
