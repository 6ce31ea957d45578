import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseSettings, SettingsError } from '@sinyal/contracts/settings';
import { withoutTrailingSlashes } from '@sinyal/contracts/trailing-slashes';
import {
  rateLimitRules,
  type RateLimitAction,
  type RateLimitEnvName,
  type RateLimitRule,
  type RateLimitScopes,
  type RateText,
} from './rate-limit-rules';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A provider's address: https only, since its answers decide who is signed in (a local test
 * provider is trusted through NODE_EXTRA_CA_CERTS, README "Sign in with Google or GitHub").
 */
const httpsUrl = z
  .url()
  .refine((value) => value.startsWith('https://'), 'must be an https:// URL')
  .transform((value) => withoutTrailingSlashes(value));

/**
 * The DNS servers that check organizations' domains (a TXT record): addresses, each with an
 * optional port ("1.1.1.1, 127.0.0.1:5353", "[::1]:53"); unset: the system's resolvers.
 */
const dnsServers = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine(
    (entries) => entries.length > 0 && entries.every(isDnsServer),
    'must be a comma-separated list of IP addresses, each with an optional port (1.1.1.1, 127.0.0.1:5353, [::1]:53)',
  );

function isDnsServer(entry: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry);
  if (bracketed) return isIP(bracketed[1] ?? '') === 6;
  if (isIP(entry) !== 0) return true;
  const [address = '', port = ''] = entry.split(':');
  return isIP(address) === 4 && /^\d{1,5}$/.test(port) && Number(port) <= 65535;
}

/** A rate limit written "<max>/<window>", e.g. "10/15m": at most 10 requests per 15 minutes. */
const rateRule = z
  .string()
  .regex(/^\d+\s*\/\s*\d+\s*[smhd]$/, 'must look like "10/15m" (max/window with s, m, h or d)')
  .transform((value): RateRule => {
    const [maxText = '', windowText = ''] = value.split('/').map((part) => part.trim());
    const unit = windowText.slice(-1) as 's' | 'm' | 'h' | 'd';
    const unitMs = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[unit];
    return { max: Number(maxText), windowMs: Number(windowText.slice(0, -1)) * unitMs };
  })
  .refine(
    (rule) => rule.max >= 1 && rule.windowMs >= 1000,
    'needs a max of 1 or more and a window of 1s or more',
  );

/** Every rate limit's setting (rate-limit-rules.ts), at its default when unset. */
const rateRuleOr = (text: RateText) => rateRule.prefault(text);
const rateLimitSettings = Object.fromEntries(
  rateLimitRules.map((rule) => [rule.env, rateRuleOr(rule.default)]),
) as Record<RateLimitEnvName, ReturnType<typeof rateRuleOr>>;

/**
 * Which proxies to believe about the client address (X-Forwarded-For). A hop count ("1": one
 * proxy in front, so the client is the right-most entry) or a list of proxy addresses or networks
 * ("10.0.0.1, 10.0.1.0/24", or proxy-addr's names "loopback", "linklocal", "uniquelocal"). Never
 * "trust everything": then any client could write its own address and escape every per-address
 * limit, and forge its sign-in history.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (['', 'false', 'no', 'off', '0'].includes(lower)) return false;
    if (['true', 'yes', 'on', '*'].includes(lower)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be a hop count (e.g. 1) or a comma-separated list of proxy addresses, never "true": trusting every X-Forwarded-For entry lets any client pick its own address',
      });
      return z.NEVER;
    }
    if (/^\d{1,2}$/.test(lower)) return Number(lower);
    const entries = lower.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyEntry(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a hop count or a list of proxy addresses (unreadable: ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const namedRanges = ['loopback', 'linklocal', 'uniquelocal'];
function isProxyEntry(entry: string): boolean {
  if (namedRanges.includes(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  if (extra !== undefined || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** false: the socket's address is the client; a number of hops; or the proxies' addresses. */
export type TrustProxy = false | number | string[];

