import { z } from 'zod';
import { MAX } from '../common';
import { REMOTE_APPS } from '../apps/apps';

const KEYCLOAK_REQUIRED = 'keycloak.url, keycloak.realm and keycloak.clientId are required';
const text = z.string({ error: KEYCLOAK_REQUIRED }).max(MAX.url).min(1, { error: KEYCLOAK_REQUIRED });

/**
 * Where the maps take their background tiles from (an XYZ template such as
 * `https://tile.example.ch/{z}/{x}/{y}.png`) and the attribution the tile service asks for. Without a URL the
 * maps draw their markers on a plain background: no tile server is reachable in tests or on a closed network
 * (docs/decisions/0023-analysis-and-insight.md).
 */
export const shellMapConfigSchema = z.object({
  tileUrl: z.string().max(MAX.url).min(1).optional(),
  attribution: z.string().max(MAX.name).min(1).optional(),
});
export type ShellMapConfig = z.infer<typeof shellMapConfigSchema>;

/**
 * `GET /config/shell.json`, served by the gateway: where the shell signs in, and the manifest URL of each
 * remote. Remotes the platform does not know, and empty entries, are left out (such an area is unavailable).
 */
export const shellConfigSchema = z.object(
  {
    keycloak: z.object({ url: text, realm: text, clientId: text }, { error: KEYCLOAK_REQUIRED }),
    remotes: z
      .record(z.string().max(MAX.name), z.unknown())
      .default({})
      .transform((entries) =>
        Object.fromEntries(
          REMOTE_APPS.flatMap(({ name }) => {
            const entry = entries[name];
            return typeof entry === 'string' && entry ? [[name, entry]] : [];
          }),
        ),
      )
      .pipe(z.record(z.string().max(MAX.name), z.string().max(MAX.name))),
    map: shellMapConfigSchema.default({}),
    /** Web Push (decision 0048): the server's VAPID public key; none: the platform sends no pushes. */
    push: z.object({ publicKey: z.string().max(MAX.name).min(1).optional() }).default({}),
  },
  { error: KEYCLOAK_REQUIRED },
);
export type ShellConfig = z.output<typeof shellConfigSchema>;
