import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Clock } from '../lib/clock';
import { outboxDir, type OutboxMail } from '../mail/mailer';
import { rateLimitEnv } from '../rate-limit-rules';

/** A clock the test moves by hand. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

export const testPassword = 'Analytical1!';

/** The profile a test registration gives unless the test says otherwise. */
export const testProfile = {
  full_name: 'Ada Lovelace',
  company: 'Analytical Engines',
  sector: 'research',
  country: 'uk',
};

/** Every rate limit generous, so only the tests about limits meet them (they pass their own). */
const generousLimits = rateLimitEnv(() => '10000/1m');

/** Which database the suite runs on: TEST_DATABASE=postgres with DATABASE_URL_TEST, else SQLite. */
export function testDatabase(): { kind: 'sqlite' } | { kind: 'postgres'; url: string } {
  if (process.env.TEST_DATABASE !== 'postgres') return { kind: 'sqlite' };
  const url = process.env.DATABASE_URL_TEST;
  if (!url) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL_TEST (a postgres:// URL)');
  return { kind: 'postgres', url };
}

/**
 * Whether the servers under test run as production does: `NODE_ENV=production npx vitest ...`
 * (scripts/test.sh runs the API tests once that way).
 */
export const productionRun = process.env.NODE_ENV === 'production';

export interface TestAppOptions {
  /** Settings on top of the test defaults, as environment variables (e.g. a small rate limit). */
  env?: Record<string, string>;
  /**
   * Run as production does (config.env 'production'): answers are written from the route schemas
   * by fast-json-stringify alone, without the check against zod (plugins/response-serializer.ts).
   * The settings stay the tests' (cheap Argon2, local stand-ins), which loadConfig would refuse
   * for a real production start. Defaults to `productionRun`.
   */
  production?: boolean;
  clock?: TestClock;
  /** Receives the log lines (give LOG_LEVEL in env too: the tests' default is silent). */
  logStream?: { write(line: string): void };
}

export interface Answer<T> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
}

/** The 400/409 body of one field's problem, as the error handler writes it. */
export function fieldError(field: string, code: string, detail: string) {
  return { code, detail, fields: { [field]: detail }, field_codes: { [field]: code } };
}

