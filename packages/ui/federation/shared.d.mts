export declare const SINGLETONS: readonly string[];
export declare function sharedSingletons(appPackageJson: {
  dependencies?: Record<string, string>;
}): Record<string, { singleton: true; requiredVersion: string | false }>;