// OWASP's minimum for argon2id (password storage cheat sheet): 19 MiB, 2 iterations, 1 lane.
export const owaspArgon2 = { memoryKib: 19456, timeCost: 2, parallelism: 1 } as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Sinyal <no-reply@sinyal.app>'),
  TRUST_PROXY: trustProxySetting.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(3),
  LOG_REQUESTS: z.enum(['true', 'false']).optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{24,200}$/, 'must be 24 to 200 printable characters without spaces')
    .optional(),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lowercase PostgreSQL schema name')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('sinyal:'),
  SALES_EMAIL: z.email().default('sales@sinyal.app'),
  SIGNING_KEYS: z.string().optional(),
  PACKAGE_STORAGE: z.enum(['files', 'database', 's3']).default('files'),
  S3_ENDPOINT: z
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must be an http:// or https:// URL')
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  DEVICE_FINGERPRINT_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43,}$/, 'must be 32 or more random bytes in base64url (43+ characters)')
    .optional(),
  ACCOUNT_SECRETS_KEY: z.string().optional(),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).max(4_194_304).default(owaspArgon2.memoryKib),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).max(20).default(owaspArgon2.timeCost),
  ARGON2_PARALLELISM: z.coerce.number().int().min(1).max(16).default(owaspArgon2.parallelism),
  ...rateLimitSettings,
  PADDLE_API_KEY: z.string().min(10).optional(),
  PADDLE_WEBHOOK_SECRET: z.string().min(10).optional(),
  PADDLE_CLIENT_TOKEN: z
    .string()
    .regex(/^(test|live)_[A-Za-z0-9]+$/, 'must be a Paddle client-side token (test_… or live_…)')
    .optional(),
  PADDLE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  PADDLE_PRICE_PRO_MONTHLY: z
    .string()
    .regex(/^pri_[a-z0-9]+$/, 'must be a Paddle price id (pri_…)')
    .optional(),
  PADDLE_PRICE_PRO_YEARLY: z
    .string()
    .regex(/^pri_[a-z0-9]+$/, 'must be a Paddle price id (pri_…)')
    .optional(),
  PADDLE_API_BASE_URL: z.url().optional(),
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(20).max(600_000).default(1000),
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  RETENTION_GRACE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RETENTION_LOGIN_EVENTS_DAYS: z.coerce.number().int().min(30).max(3650).default(365),
  RETENTION_UNVERIFIED_DAYS: z.coerce.number().int().min(2).max(3650).default(30),
  RETENTION_BILLING_EVENTS_DAYS: z.coerce.number().int().min(7).max(3650).default(90),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: httpsUrl.default('https://accounts.google.com'),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_URL: httpsUrl.default('https://github.com'),
  GITHUB_API_URL: httpsUrl.default('https://api.github.com'),
  DNS_SERVERS: dnsServers.optional(),
});

/** Each sign-in provider's pair of settings: both turn the provider on, one alone is a mistake. */
const oauthClientSettings = {
  google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  github: ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
} as const;

/** The settings that turn on online payment: all of them, or none. */
const paddleSettings = [
  'PADDLE_API_KEY',
  'PADDLE_WEBHOOK_SECRET',
  'PADDLE_CLIENT_TOKEN',
  'PADDLE_PRICE_PRO_MONTHLY',
  'PADDLE_PRICE_PRO_YEARLY',
] as const;

export interface RateRule {
  max: number;
  windowMs: number;
}

/** Each limited action: per client address, and per account where the request names one. */
export type RateLimits = { [A in RateLimitAction]: RateLimitScopes<A, RateRule> };

/** config.rateLimits from the parsed settings, by the table. */
function rateLimitsFrom(env: Record<RateLimitEnvName, RateRule>): RateLimits {
  const limits: Record<string, Partial<Record<RateLimitRule['scope'], RateRule>>> = {};
  for (const rule of rateLimitRules) {
    limits[rule.action] = { ...limits[rule.action], [rule.scope]: env[rule.env] };
  }
  return Object.freeze(limits) as RateLimits;
}

