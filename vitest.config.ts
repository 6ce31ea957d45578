import { configDefaults, defineConfig } from 'vitest/config';

// Tests that only mean something on PostgreSQL (a relay cut between the server and its database)
// run in the PostgreSQL run (TEST_DATABASE=postgres), and are not counted elsewhere as skipped.
const postgresOnly = process.env.TEST_DATABASE === 'postgres' ? [] : ['src/**/*.postgres.test.ts'];
// Tests that need a Redis (REDIS_URL_TEST) are *.redis.test.ts: left out of every other run, and
// run on their own with TEST_REDIS=1 (scripts/test.sh does when the Redis answers).
const redisRun = process.env.TEST_REDIS === '1';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure functions, no mocks: the files share one module cache per worker instead of
          // importing everything again for each file.
          isolate: false,
        },
      },
      // The web tests that render or need a browser's objects (*.test.tsx, *.dom.test.ts) run in
      // jsdom; the others in node, which spares each of them jsdom's setup (most of the web tests'
      // time when all ran in jsdom).
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
          environment: 'jsdom',
          // Each file still gets a fresh jsdom and fresh modules, in a VM context of a worker kept
          // between files: jsdom is loaded once per worker instead of once per file (which was
          // most of the jsdom files' time: 122 s for 18 files against 10 s, on a loaded machine).
          pool: 'vmThreads',
          setupFiles: ['src/test/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'web-node',
          root: 'apps/web',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/**/*.dom.test.ts'],
          environment: 'node',
          // No module mocks here, and every stubbed global is given back after its test: the
          // files share one module cache per worker instead of importing everything again.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: redisRun ? ['src/**/*.redis.test.ts'] : ['src/**/*.test.ts'],
          // Trusts the local sign-in providers' test CA (src/test/oauth-stand-ins.ts).
          globalSetup: ['src/test/trust-test-ca.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...postgresOnly,
            ...(redisRun ? [] : ['src/**/*.redis.test.ts']),
          ],
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
      {
        test: {
          name: 'ext-cli',
          root: 'packages/ext-cli',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20000,
        },
      },
    ],
  },
});
