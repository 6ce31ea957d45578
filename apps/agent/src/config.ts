import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { appReleases } from '@sinyal/contracts/app-releases';
import { parseSettings, SettingsError } from '@sinyal/contracts/settings';
import { withoutTrailingSlashes } from '@sinyal/contracts/trailing-slashes';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const defaultAgentPort = 47113;
/**
 * The desktop app's current stable release, whose engines.sinyal installs are matched against and
 * which the device reports: the site's own release data, so both say the same number.
 */
export const defaultAppVersion = appReleases.stable;
const defaultAllowedOrigins = 'http://localhost:3000,http://127.0.0.1:3000';

const portSchema = z.coerce.number().int().min(0).max(65535);
const pairingKeySchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{16,128}$/,
    'must be 16 to 128 letters, digits, "_" or "-" (it travels in a link and a header)',
  );

const envSchema = z.object({
  // AGENT_HOST/AGENT_PORT win over HOST/PORT, so a shell set up for the web server can run both.
  AGENT_HOST: z.string().min(1).optional(),
  HOST: z.string().min(1).optional(),
  AGENT_PORT: portSchema.optional(),
  PORT: portSchema.optional(),
  AGENT_KEY: pairingKeySchema.optional(),
  AGENT_DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data/agent')),
  AGENT_ALLOWED_ORIGINS: z.string().default(defaultAllowedOrigins),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REGISTRY_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .optional(),
  REGISTRY_KEYS: z.string().optional(),
  AGENT_APP_VERSION: z
    .string()
    .regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'must be an app version such as 1.0.0')
    .default(defaultAppVersion),
  AGENT_STREAM_CSV: z.string().min(1).optional(),
  AGENT_STREAM_RATE: z.coerce.number().positive().max(10_000).optional(),
  AGENT_REVOCATIONS_MAX_AGE_S: z.coerce.number().int().min(0).max(86_400).default(300),
});

export type AgentConfig = Readonly<{
  host: string;
  /** 0 picks a free port (tests); the real one is read from the listening socket. */
  port: number;
  pairingKey: string;
  /** False when the key was generated for this run (the usual case). */
  pairingKeyFromEnv: boolean;
  dataDir: string;
  /** Exact origins (scheme://host:port) that may call the agent from a browser. */
  allowedOrigins: readonly string[];
  siteUrl: string;
  logLevel: string;
  /** Where packages come from (REGISTRY_URL, default SITE_URL). */
  registryUrl: string;
  /**
   * Registry keys to trust (REGISTRY_KEYS: a JWKS or a list of Ed25519 JWKs); unset, the keys of
   * the registry's first answer are pinned in the state file (trust on first contact), and later
   * keys are trusted only through endorsements (trust/registry-keys.ts).
   */
  registryKeys: readonly RegistryJwk[] | undefined;
  appVersion: string;
  /**
   * What the live stream (/api/stream) plays: a CSV file (AGENT_STREAM_CSV), looped, or unset for
   * the simulated channels.
   */
  streamCsv?: string | undefined;
  /** Samples per second per channel of the stream (AGENT_STREAM_RATE); unset, the source's own. */
  streamRate?: number | undefined;
  /**
   * How old the held revocation list may be when the marketplace lists the installed extensions
   * (AGENT_REVOCATIONS_MAX_AGE_S, default 5 minutes): an older one is fetched again first, so a
   * takedown shows the next time the marketplace is opened rather than at the daily fetch.
   */
  revocationsMaxAgeS: number;
}>;

export interface RegistryJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
}

function parseRegistryKeys(
  text: string | undefined,
  problems: string[],
): RegistryJwk[] | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    const list = Array.isArray(value) ? value : (value as { keys?: unknown }).keys;
    if (!Array.isArray(list) || list.length === 0) throw new Error('no keys');
    return list.map((key: Record<string, unknown>) => {
      if (
        key.kty !== 'OKP' ||
        key.crv !== 'Ed25519' ||
        typeof key.x !== 'string' ||
        typeof key.kid !== 'string'
      ) {
        throw new Error('a key is not an Ed25519 public JWK with a kid');
      }
      return { kty: 'OKP', crv: 'Ed25519', x: key.x, kid: key.kid };
    });
  } catch (error) {
    problems.push(
      `REGISTRY_KEYS: must be the registry's JWKS ({"keys": [...]}, as GET /api/keys answers) or a list of its keys (${(error as Error).message})`,
    );
    return undefined;
  }
}

export class ConfigError extends SettingsError {
  constructor(problems: string[]) {
    super('Invalid agent settings', problems);
  }
}

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** 192 random bits, URL-safe, so it can sit in the printed link unescaped. */
export function generatePairingKey(): string {
  return randomBytes(24).toString('base64url');
}

function parseOrigins(list: string, problems: string[]): string[] {
  const origins: string[] = [];
  for (const entry of list.split(',').map((item) => item.trim())) {
    if (!entry) continue;
    if (entry === '*' || entry === 'null') {
      problems.push(
        `AGENT_ALLOWED_ORIGINS: "${entry}" is not allowed; list the site's origins, e.g. http://localhost:3000`,
      );
      continue;
    }
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (
      !url ||
      !['http:', 'https:'].includes(url.protocol) ||
      url.origin !== entry.replace(/\/$/, '')
    ) {
      problems.push(
        `AGENT_ALLOWED_ORIGINS: "${entry}" is not an origin (scheme://host[:port], no path)`,
      );
      continue;
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

/** Reads the settings once; an empty variable counts as unset. Throws a ConfigError listing every bad key. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AgentConfig {
  const env = parseSettings(envSchema, source, (problems) => new ConfigError(problems));
  const problems: string[] = [];
  const siteOrigin = new URL(env.SITE_URL).origin;
  const allowedOrigins = parseOrigins(env.AGENT_ALLOWED_ORIGINS, problems);
  // The site the link opens must be able to call the agent, whatever the list says.
  if (!allowedOrigins.includes(siteOrigin)) allowedOrigins.push(siteOrigin);
  const host = env.AGENT_HOST ?? env.HOST ?? '127.0.0.1';
  // The agent installs software on this computer: it must never be reachable from the network,
  // even when HOST=0.0.0.0 was exported for the web server in the same shell.
  if (!isLoopbackHost(host)) {
    problems.push(
      `${env.AGENT_HOST ? 'AGENT_HOST' : 'HOST'}: "${host}" is not a loopback address; the agent listens only on 127.0.0.1, ::1 or localhost (set AGENT_HOST=127.0.0.1)`,
    );
  }
  const registryKeys = parseRegistryKeys(env.REGISTRY_KEYS, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  return Object.freeze({
    host,
    port: env.AGENT_PORT ?? env.PORT ?? defaultAgentPort,
    pairingKey: env.AGENT_KEY ?? generatePairingKey(),
    pairingKeyFromEnv: env.AGENT_KEY !== undefined,
    dataDir: path.resolve(env.AGENT_DATA_DIR),
    allowedOrigins: Object.freeze(allowedOrigins),
    siteUrl: withoutTrailingSlashes(env.SITE_URL),
    logLevel: env.LOG_LEVEL,
    registryUrl: withoutTrailingSlashes(env.REGISTRY_URL ?? env.SITE_URL),
    registryKeys: registryKeys && Object.freeze(registryKeys),
    appVersion: env.AGENT_APP_VERSION,
    streamCsv: env.AGENT_STREAM_CSV && path.resolve(env.AGENT_STREAM_CSV),
    streamRate: env.AGENT_STREAM_RATE,
    revocationsMaxAgeS: env.AGENT_REVOCATIONS_MAX_AGE_S,
  });
}
