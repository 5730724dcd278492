import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';

type Options = {
  /** The service worker's source, relative to the app; `self.__PRECACHE__` in it is replaced. */
  template: string;
};

const PLUGIN_NAME = 'ServiceWorkerPlugin';

/**
 * Emits `sw.js` with the list of the shell's own built files, so the service worker can cache exactly them
 * (the version changes with every build whose files change, which makes browsers install the new worker).
 */
export class ServiceWorkerPlugin {
  constructor(private readonly options: Options) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const files = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => !/\.(map|json|br)$/.test(name) && name !== 'sw.js')
            .sort()
            .map((name) => `${publicPath}${name}`);
          const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
          const templatePath = path.resolve(compiler.context, this.options.template);
          compilation.fileDependencies.add(templatePath);
          const source = readFileSync(templatePath, 'utf8').replace(
            'self.__PRECACHE__',
            JSON.stringify({ version, files }),
          );
          compilation.emitAsset('sw.js', new rspack.sources.RawSource(source));
        },
      );
    });
  }
}
