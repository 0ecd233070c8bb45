import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = {
  '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)),
  '#server': fileURLToPath(new URL('./apps/server/src', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'domain', include: ['packages/domain/**/*.test.ts'] } },
      { resolve: { alias }, test: { name: 'api', include: ['packages/api/**/*.test.ts'] } },
      {
        resolve: { alias },
        test: { name: 'games', include: ['packages/games/**/*.test.ts'], testTimeout: 120_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/build/**'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
});
