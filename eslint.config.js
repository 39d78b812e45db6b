// One lint configuration for the whole monorepo: type-aware TypeScript rules plus the
// module boundaries described in docs/architecture.md ("Where code goes").
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/api/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.config.js',
      'scripts/**',
      'apps/api/build.mjs',
      'apps/api/scripts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      // Fastify plugins and handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // shared imports nothing of ours; the apps never import each other.
            { target: './packages/shared', from: ['./apps', './e2e', './bench'] },
            { target: './apps/web', from: './apps/api' },
            { target: './apps/api', from: './apps/web' },
            // Services and server libraries know nothing of HTTP plugins.
            {
              target: ['./apps/api/src/lib', './apps/api/src/modules/**/*service*.ts'],
              from: './apps/api/src/plugins',
            },
            // Shared web code never imports a feature or the app that composes them.
            {
              target: [
                './apps/web/src/api',
                './apps/web/src/components',
                './apps/web/src/hooks',
                './apps/web/src/lib',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // A web feature never imports another feature; app/ composes them.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/features/auth',
              from: './apps/web/src/features',
              except: ['./auth'],
            },
            {
              target: './apps/web/src/features/marketing',
              from: './apps/web/src/features',
              except: ['./marketing'],
            },
            {
              target: './apps/web/src/features/exams',
              from: './apps/web/src/features',
              except: ['./exams'],
            },
            {
              target: './apps/web/src/features/cart',
              from: './apps/web/src/features',
              except: ['./cart'],
            },
            {
              target: './apps/web/src/features/sales',
              from: './apps/web/src/features',
              except: ['./sales'],
            },
            {
              target: './apps/web/src/features/attempts',
              from: './apps/web/src/features',
              except: ['./attempts'],
            },
            {
              target: './apps/web/src/features/account',
              from: './apps/web/src/features',
              except: ['./account'],
            },
            {
              target: './apps/web/src/features/support',
              from: './apps/web/src/features',
              except: ['./support'],
            },
            {
              target: './apps/web/src/features/content',
              from: './apps/web/src/features',
              except: ['./content'],
            },
            {
              target: './apps/web/src/features/admin',
              from: './apps/web/src/features',
              except: ['./admin'],
            },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
          ],
        },
      ],
    },
  },
  {
    // The web app calls the API through the operation contracts (lib/operations.ts): no path
    // spelled by hand, no reply typed by hand. The home page's catalogue is the one exception
    // (its bundle may hold no zod; it still takes the path from the contract).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/**', 'apps/web/src/features/marketing/api/list-public-exams.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client'],
              importNames: ['apiRequest'],
              message: 'Call the API through its contract: call / queryOf from lib/operations.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes get the typed actor from route() (lib/route.ts), never by asserting it.
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TSNonNullExpression > MemberExpression[object.name='request'][property.name=/^(student|admin)$/]",
          message: 'Register the route with route() and take the typed actor it passes.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // expect.any() / expect.stringContaining() are typed any by Vitest and Playwright.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // A test composes what it tests, as the app does: the layers bind production code.
      'import-x/no-restricted-paths': 'off',
    },
  },
);
