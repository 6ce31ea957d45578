import { configDefaults, defineConfig } from 'vitest/config';

// Tests that only mean something on PostgreSQL (a relay cut between the server and its database)
// run in the PostgreSQL run (TEST_DATABASE=postgres), and are not counted elsewhere as skipped.
const postgresOnly = process.env.TEST_DATABASE === 'postgres' ? [] : ['src/**/*.postgres.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Trusts the local sign-in providers' test CA (src/test/oauth-stand-ins.ts).
          globalSetup: ['src/test/trust-test-ca.ts'],
          exclude: [...configDefaults.exclude, ...postgresOnly],
          environment: 'node',
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      {
        test: {
          name: 'agent',
          root: 'apps/agent',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20000,
        },
      },
    ],
  },
});
