import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { rateLimitEnv, windowOf } from '../apps/server/src/rate-limit-rules';
import { standInSettings as paddleSettings } from '../apps/server/src/test/paddle-stand-in';
import { signInServerPort, signInStandIns } from './fixtures/sign-in-server';

const port = Number(process.env.E2E_PORT ?? 4319);
const dataDir = path.join(os.tmpdir(), `sinyal-e2e-${port}`);

// The tests run what production runs: the compiled server, and the compiled agent and admin
// command (fixtures). They are compiled again before each run (under a second), so a run never
// tests an older build than the sources; the site is built apart (WEB_DIST, npm run test:e2e).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compile = `npm run build --silent --prefix ${repoRoot} -w @sinyal/server -w @sinyal/agent -w @sinyal/ext`;
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');
// A local stand-in for Paddle's API (tests only): the server's billing code calls it through
// PADDLE_API_BASE_URL, and e2e/billing.spec.ts plays Paddle's webhooks with the same settings.
const paddlePort = Number(process.env.E2E_PADDLE_PORT ?? port + 1);
const paddleStandIn = path.join(repoRoot, 'apps/server/src/test/paddle-stand-in-main.ts');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: path.join(os.tmpdir(), 'sinyal-e2e-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // The copy buttons write to the clipboard, and the tests read back what they wrote.
    permissions: ['clipboard-read', 'clipboard-write'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: `node --import tsx ${paddleStandIn}`,
      url: `http://127.0.0.1:${paddlePort}/__stand-in/requests`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PADDLE_STAND_IN_PORT: String(paddlePort) },
    },
    {
      // The real production server with the built site, on a throwaway data folder.
      command: `${compile} && rm -rf ${dataDir} && node ${serverEntry}`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Many journeys register and sign in from one address within minutes; the limits
        // themselves are tested against the API (apps/server/src/rate-limit-rules.ts marks which).
        ...rateLimitEnv((rule) =>
          rule.generousInBrowserTests ? `1000/${windowOf(rule)}` : undefined,
        ),
        // Lets a developer test a build kept elsewhere (WEB_DIST=/tmp/x-dist) while another build runs.
        WEB_DIST: process.env.WEB_DIST ?? '',
        ...paddleSettings,
        PADDLE_API_BASE_URL: `http://127.0.0.1:${paddlePort}`,
      },
    },
    // Local stand-ins for Google and GitHub (tests only), and a second server that offers them:
    // e2e/sign-in-methods.spec.ts signs in there, while the first server offers no provider.
    {
      command: `node --import tsx ${signInStandIns.script}`,
      url: `${signInStandIns.googleIssuer}/.well-known/openid-configuration`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 30_000,
      env: signInStandIns.env,
    },
    {
      // Compiled by the first server's command, which Playwright has waited for.
      command: `rm -rf ${dataDir}-sign-in && node ${serverEntry}`,
      url: `http://127.0.0.1:${signInServerPort}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(signInServerPort),
        HOST: '127.0.0.1',
        DATA_DIR: `${dataDir}-sign-in`,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        RATE_LIMIT_REGISTER_IP: '1000/1h',
        RATE_LIMIT_LOGIN_IP: '1000/1m',
        WEB_DIST: process.env.WEB_DIST ?? '',
        ...signInStandIns.serverEnv,
      },
    },
  ],
});
