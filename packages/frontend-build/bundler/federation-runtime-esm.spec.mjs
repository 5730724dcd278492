import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { esmBuildOf, FEDERATION_RUNTIME_REQUEST } from './federation-runtime-esm.mjs';

const require = createRequire(import.meta.url);
const isEsModule = (file) => /^\s*(import|export)\b/m.test(readFileSync(file, 'utf8'));

describe("the federation runtime's ES module build", () => {
  const bundlerRuntime = require.resolve('@module-federation/webpack-bundler-runtime');

  it.each([
    ['the bundler runtime the federation plugin names by its CommonJS file', bundlerRuntime],
    [
      '@module-federation/runtime, which the plugin aliases to its CommonJS file',
      '@module-federation/runtime',
    ],
  ])('takes an ES module for %s', (_what, request) => {
    expect(FEDERATION_RUNTIME_REQUEST.test(request)).toBe(true);
    const file = esmBuildOf(request);
    expect(file).toMatch(/\.js$/);
    expect(isEsModule(file)).toBe(true);
  });

  it('leaves every other request as it is', () => {
    expect(FEDERATION_RUNTIME_REQUEST.test('@module-federation/runtime/helpers')).toBe(false);
    expect(FEDERATION_RUNTIME_REQUEST.test('/app/node_modules/react/cjs/react.production.cjs')).toBe(false);
    expect(esmBuildOf('/app/node_modules/@module-federation/sdk/dist/none.cjs')).toBe(
      '/app/node_modules/@module-federation/sdk/dist/none.cjs',
    );
  });
});
