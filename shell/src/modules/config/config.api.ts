import { shellConfigSchema, type ShellConfig } from '@agecheck/contracts';

export type { ShellConfig };

/** Checks the configuration's shape; throws with what is wrong. */
export function parseShellConfig(value: unknown): ShellConfig {
  const result = shellConfigSchema.safeParse(value);
  if (!result.success) {
    throw new Error(`shell.json: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  return result.data;
}

/** Loads the shell configuration. A network failure rejects with the fetch error (the shell shows offline). */
export async function fetchShellConfig(): Promise<ShellConfig> {
  const response = await fetch('/config/shell.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /config/shell.json: ${response.status}`);
  return parseShellConfig(await response.json());
}
