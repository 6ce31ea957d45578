import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

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
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lowercase PostgreSQL schema name')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('sinyal:'),
  SALES_EMAIL: z.email().default('sales@sinyal.app'),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).max(4_194_304).default(owaspArgon2.memoryKib),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).max(20).default(owaspArgon2.timeCost),
  ARGON2_PARALLELISM: z.coerce.number().int().min(1).max(16).default(owaspArgon2.parallelism),
  RATE_LIMIT_LOGIN_IP: rateRule.prefault('20/1m'),
  RATE_LIMIT_LOGIN_ACCOUNT: rateRule.prefault('10/15m'),
  RATE_LIMIT_REGISTER_IP: rateRule.prefault('10/1h'),
  RATE_LIMIT_FORGOT_PASSWORD_IP: rateRule.prefault('10/15m'),
  RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT: rateRule.prefault('3/15m'),
  RATE_LIMIT_RESEND_VERIFICATION_IP: rateRule.prefault('10/15m'),
  RATE_LIMIT_RESEND_VERIFICATION_ACCOUNT: rateRule.prefault('3/15m'),
  RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT: rateRule.prefault('10/15m'),
  RATE_LIMIT_API_TOKEN_IP: rateRule.prefault('20/1h'),
  RATE_LIMIT_API_TOKEN_ACCOUNT: rateRule.prefault('10/1h'),
  RATE_LIMIT_CONTACT_IP: rateRule.prefault('5/1h'),
});

export interface RateRule {
  max: number;
  windowMs: number;
}

/** Each limited action: per client address, and per account where the request names one. */
export interface RateLimits {
  login: { ip: RateRule; account: RateRule };
  register: { ip: RateRule };
  forgotPassword: { ip: RateRule; account: RateRule };
  resendVerification: { ip: RateRule; account: RateRule };
  changePassword: { account: RateRule };
  apiToken: { ip: RateRule; account: RateRule };
  contact: { ip: RateRule };
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
  trustProxy: boolean;
  logLevel: string;
  /** PostgreSQL schema to work in (created when missing); tests give each file its own. */
  databaseSchema: string | undefined;
  redisKeyPrefix: string;
  salesEmail: string;
  argon2: Readonly<{ memoryKib: number; timeCost: number; parallelism: number }>;
  rateLimits: Readonly<RateLimits>;
}>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Reads the settings once; an empty variable counts as unset. Throws a ConfigError listing every bad key. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
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
  return Object.freeze({
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    webDist: path.resolve(env.WEB_DIST),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    databaseSchema: env.DATABASE_SCHEMA,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    salesEmail: env.SALES_EMAIL,
    argon2: Object.freeze(argon2),
    rateLimits: Object.freeze({
      login: { ip: env.RATE_LIMIT_LOGIN_IP, account: env.RATE_LIMIT_LOGIN_ACCOUNT },
      register: { ip: env.RATE_LIMIT_REGISTER_IP },
      forgotPassword: {
        ip: env.RATE_LIMIT_FORGOT_PASSWORD_IP,
        account: env.RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT,
      },
      resendVerification: {
        ip: env.RATE_LIMIT_RESEND_VERIFICATION_IP,
        account: env.RATE_LIMIT_RESEND_VERIFICATION_ACCOUNT,
      },
      changePassword: { account: env.RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT },
      apiToken: { ip: env.RATE_LIMIT_API_TOKEN_IP, account: env.RATE_LIMIT_API_TOKEN_ACCOUNT },
      contact: { ip: env.RATE_LIMIT_CONTACT_IP },
    }),
  });
}