/** Paddle Billing (docs/architecture.md §10); absent when this server takes no payments. */
export interface PaddleConfig {
  apiKey: string;
  /** The notification destination's secret key: verifies the Paddle-Signature of webhooks. */
  webhookSecret: string;
  /** The client-side token Paddle.js needs on the checkout page. */
  clientToken: string;
  environment: 'sandbox' | 'production';
  prices: Readonly<{ month: string; year: string }>;
  /** Tests only: a local stand-in for Paddle's API instead of Paddle's own address. */
  apiBaseUrl: string | undefined;
}

/** The job table's worker (docs/architecture.md §12). */
export interface JobSettings {
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
}

/** How long old rows are kept before the scheduled clean-up removes them (§12). */
export interface RetentionSettings {
  intervalMs: number;
  /** Expired or revoked sessions and tokens, used or expired links and device codes. */
  graceDays: number;
  loginEventsDays: number;
  /** Accounts whose address was never confirmed. */
  unverifiedDays: number;
  /** Paddle webhook event ids, kept so a replayed event is recognised. */
  billingEventsDays: number;
}

/** A sign-in provider's client as registered with the provider (docs/architecture.md §16). */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

/** Google, or any OpenID Connect provider, found through discovery at its issuer. */
export interface OidcProviderConfig extends OAuthClientConfig {
  issuer: string;
}

/** GitHub or GitHub Enterprise Server: the site (authorize, token) and the API (`<host>/api/v3`). */
export interface GitHubProviderConfig extends OAuthClientConfig {
  url: string;
  apiUrl: string;
}

export type Config = Readonly<{
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  webDist: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: TrustProxy;
  logLevel: string;
  /** SIGTERM: how long requests in flight may take before their connections are cut. */
  shutdownGraceMs: number;
  /**
   * SIGTERM, before that: how long a proxy's kept-alive connections may stay open after the
   * instance stops accepting (lib/shutdown.ts, drain). Longer than the proxy's upstream
   * keepalive_timeout (1 s in deploy/nginx).
   */
  shutdownDrainMs: number;
  /** One log line per request (Fastify's "incoming request"/"request completed"); off in production unless LOG_REQUESTS=true. */
  logRequests: boolean;
  /** Bearer token that opens GET /metrics to other hosts; without it only loopback may read it. */
  metricsToken: string | undefined;
  /**
   * Bounds that turn a database or Redis outage into quick 503s (docs/architecture.md §12): how
   * long to wait for a PostgreSQL connection (new or from the pool), for a statement, and for a
   * Redis command.
   */
  timeouts: Readonly<{
    databaseConnectMs: number;
    databaseStatementMs: number;
    redisCommandMs: number;
  }>;
  /** PostgreSQL schema to work in (created when missing); tests give each file its own. */
  databaseSchema: string | undefined;
  redisKeyPrefix: string;
  salesEmail: string;
  /**
   * Signing keys as a JSON array (several instances without a shared disk); unset: key files in
   * DATA_DIR/keys, the first made on first start.
   */
  signingKeys: string | undefined;
  /** Where extension packages are kept: DATA_DIR/packages ("files"), the database or S3. */
  packageStorage: 'files' | 'database' | 's3';
  /**
   * The bucket of PACKAGE_STORAGE=s3 (any S3-compatible store); beside another store, set when the
   * S3_* settings are complete (the copy command's target).
   */
  s3: Readonly<S3Settings> | undefined;
  /**
   * The built-in samples' sources, published as packages at the first start
   * (modules/registry/seed-samples.ts).
   */
  sampleExtensionsDir: string;
  /**
   * The secret of the fingerprints' keyed hash (base64url); unset: DATA_DIR/keys/fingerprint.key,
   * made at the first start. Several instances must share it.
   */
  deviceFingerprintKey: string | undefined;
  /**
   * Keys that encrypt account secrets at rest (TOTP secrets): a comma-separated list of 32-byte
   * keys in base64 or hex, the first encrypting; unset: DATA_DIR/keys/account-secrets.key.
   */
  accountSecretsKey: string | undefined;
  argon2: Readonly<{ memoryKib: number; timeCost: number; parallelism: number }>;
  rateLimits: Readonly<RateLimits>;
  /** Online payment through Paddle; undefined without its settings (plans granted by the operator). */
  paddle: Readonly<PaddleConfig> | undefined;
  /** Sign-in providers; undefined without their settings, and then not offered. */
  oauth: Readonly<{
    google: Readonly<OidcProviderConfig> | undefined;
    github: Readonly<GitHubProviderConfig> | undefined;
  }>;
  jobs: Readonly<JobSettings>;
  retention: Readonly<RetentionSettings>;
  /** The resolvers that check organizations' domains; undefined: the system's own. */
  dnsServers: readonly string[] | undefined;
}>;

