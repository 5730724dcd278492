import { eformOrigins } from '@agecheck/contracts';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayConfig } from '../config';

/**
 * The content security policy of every answer: the platform's own origin, plus Keycloak (keycloak-js posts
 * to its token endpoint and may frame its cookie check), the origins of remotes served from elsewhere, and
 * frames of what the page itself fetched (`blob:`, the PDF report) and of the configured e-forms' origins (decision
 * D-C14).
 * Mantine sets styles inline, hence `'unsafe-inline'` for styles only; scripts come only from files.
 */
export function contentSecurityPolicy(
  config: Pick<GatewayConfig, 'oidc' | 'remotesManifest'> &
    Partial<Pick<GatewayConfig, 'mapTiles' | 'eforms'>>,
) {
  const keycloak = new URL(config.oidc.issuer).origin;
  const remotes = [
    ...new Set(
      Object.values(config.remotesManifest)
        .filter((manifest) => /^https?:\/\//.test(manifest))
        .map((manifest) => new URL(manifest).origin),
    ),
  ];
  // The map tiles are images from the tile server's origin (the {s} subdomain template stays a wildcard).
  const tileUrl = config.mapTiles?.tileUrl;
  const tiles = tileUrl ? [new URL(tileUrl.replace(/\{s\}/g, 'x')).origin.replace('://x.', '://*.')] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...tiles],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", keycloak, ...remotes],
    // blob: the report dialog shows the PDF the page fetched with its token (decision 0020); 'self': the
    // page Keycloak sends a silent session renewal back to (issue 17, item 9); the e-forms' origins, which
    // /eforms frames (decision D-C14)
    'frame-src': ["'self'", keycloak, 'blob:', ...eformOrigins(config.eforms?.urls ?? {})],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'", keycloak],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Security headers on every answer of the gateway (docs/decisions/0007-gateway-edge.md): the content
 * security policy above, no framing, `nosniff`, no referrer, HSTS when TLS ends at the platform (the
 * setting HSTS_MAX_AGE), and no `x-powered-by`. helmet writes them; since they depend only on the
 * configuration, helmet runs once at start and every answer gets the same list (a helmet run per call
 * costs more than the list).
 */
export function securityHeaderList(
  config: Pick<GatewayConfig, 'oidc' | 'remotesManifest' | 'hstsMaxAge'> &
    Partial<Pick<GatewayConfig, 'mapTiles' | 'eforms'>>,
): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.hstsMaxAge > 0 ? { maxAge: config.hstsMaxAge } : false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return [...headers];
}

/** Puts the security headers on an answer. */
export function setSecurityHeaders(
  response: ServerResponse,
  headers: ReadonlyArray<readonly [string, string]>,
): void {
  for (const [name, value] of headers) response.setHeader(name, value);
}

/** The shell's page Keycloak sends a silent session renewal back to, in a hidden frame of the app. */
export const SILENT_RENEWAL_PAGE = 'silent-check-sso.html';

/**
 * The security headers of the one page the app frames itself (the silent session renewal's answer, issue
 * 17, item 9): framed by the platform's own pages only; every other page may not be framed at all.
 */
export function ownFrameHeaders(
  headers: ReadonlyArray<readonly [string, string]>,
): ReadonlyArray<readonly [string, string]> {
  return headers.map(([name, value]): readonly [string, string] => {
    if (name === 'content-security-policy')
      return [name, value.replace("frame-ancestors 'none'", "frame-ancestors 'self'")];
    if (name === 'x-frame-options') return [name, 'SAMEORIGIN'];
    return [name, value];
  });
}
