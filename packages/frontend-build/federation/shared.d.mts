export declare const SINGLETONS: readonly string[];
export declare function sharedSingletons(appPackageJson: {
  dependencies?: Record<string, string>;
}): Record<string, { singleton: true; requiredVersion: string | false }>;
export declare function remoteFederationConfig(
  name: string,
  appPackageJson: { dependencies?: Record<string, string> },
  exposes: Record<string, string>,
): {
  name: string;
  filename: string;
  exposes: Record<string, string>;
  shared: Record<string, { singleton: true; requiredVersion: string | false }>;
  manifest: true;
  dts: false;
};