/** Where PACKAGE_STORAGE=s3 keeps packages (docs/architecture.md §12, "Packages in object storage"). */
export interface S3Settings {
  /** Unset: AWS itself; set: any S3-compatible store (MinIO, Ceph, R2…). */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: most self-hosted stores. */
  forcePathStyle: boolean;
}

const s3Required = [
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const satisfies (keyof z.infer<typeof envSchema>)[];

/**
 * The S3 settings: with PACKAGE_STORAGE=s3, refused at start with every missing name rather than
 * at the first publish; beside another store, used when complete (a copy to S3). Credentials are named explicitly (no AWS profile or instance role lookup), so
 * what a server uses is what its settings say.
 */
function s3SettingsFrom(env: z.infer<typeof envSchema>): S3Settings | undefined {
  const { S3_REGION: region, S3_BUCKET: bucket } = env;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!region || !bucket || !accessKeyId || !secretAccessKey) {
    // Beside another PACKAGE_STORAGE, complete settings serve `npm run admin -- packages copy`.
    if (env.PACKAGE_STORAGE !== 's3') return undefined;
    throw new ConfigError(
      s3Required
        .filter((name) => env[name] === undefined)
        .map(
          (name) =>
            `${name}: required with PACKAGE_STORAGE=s3 (${s3Required.join(', ')}; S3_ENDPOINT and S3_FORCE_PATH_STYLE=true for a store other than AWS)`,
        ),
    );
  }
  return {
    endpoint: env.S3_ENDPOINT,
    region,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

export class ConfigError extends SettingsError {
  constructor(problems: string[]) {
    super('Invalid settings', problems);
  }
}

/** Reads the settings once; an empty variable counts as unset. Throws a ConfigError listing every bad key. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseSettings(envSchema, source, (problems) => new ConfigError(problems));
  const argon2 = {
    memoryKib: env.ARGON2_MEMORY_KIB,
    timeCost: env.ARGON2_TIME_COST,
    parallelism: env.ARGON2_PARALLELISM,
  };
  // Cheaper hashing only speeds up tests; anywhere else it would weaken every stored password.
  if (
    env.NODE_ENV !== 'test' &&
    (argon2.memoryKib < owaspArgon2.memoryKib || argon2.timeCost < owaspArgon2.timeCost)
  ) {
    throw new ConfigError([
      `ARGON2_MEMORY_KIB/ARGON2_TIME_COST: below OWASP's minimum (${owaspArgon2.memoryKib} KiB, ${owaspArgon2.timeCost} iterations) outside NODE_ENV=test`,
    ]);
  }
  for (const names of Object.values(oauthClientSettings)) {
    const given = names.filter((name) => env[name] !== undefined);
    if (given.length === 1) {
      throw new ConfigError([
        `${names.find((name) => env[name] === undefined)}: a sign-in provider needs both ${names.join(' and ')} (or neither)`,
      ]);
    }
  }
  const paddleGiven = paddleSettings.filter((name) => env[name] !== undefined);
  if (paddleGiven.length > 0 && paddleGiven.length < paddleSettings.length) {
    throw new ConfigError([
      `${paddleSettings.filter((name) => env[name] === undefined).join(', ')}: online payment needs every one of ${paddleSettings.join(', ')} (or none of them)`,
    ]);
  }
  if (env.PADDLE_API_BASE_URL !== undefined && env.NODE_ENV === 'production') {
    throw new ConfigError([
      'PADDLE_API_BASE_URL: only for tests (a local stand-in); production talks to Paddle itself',
    ]);
  }
  const paddle: PaddleConfig | undefined =
    env.PADDLE_API_KEY &&
    env.PADDLE_WEBHOOK_SECRET &&
    env.PADDLE_CLIENT_TOKEN &&
    env.PADDLE_PRICE_PRO_MONTHLY &&
    env.PADDLE_PRICE_PRO_YEARLY
      ? {
          apiKey: env.PADDLE_API_KEY,
          webhookSecret: env.PADDLE_WEBHOOK_SECRET,
          clientToken: env.PADDLE_CLIENT_TOKEN,
          environment: env.PADDLE_ENV,
          prices: Object.freeze({
            month: env.PADDLE_PRICE_PRO_MONTHLY,
            year: env.PADDLE_PRICE_PRO_YEARLY,
          }),
          apiBaseUrl: env.PADDLE_API_BASE_URL,
        }
      : undefined;
  return Object.freeze({
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: withoutTrailingSlashes(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
    dataDir: path.resolve(env.DATA_DIR),
    webDist: path.resolve(env.WEB_DIST),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    logRequests: env.LOG_REQUESTS ? env.LOG_REQUESTS === 'true' : env.NODE_ENV === 'development',
    metricsToken: env.METRICS_TOKEN,
    timeouts: Object.freeze({
      databaseConnectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      databaseStatementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      redisCommandMs: env.REDIS_COMMAND_TIMEOUT_MS,
    }),
    databaseSchema: env.DATABASE_SCHEMA,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    salesEmail: env.SALES_EMAIL,
    signingKeys: env.SIGNING_KEYS,
    packageStorage: env.PACKAGE_STORAGE,
    s3: s3SettingsFrom(env),
    sampleExtensionsDir: path.join(repoRoot, 'apps/server/sample-extensions'),
    deviceFingerprintKey: env.DEVICE_FINGERPRINT_KEY,
    accountSecretsKey: env.ACCOUNT_SECRETS_KEY,
    argon2: Object.freeze(argon2),
    rateLimits: rateLimitsFrom(env),
    paddle: paddle && Object.freeze(paddle),
    oauth: Object.freeze({
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? Object.freeze({
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              issuer: env.GOOGLE_ISSUER,
            })
          : undefined,
      github:
        env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
          ? Object.freeze({
              clientId: env.GITHUB_CLIENT_ID,
              clientSecret: env.GITHUB_CLIENT_SECRET,
              url: env.GITHUB_URL,
              apiUrl: env.GITHUB_API_URL,
            })
          : undefined,
    }),
    jobs: Object.freeze({
      pollMs: env.JOB_POLL_INTERVAL_MS,
      retryBaseMs: env.JOB_RETRY_BASE_MS,
      maxAttempts: env.JOB_MAX_ATTEMPTS,
    }),
    retention: Object.freeze({
      intervalMs: env.RETENTION_INTERVAL_MINUTES * 60_000,
      graceDays: env.RETENTION_GRACE_DAYS,
      loginEventsDays: env.RETENTION_LOGIN_EVENTS_DAYS,
      unverifiedDays: env.RETENTION_UNVERIFIED_DAYS,
      billingEventsDays: env.RETENTION_BILLING_EVENTS_DAYS,
    }),
    dnsServers: env.DNS_SERVERS && Object.freeze(env.DNS_SERVERS),
  });
}
