import type { Configuration } from '@rspack/core';

export declare const BROWSER_TARGETS: string[];
export declare function appRspackConfig(options: {
  appDir: string;
  uniqueName: string;
  publicPath: string;
  plugins: NonNullable<Configuration['plugins']>;
  entry?: Record<string, string>;
}): Configuration;
export declare function remoteRspackConfig(
  name: string,
  options: { appDir: string; exposes: Record<string, string> },
): Configuration;
export declare function standaloneNoticePage(
  appName: string,
  sentences: Record<string, string>,
): import('@rspack/core').RspackPluginInstance;
export declare class PrecompressPlugin {
  apply(compiler: import('@rspack/core').Compiler): void;
}
export declare const PRECACHE_LIST: string;
export declare class PrecacheListPlugin {
  apply(compiler: import('@rspack/core').Compiler): void;
}
