// The federation plugin hands the bundler its runtime as CommonJS (the bundler runtime by its file, and
// `@module-federation/runtime` through an alias to its CommonJS file). CommonJS cannot be tree-shaken, so every
// remote entry and the shell's first script carried the runtime's Node and manifest code. The packages ship the
// same code as ES modules beside it; the builds take those (decision 0012).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * A request of the federation runtime's CommonJS build: the bundler runtime the federation plugin names by
 * its file, and `@module-federation/runtime`, which the plugin aliases to its CommonJS file.
 */
export const FEDERATION_RUNTIME_REQUEST =
  /^@module-federation\/runtime$|[\\/]@module-federation[\\/][\w-]+[\\/]dist[\\/][^\\/]+\.cjs$/;
const require = createRequire(import.meta.url);

/** The ES module build of the same file of the federation runtime, where there is one. */
export function esmBuildOf(request) {
  const file = request.startsWith('@') ? require.resolve(request) : request;
  const esm = file.replace(/\.cjs$/, '.js');
  return esm !== file && existsSync(esm) ? esm : request;
}
