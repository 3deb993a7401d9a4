import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests (node), and the web app's component tests (`*.test.tsx`: React screens
 * rendered in happy-dom, the API answered by MSW, no browser). Browser tests have their own config
 * in e2e/.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-api',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