export interface RegisteredUser {
  id: number;
  username: string;
  email: string;
  password: string;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let counter = 0;
/** A username and e-mail no other test of the file uses. */
export function uniqueUser(prefix = 'user') {
  counter += 1;
  const tag = `${prefix}${counter}${randomBytes(2).toString('hex')}`;
  return { username: tag, email: `${tag}@example.com` };
}

/** A registration form that passes every rule, for a username and e-mail of its own. */
export function registrationForm(overrides: Record<string, unknown> = {}) {
  const { username, email } = uniqueUser();
  return {
    ...testProfile,
    email,
    username,
    password: testPassword,
    confirm_password: testPassword,
    newsletter_subscribed: false,
    agreed_to_terms: true,
    mac_address: null,
    ...overrides,
  };
}

/**
 * A fresh database for a server under test: a temporary DATA_DIR with its own SQLite file, or its
 * own PostgreSQL schema. `env` is the test settings that point a config at it (Argon2 is cheap
 * there, through the config only); `drop` removes it all.
 */
export async function createTestStorage(prefix = 'sinyal-server-test-') {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const database = testDatabase();
  const schema = `test_${randomBytes(6).toString('hex')}`;
  return {
    dataDir,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      PUBLIC_URL: 'http://sinyal.test',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      ...(database.kind === 'postgres'
        ? { DATABASE_URL: database.url, DATABASE_SCHEMA: schema }
        : {}),
    },
    async drop() {
      if (database.kind === 'postgres') {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server on a fresh database (createTestStorage), dropped on close. */
export async function createTestApp(options: TestAppOptions = {}) {
  const storage = await createTestStorage();
  const dataDir = storage.dataDir;
  const settings = loadConfig({
    ...storage.env,
    SALES_EMAIL: 'sales@sinyal.test',
    ...generousLimits,
    ...options.env,
  });
  const config: Config =
    (options.production ?? productionRun)
      ? Object.freeze({ ...settings, env: 'production' as const })
      : settings;
  const clock = options.clock ?? createTestClock();
  const dropDatabase = storage.drop;

  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      clock,
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  // The clean-up the app queues at start is over before a test writes rows it could remove.
  await app.sinyal.jobs.idle();

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by each test
  async function request<T = any>(init: InjectOptions): Promise<Answer<T>> {
    const response = await app.inject(init);
    const text = response.body;
    let body: unknown = text;
    if ((response.headers['content-type'] ?? '').toString().includes('json') && text) {
      body = JSON.parse(text);
    }
    return { status: response.statusCode, body: body as T, headers: response.headers };
  }

  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

  const helpers = {
    app,
    config,
    clock,
    dataDir,
    db: app.sinyal.db,

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by each test
    get: <T = any>(url: string, token?: string) =>
      request<T>({ method: 'GET', url, headers: auth(token) }),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    post: <T = any>(
      url: string,
      payload?: unknown,
      token?: string,
      extra: Partial<InjectOptions> = {},
    ) =>
      request<T>({
        method: 'POST',
        url,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
        ...extra,
        headers: { ...auth(token), ...(extra.headers as Record<string, string> | undefined) },
      }),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    put: <T = any>(url: string, payload: unknown, token?: string) =>
      request<T>({
        method: 'PUT',
        url,
        headers: auth(token),
        payload: payload as InjectOptions['payload'],
      }),
    request,

    /** Every mail written so far, oldest first (waits for mails still being written). */
    async outbox(): Promise<OutboxMail[]> {
      await app.sinyal.background.settled();
      // Mail is a job: the worker writes the file.
      await app.sinyal.jobs.idle();
      const dir = outboxDir(config);
      const names = (await fs.readdir(dir).catch(() => [] as string[]))
        .filter((name) => name.endsWith('.json'))
        .sort();
      return Promise.all(
        names.map(async (name) => JSON.parse(await fs.readFile(path.join(dir, name), 'utf8'))),
      );
    },

    async mailsTo(to: string, kind?: string): Promise<OutboxMail[]> {
      return (await helpers.outbox()).filter(
        (mail) => mail.to === to && (kind === undefined || mail.kind === kind),
      );
    },

    /** The token of the newest link mailed to `to` for `kind` ("verify" or "reset"). */
    async linkToken(to: string, kind: 'verify' | 'reset'): Promise<string> {
      const mails = await helpers.mailsTo(to, kind);
      const link = mails.at(-1)?.link;
      if (!link) throw new Error(`no ${kind} mail to ${to}`);
      const url = new URL(link.replace('/#/', '/'));
      const token =
        new URLSearchParams(url.hash.slice(1)).get('token') ?? url.searchParams.get('token');
      if (!token) throw new Error(`no token in ${link}`);
      return token;
    },

    /** Asks for a password reset by `login` (the e-mail by default); the token mailed to `email`. */
    async resetToken(email: string, login = email): Promise<string> {
      await helpers.post('/api/forgot-password', { username_or_email: login });
      return helpers.linkToken(email, 'reset');
    },

    /** POST /api/reset-password with the new password typed twice (or another confirmation). */
    resetPassword: (token: string, password: string, confirm = password) =>
      helpers.post('/api/reset-password', { token, password, confirm_password: confirm }),

    registration: registrationForm,

    /** Registers and follows the verification link from the outbox. */
    async registerVerified(overrides: Record<string, unknown> = {}): Promise<RegisteredUser> {
      const form = helpers.registration(overrides);
      const created = await helpers.post<{ id: number }>('/api/register', form);
      if (created.status !== 201) throw new Error(`register: ${JSON.stringify(created.body)}`);
      const token = await helpers.linkToken(String(form.email), 'verify');
      const verified = await helpers.post('/api/verify-email', { token });
      if (verified.status !== 200) throw new Error(`verify: ${JSON.stringify(verified.body)}`);
      return {
        id: created.body.id,
        username: String(form.username),
        email: String(form.email),
        password: String(form.password),
      };
    },

    /** POST /api/login as the form sends it; the answer whatever it is. */
    loginAnswer: (usernameOrEmail: string, password = testPassword, rememberMe = false) =>
      helpers.post('/api/login', {
        username_or_email: usernameOrEmail,
        password,
        remember_me: rememberMe,
      }),

    /** A session token of a login that must succeed. */
    async login(usernameOrEmail: string, password = testPassword, rememberMe = false) {
      const answer = await helpers.loginAnswer(usernameOrEmail, password, rememberMe);
      if (answer.status !== 200) throw new Error(`login: ${JSON.stringify(answer.body)}`);
      return answer.body.access_token as string;
    },

    /** A verified account and a session token for it. */
    async signedIn(overrides: Record<string, unknown> = {}) {
      const user = await helpers.registerVerified(overrides);
      return { ...user, token: await helpers.login(user.username, user.password) };
    },

    async close() {
      try {
        await app.close();
      } finally {
        await dropDatabase();
      }
    },
  };
  return helpers;
}
