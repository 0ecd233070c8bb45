// One lint config for every workspace. Import direction: domain <- api <- apps; web features do not import each other.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { serverBoundaries } from './eslint/server-boundaries.js';

/** The web features are the folders of apps/web/app/features: a new one is fenced in as soon as it exists. */
const WEB_FEATURES = readdirSync(new URL('./apps/web/app/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noAppImports = {
  group: ['**/apps/**', '@casino/server*', '@casino/web*', '#server/*', '~/*'],
  message: 'packages never import from an app',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'bench/results/**',
      'e2e/artifacts/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without these the cycle check reads no TypeScript file and so finds no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { server: serverBoundaries },
    rules: { 'server/module-entry': 'error', 'server/table-owner': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration[declaration.type="ClassDeclaration"]',
          message: 'named exports',
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            {
              group: ['@casino/api*', 'react', 'react-*', 'fastify*', 'kysely*', 'zod'],
              message: 'domain is pure: no api, React, Fastify, Kysely or zod',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/games/**/*.ts'],
    ignores: ['packages/games/scripts/**', 'packages/games/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            {
              group: ['@casino/api*', 'react', 'react-*', 'fastify*', 'kysely*', 'zod', 'node:*'],
              message:
                'the studio maths is pure and runs in the browser too: no I/O, no node built-ins',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            {
              group: ['react', 'react-*', 'fastify*', 'kysely*'],
              message: 'api contract is framework free',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/*', '**/apps/web/app/**'],
              message: 'the server does not import web code',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/app/ui/**/*.{ts,tsx}', 'apps/web/app/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/features/*', '~/routes/*', '#server/*', '**/features/**', '**/routes/**'],
              message: 'ui and lib are below the features: they import no features or routes',
            },
          ],
        },
      ],
    },
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/app/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '~/features/*',
                `!~/features/${feature}`,
                `!~/features/${feature}/**`,
                '~/routes/*',
              ],
              message: 'web features do not import each other or routes',
            },
            { group: ['#server/*'], message: 'web code does not import the server' },
          ],
        },
      ],
    },
  })),
);
