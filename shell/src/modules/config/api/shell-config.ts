import { AREA_IDS, type AreaId } from '../../remotes/utils/areas';

/** `GET /config/shell.json`, served by the gateway (docs/engineering.md). */
export type ShellConfig = {
  keycloak: { url: string; realm: string; clientId: string };
  /** Manifest URL of each remote; an area without one is unavailable. */
  remotes: Partial<Record<AreaId, string>>;
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** Checks the configuration's shape; throws with what is wrong. */
export function parseShellConfig(value: unknown): ShellConfig {
  const config = value as { keycloak?: Record<string, unknown>; remotes?: Record<string, unknown> } | null;
  const keycloak = config?.keycloak;
  if (!keycloak || !isText(keycloak.url) || !isText(keycloak.realm) || !isText(keycloak.clientId)) {
    throw new Error('shell.json: keycloak.url, keycloak.realm and keycloak.clientId are required');
  }
  const remotes: Partial<Record<AreaId, string>> = {};
  for (const area of AREA_IDS) {
    const entry = config?.remotes?.[area];
    if (isText(entry)) remotes[area] = entry;
  }
  return { keycloak: { url: keycloak.url, realm: keycloak.realm, clientId: keycloak.clientId }, remotes };
}

/** Loads the shell configuration. A network failure rejects with the fetch error (the shell shows offline). */
export async function fetchShellConfig(): Promise<ShellConfig> {
  const response = await fetch('/config/shell.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /config/shell.json: ${response.status}`);
  return parseShellConfig(await response.json());
}
