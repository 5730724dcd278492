// One jest for the whole repository: `unit` needs nothing running, `integration` and `e2e` need the
// servers that infra/bin/test.mjs starts (it passes their addresses in the environment).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['@agecheck/source', 'node', 'require', 'default'] },
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/.infra/', '<rootDir>/.data/'],
  // the component tests of packages/ui (jsdom) import components that import their stylesheets
  moduleNameMapper: { '\\.css$': '<rootDir>/packages/ui/src/testing/style-stub.cjs' },
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{packages,svc-*,gateway,shell,mf-*}/**/src/**/*.spec.{ts,tsx}',
        '<rootDir>/{infra,helm/scripts,packages/frontend-build}/**/*.spec.mjs',
      ],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{packages,svc-*,gateway}/**/test/**/*.int-spec.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/tests/**/*.e2e.ts'],
      setupFilesAfterEnv: ['<rootDir>/e2e/support/setup.ts'],
    },
  ],
};
