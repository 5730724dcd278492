import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.infra/**',
      '.data/**',
      'coverage/**',
      'helm/**/templates/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['{shell,mf-*,packages/ui,packages/outbox,packages/timetrack-form}/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/notifications',
              importNames: ['notifications'],
              message: "Use notify() from '@agecheck/ui': it loads the toasts with the first one shown.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['{gateway,svc-*}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'nestjs-zod',
              importNames: ['createZodDto'],
              message:
                "Use '@agecheck/nest-common': its createZodDto describes nullable fields right (nestjs-zod issue 473).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['infra/**/*.mjs', 'helm/**/*.mjs', 'e2e/bench/**/*.mjs', '**/*.config.{js,mjs,ts}'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.mjs', '**/*.int-spec.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  prettier,
);
