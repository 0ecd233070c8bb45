// One lint config for every workspace. Import direction: domain <- api <- apps; web features do not import each other.
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
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
    files: ['apps/web/app/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/features/*', '~/routes/*', '#server/*'],
              message: 'ui primitives import no features or routes',
            },
          ],
        },
      ],
    },
  },
  ...[
    'auth',
    'chrome',
    'games',
    'profile',
    'cms',
    'search',
    'favorites',
    'player',
    'modals',
    'flags',
    'cashbox',
  ].map((feature) => ({
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
