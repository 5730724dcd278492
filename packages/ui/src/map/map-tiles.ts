import { shellMapConfigSchema, type ShellMapConfig } from '@agecheck/contracts';

let tiles: Promise<ShellMapConfig> | undefined;

/**
 * The maps' tile source from the shell's run-time configuration (`/config/shell.json`, `map`), read once per
 * page. When it cannot be read, or names no tile server, the maps draw their markers without tiles.
 */
export function loadMapTiles(): Promise<ShellMapConfig> {
  tiles ??= fetch('/config/shell.json', { credentials: 'same-origin' })
    .then((answer) => (answer.ok ? answer.json() : {}))
    .then((config: { map?: unknown }) => shellMapConfigSchema.parse(config.map ?? {}))
    .catch(() => ({}));
  return tiles;
}
